import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/qa.md shows the QA kit's worked examples in full; npm test runs the files. The two must be
// the same code, so what QA engineers copy is what passes.
const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLES = 'tests/qa-kit/examples';
const doc = readFileSync(join(ROOT, 'docs', 'qa.md'), 'utf8');

/** Each code block the guide introduces with its file's path: `path`:, a blank line, ```ts. */
function blocksByFile(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const pattern = /^`([\w./-]+\.spec\.ts)`:\n\n```ts\n([\s\S]*?)^```$/gm;
  for (const [, file, code] of markdown.matchAll(pattern)) blocks.set(file!, code!);
  return blocks;
}

describe('docs/qa.md, "Writing an offline scenario in Playwright"', () => {
  const shown = blocksByFile(doc);
  const files = readdirSync(join(ROOT, EXAMPLES)).filter((name) => name.endsWith('.spec.ts'));

  it('shows every example spec, and only those', () => {
    expect(files).toHaveLength(5);
    expect([...shown.keys()].sort()).toEqual(files.map((name) => `${EXAMPLES}/${name}`).sort());
  });

  it.each(files)('shows %s as it is', (name) => {
    const path = `${EXAMPLES}/${name}`;
    expect(shown.get(path)).toBe(readFileSync(join(ROOT, path), 'utf8'));
  });
});

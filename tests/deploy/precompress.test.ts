// `npm run build` ends by writing .br and .gz copies beside the build's text files.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/deploy/precompress.ts';

const SCRIPT = 'const lane = { games: [], title: "Hot" };\n'.repeat(50);
const STYLE = '.lane { display: grid; grid-template-columns: repeat(3, 1fr); }\n'.repeat(30);

describe('precompress', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-precompress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'index-1.js'), SCRIPT);
    await writeFile(join(dir, 'assets', 'index-1.css'), STYLE);
    await writeFile(join(dir, 'assets', 'tiny-1.js'), 'export {};\n');
    await writeFile(join(dir, 'assets', 'logo-1.png'), Buffer.alloc(4096, 7));
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><title>x</title>${'<p>x</p>'.repeat(80)}`,
    );
    await precompress(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file, with the same content', async () => {
    for (const [path, text] of [
      ['assets/index-1.js', SCRIPT],
      ['assets/index-1.css', STYLE],
    ] as const) {
      const full = join(dir, path);
      expect(brotliDecompressSync(await readFile(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(await readFile(`${full}.gz`)).toString()).toBe(text);
      // Same modification time: nginx's validators and the reference server's staleness check.
      const drift = (await stat(`${full}.br`)).mtimeMs - (await stat(full)).mtimeMs;
      expect(Math.abs(drift)).toBeLessThan(1);
    }
    expect((await readFile(join(dir, 'index.html.br'))).length).toBeLessThan(
      (await readFile(join(dir, 'index.html.gz'))).length,
    );
  });

  it('leaves images and files too small to gain alone, and never compresses a copy again', async () => {
    await precompress(dir);
    const files = (await readdir(dir, { recursive: true })).map(String).sort();
    expect(files.filter((name) => /tiny|logo/.test(name))).toEqual([
      'assets/logo-1.png',
      'assets/tiny-1.js',
    ]);
    expect(files.filter((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('is part of npm run build', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['build']).toMatch(
      /^vite build && tsx scripts\/deploy\/precompress\.ts dist$/,
    );
  });
});

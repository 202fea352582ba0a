// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptWithFallbacks, ScriptLoadError } from './loadScript';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadScriptWithFallbacks', () => {
  it('adds no script for a refused address, says why, and goes on to the next server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const added: string[] = [];
    let ready = false;
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      added.push(script.src);
      ready = true;
      setTimeout(() => script.onload?.(new Event('load')), 0);
    });
    await loadScriptWithFallbacks(
      ['javascript:alert(1)', 'http://evil.example/gt.js', 'https://cdn.example/gt.js'],
      () => ready,
      50,
    );
    expect(added).toEqual(['https://cdn.example/gt.js']);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Script not loaded (javascript: scripts are not loaded): javascript:alert(1)',
      'Script not loaded (plain http from another origin): http://evil.example/gt.js',
    ]);
  });

  it('rejects as no server answered when every address is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const append = vi.spyOn(document.head, 'append');
    const error = await loadScriptWithFallbacks(['data:text/javascript,1'], () => false, 50).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).anyLoaded).toBe(false);
    expect(append).not.toHaveBeenCalled();
  });
});

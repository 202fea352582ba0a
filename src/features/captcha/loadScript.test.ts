// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaLoadError, loadCaptchaScript } from './loadScript';

type Behaviour = 'load' | 'error' | 'hang';

/** Scripts "load", "fail" or "hang" by URL, as servers would. */
function servers(behaviour: Record<string, Behaviour>, onLoad: (src: string) => void = () => {}) {
  const tried: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    tried.push(script.src);
    const outcome = behaviour[new URL(script.src).pathname] ?? 'error';
    setTimeout(() => {
      if (outcome === 'load') {
        onLoad(script.src);
        script.onload?.(new Event('load'));
      } else if (outcome === 'error') {
        script.onerror?.(new Event('error'));
      }
    }, 5);
  });
  return tried;
}

// On the fake clock, a server's 5 ms answer always comes before a 20-40 ms timeout, however busy
// the machine running the tests is.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The loader's outcome once every timer it set has run: undefined, or what it threw. */
async function outcome(loading: Promise<void>): Promise<unknown> {
  const settled = loading.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  await vi.runAllTimersAsync();
  return settled;
}

describe('captcha script loader', () => {
  it('falls back to the next server after a failure or the timeout', async () => {
    let ready = false;
    const tried = servers({ '/a.js': 'error', '/b.js': 'hang', '/c.js': 'load' }, () => {
      ready = true;
    });
    expect(
      await outcome(
        loadCaptchaScript(['https://x/a.js', 'https://x/b.js', 'https://x/c.js'], () => ready, 40),
      ),
    ).toBeUndefined();
    expect(tried).toEqual(['https://x/a.js', 'https://x/b.js', 'https://x/c.js']);
  });

  it('gives 60204 when no server answers', async () => {
    servers({ '/d.js': 'hang', '/e.js': 'error' });
    const error = await outcome(
      loadCaptchaScript(['https://x/d.js', 'https://x/e.js'], () => false, 20),
    );
    expect(error).toBeInstanceOf(CaptchaLoadError);
    expect((error as CaptchaLoadError).code).toBe(60204);
    expect((error as CaptchaLoadError).message).toBe('Network failure');
  });

  it('gives 60205 when the script loads but never sets itself up', async () => {
    servers({ '/f.js': 'load' });
    const error = (await outcome(
      loadCaptchaScript(['https://x/f.js'], () => false, 20),
    )) as CaptchaLoadError;
    expect(error.code).toBe(60205);
  });

  it('gives 60204 for servers whose address is refused, without adding their script', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tried = servers({});
    const error = (await outcome(
      loadCaptchaScript(
        ['javascript:window.initGeetest=1', 'http://static.geetest.example/gt.js'],
        () => false,
        20,
      ),
    )) as CaptchaLoadError;
    expect(error.code).toBe(60204);
    expect(tried).toEqual([]);
  });
});

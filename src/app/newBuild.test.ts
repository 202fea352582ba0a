// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewBuildOnce } from './newBuild';

const BASE = import.meta.env.BASE_URL;
const RUNNING = `${BASE}assets/index-OLD.js`;
const TARGET = new URL('/m/login?affiliateCode=AF1', window.location.href).href;

function serverNames(entry: string | null, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(entry ? { 'index.html': { file: entry, isEntry: true } } : {}), {
        status,
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  window.history.replaceState(null, '', TARGET);
  document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadNewBuildOnce', () => {
  it('loads the address in full once when the server names another entry script', async () => {
    const fetch = serverNames('assets/index-NEW.js');
    const load = vi.fn();
    expect(await loadNewBuildOnce(TARGET, load)).toBe(true);
    expect(load).toHaveBeenCalledWith(TARGET);
    expect(fetch).toHaveBeenCalledWith(
      `${BASE}asset-manifest.json`,
      expect.objectContaining({ cache: 'no-store' }),
    );
    // The new build's page fails the same way: no second load, no loop.
    expect(await loadNewBuildOnce(TARGET, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again for another address, or for a newer build', async () => {
    serverNames('assets/index-NEW.js');
    const load = vi.fn();
    await loadNewBuildOnce(TARGET, load);
    const register = new URL('/m/register', TARGET).href;
    window.history.replaceState(null, '', register);
    expect(await loadNewBuildOnce(register, load)).toBe(true);
    window.history.replaceState(null, '', TARGET);
    serverNames('assets/index-NEWER.js');
    expect(await loadNewBuildOnce(TARGET, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['the same build (a chunk missing from it)', () => serverNames('assets/index-OLD.js')],
    ['no manifest', () => serverNames(null, 404)],
    ['a manifest without the entry', () => serverNames(null)],
    [
      'no answer',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            throw new TypeError('Failed to fetch');
          }),
        ),
    ],
    [
      'offline',
      () => {
        serverNames('assets/index-NEW.js');
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      },
    ],
    [
      'the player is on another page by the time the manifest answers',
      () => {
        serverNames('assets/index-NEW.js');
        window.history.replaceState(null, '', '/m/home');
      },
    ],
    [
      'no session storage to remember the attempt',
      () => {
        serverNames('assets/index-NEW.js');
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('denied', 'SecurityError');
        });
      },
    ],
  ])('does not reload: %s', async (_, arrange) => {
    arrange();
    const load = vi.fn();
    expect(await loadNewBuildOnce(TARGET, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

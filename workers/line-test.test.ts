import { describe, expect, it, vi } from 'vitest';
import { domainOrigin, fastestOrigin, LINE_TEST_MAX_DOMAINS, shuffled } from './line-test';

const pong = () => new Response(JSON.stringify({ success: true, value: 'pong' }));

/** A fetch where each origin answers after its delay, or never (undefined), honouring aborts. */
function fakeFetch(delays: Record<string, number | 'fail'>) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const origin = new URL(String(input)).origin;
    const delay = delays[origin];
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      if (delay === 'fail') reject(new TypeError('Failed to fetch'));
      else if (delay !== undefined) setTimeout(() => resolve(pong()), delay);
    });
  });
}

describe('line test (spec §7)', () => {
  it('reads host names with the page scheme, and full origins as they are', () => {
    expect(domainOrigin('m1.example:8080', 'https:')).toBe('https://m1.example:8080');
    expect(domainOrigin('http://m2.example/some/path', 'https:')).toBe('http://m2.example');
    expect(domainOrigin('  ', 'https:')).toBeNull();
    expect(domainOrigin('https://user:pw@m3.example', 'https:')).toBeNull();
    expect(domainOrigin('javascript:alert(1)', 'https:')).toBeNull();
  });

  it('picks the first domain to answer and aborts the others', async () => {
    const fetch = fakeFetch({ 'https://slow.example': 50, 'https://fast.example': 5 });
    const winner = await fastestOrigin(['slow.example', 'fast.example', 'dead.example'], {
      merchant: 'DEMOVN',
      protocol: 'https:',
      fetch,
    });
    expect(winner).toBe('https://fast.example');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/wps\/system\/test\/ping\?speed=\d+$/);
    expect(init?.headers).toEqual({ Merchant: 'DEMOVN' });
    for (const [, call] of fetch.mock.calls) expect(call?.signal?.aborted).toBe(true);
  });

  it('gives null when every domain fails or none answers in time', async () => {
    const failing = fakeFetch({ 'https://a.example': 'fail' });
    expect(
      await fastestOrigin(['a.example'], { merchant: '', protocol: 'https:', fetch: failing }),
    ).toBeNull();
    const silent = fakeFetch({});
    const started = Date.now();
    const result = await fastestOrigin(['b.example'], {
      merchant: '',
      protocol: 'https:',
      fetch: silent,
      timeoutMs: 30,
    });
    expect(result).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not count an answer that is not a successful ping', async () => {
    const fetch = vi.fn(async () => new Response('<html>captive portal</html>'));
    expect(
      await fastestOrigin(['c.example'], { merchant: '', protocol: 'http:', fetch }),
    ).toBeNull();
  });

  it('tries at most ten domains, shuffled, each once', async () => {
    const names = Array.from({ length: 14 }, (_, index) => `m${index}.example`);
    const fetch = fakeFetch({});
    await fastestOrigin([...names, names[0]!], {
      merchant: '',
      protocol: 'https:',
      fetch,
      timeoutMs: 10,
      random: () => 0,
    });
    const tried = fetch.mock.calls.map(([url]) => new URL(String(url)).host);
    expect(tried).toHaveLength(LINE_TEST_MAX_DOMAINS);
    expect(new Set(tried).size).toBe(LINE_TEST_MAX_DOMAINS);
    expect(tried).not.toEqual(names.slice(0, LINE_TEST_MAX_DOMAINS));
  });

  it('shuffles without losing or repeating items', () => {
    const items = [1, 2, 3, 4, 5];
    expect([...shuffled(items, () => 0.5)].sort()).toEqual(items);
  });
});

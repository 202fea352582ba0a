/** Spec §7 and §9: a line test pings at most 10 shuffled domains for 10 s; the first answer wins. */
export const LINE_TEST_MAX_DOMAINS = 10;
export const LINE_TEST_TIMEOUT_MS = 10_000;
export const PING_PATH = '/wps/system/test/ping';

/**
 * A domain-list entry as an origin. Entries are host names (with a port when not the default),
 * which take the page's scheme, or full http(s) origins; anything else is dropped.
 */
export function domainOrigin(domainName: string, protocol: string): string | null {
  const name = domainName.trim();
  if (!name) return null;
  const withScheme = /^https?:\/\//i.test(name) ? name : `${protocol}//${name}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Fisher–Yates, so no domain is always tried first (or always left out past the tenth). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export interface LineTestOptions {
  merchant: string;
  /** The page's scheme (`https:`), given to bare host names. */
  protocol: string;
  fetch?: typeof fetch;
  random?: () => number;
  timeoutMs?: number;
}

async function ping(origin: string, options: LineTestOptions, signal: AbortSignal) {
  const send = options.fetch ?? fetch;
  const url = `${origin}${PING_PATH}?speed=${Date.now()}`;
  const response = await send(url, {
    headers: options.merchant ? { Merchant: options.merchant } : {},
    cache: 'no-store',
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) {
    throw new Error(`${origin} did not answer the ping`);
  }
  return origin;
}

/**
 * The origin of the first domain whose ping succeeds, or null when none does in time. The
 * others are aborted as soon as one answers.
 */
export async function fastestOrigin(
  domains: readonly string[],
  options: LineTestOptions,
): Promise<string | null> {
  const origins = [
    ...new Set(domains.flatMap((name) => domainOrigin(name, options.protocol) ?? [])),
  ];
  const candidates = shuffled(origins, options.random).slice(0, LINE_TEST_MAX_DOMAINS);
  if (candidates.length === 0) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LINE_TEST_TIMEOUT_MS);
  try {
    return await Promise.any(candidates.map((origin) => ping(origin, options, controller.signal)));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

// Content negotiation by Accept-Encoding (RFC 9110 §12.5.3): which coding of a body to send.
/** The codings this server can send, best first: on equal q-values brotli wins (smaller). */
export type Coding = 'br' | 'gzip';
export type Chosen = Coding | 'identity';
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/** The q-value of each coding named in the header ('*' included); names in lower case. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    // A malformed q is read as "not acceptable" rather than guessed at.
    weights.set(name, Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0);
  }
  return weights;
}

/**
 * The coding to send among those `available`: the highest q-value above zero, brotli before
 * gzip on a tie, identity when the client names none of them (or sends no header).
 */
export function chooseEncoding(
  header: string | string[] | undefined,
  available: readonly Coding[],
): Chosen {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(Array.isArray(header) ? header.join(',') : header);
  const wildcard = weights.get('*');
  let best: Chosen = 'identity';
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // Implicitly identity is merely acceptable; only a client that names it with a higher q than
  // the best coding (say "gzip;q=0.2, identity") asks for the plain body instead.
  const identityQ = weights.get('identity');
  if (identityQ !== undefined && identityQ > bestQ) return 'identity';
  return best;
}

/** Each coding is a different representation, so it gets its own strong tag. */
export function etagFor(etag: string, coding: Chosen): string {
  if (coding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/** The identity tag an encoded tag was derived from. */
export function baseEtag(etag: string): string {
  return etag.replace(/-(?:br|gz)"$/, '"');
}

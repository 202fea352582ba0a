/**
 * What the storefront may open or link to from server data: an http(s) address, never
 * `javascript:`, `data:` or another scheme. Runtime-neutral: also used by the worker.
 */
export function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text.trim());
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) address, or a path on this site (`/…`, not `//host` or `/\host`). */
export function isWebOrSitePath(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.startsWith('/')) return !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  return isWebAddress(trimmed);
}

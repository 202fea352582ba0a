/** A cookie's decoded value, or undefined when absent or not percent-encoded as ours are. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined; // bad escape: someone else's format
  }
}

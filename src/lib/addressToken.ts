// Spec §2: a link's sign-in token (`token` or `tokens` in the query) leaves the address bar first
// thing, before the app's code has loaded (src/main.tsx): until then the page's requests, the
// browser's history and anything reading the address would see it. The address as it landed is
// kept in memory only, for the session to adopt the token once its code has run (session.ts).

export const TOKEN_PARAMS = ['token', 'tokens'] as const;

let landedWithToken: string | null = null;

/** Removes the token from the address at once, keeping the rest of it (other parameters, hash). */
export function clearTokenFromAddress(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return;
  landedWithToken = location.href;
  TOKEN_PARAMS.forEach((name) => url.searchParams.delete(name));
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The address as the page landed, token included, once; then the address as it is. */
export function takeAddressAsLanded(location: Location = window.location): string {
  const landed = landedWithToken ?? location.href;
  landedWithToken = null;
  return landed;
}

// The session (spec §2, §3) without React: the entry adopts a link's token with it before the
// app's code has loaded (src/main.tsx); views read it through `useSession` (session.ts).
import * as v from 'valibot';
import { SESSION_INFO_KEY } from '../common/storageKeys';
import { read, remove, storageEntry, write } from './storage';

/** Spec §3: the session lives in session storage (MC_SESSION_INFO), nowhere else. */
const SessionSchema = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  customerId: v.optional(v.union([v.string(), v.number()])),
  token: v.pipe(v.string(), v.minLength(1)),
  merchantCode: v.optional(v.string()),
  userName: v.optional(v.string()),
  type: v.optional(v.number()),
  firstTimeLogin: v.optional(v.boolean()),
});

export type Session = v.InferOutput<typeof SessionSchema>;

/** A corrupt value counts as no session and is left in place for support. */
const sessionInfo = storageEntry(SESSION_INFO_KEY, 'session', SessionSchema, {
  json: true,
  keepUnreadable: true,
});

const listeners = new Set<() => void>();

/** The stored session, or null; the same stored text gives the same object. */
export function readSession(): Session | null {
  return read(sessionInfo) ?? null;
}

/** Throws when session storage refused it: a login that cannot be kept has not succeeded. */
export function writeSession(session: Session) {
  if (!write(sessionInfo, session)) throw new Error('Session storage refused the session');
  listeners.forEach((listener) => listener());
}

export function clearSession() {
  remove(sessionInfo);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after every write or clear of the session; returns the unsubscribe. */
export function onSessionChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const TOKEN_PARAMS = ['token', 'tokens'];

/** A token from the address for another account than this tab's, until the player answers. */
let linkToken: string | null = null;

/**
 * Spec §2: a token may arrive in the `token` or `tokens` query. It is removed from the address bar
 * before anything else reads the URL (logs, status `url`, analytics), and becomes the session when
 * the tab has none. A different token never replaces the tab's live session silently: it waits in
 * memory only (never in storage) for the player's answer (`takeLinkToken`, docs/auth.md).
 */
export function adoptTokenFromUrl(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  const token = TOKEN_PARAMS.map((name) => url.searchParams.get(name)).find((value) => value);
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return false;
  TOKEN_PARAMS.forEach((name) => url.searchParams.delete(name));
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token) return false;
  const current = readSession();
  if (current && current.token !== token) {
    linkToken = token;
    return false;
  }
  if (!current) writeSession({ token });
  return true;
}

/** The address's token for another account than this tab's, once; null when there was none. */
export function takeLinkToken() {
  const token = linkToken;
  linkToken = null;
  return token;
}

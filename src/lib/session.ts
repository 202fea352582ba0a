import * as v from 'valibot';
import { useSyncExternalStore } from 'react';

/** Spec §3: the session lives in session storage under this key, nowhere else. */
export const SESSION_KEY = 'MC_SESSION_INFO';

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

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/** The stored session, or null; a corrupt value counts as no session and is left for support. */
export function readSession(): Session | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parseSession(raw);
  return cachedSession;
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(SessionSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through: not JSON
  }
  console.warn(`Ignoring an unreadable ${SESSION_KEY}`);
  return null;
}

export function writeSession(session: Session) {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  listeners.forEach((listener) => listener());
}

export function clearSession() {
  sessionStorage.removeItem(SESSION_KEY);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after every write or clear of the session; returns the unsubscribe. */
export function onSessionChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession() {
  return useSyncExternalStore(onSessionChange, readSession);
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

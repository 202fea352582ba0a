import { useEffect, useSyncExternalStore } from 'react';
import { onPageVisible } from '../../lib/debounce';
import { fetchUnreadCount } from './chatApi';

/**
 * How often the chat badge asks again while the page is visible (ours; the spec names no
 * interval). It also asks on mount and whenever the page becomes visible, e.g. back from the chat.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * The last count, kept per token in memory only: it belongs to one member's session and is stale
 * as soon as it is read, so it is not worth a table that could show it to the next member.
 */
let latest: { token: string; count: number } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function refresh(token: string) {
  try {
    const count = await fetchUnreadCount();
    latest = { token, count };
    listeners.forEach((listener) => listener());
  } catch (error) {
    console.warn('Unread count not refreshed', error);
  }
}

/** Asks now, on each return to the page and every UNREAD_POLL_MS while visible. */
function poll(token: string) {
  void refresh(token);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void refresh(token);
  }, UNREAD_POLL_MS);
  const stopVisible = onPageVisible(() => void refresh(token));
  return () => {
    clearInterval(timer);
    stopVisible();
  };
}

/** The member's unread chat messages (0 until known); `token` null means do not ask. */
export function useUnreadCount(token: string | null): number {
  useEffect(() => (token ? poll(token) : undefined), [token]);
  return useSyncExternalStore(subscribe, () =>
    token !== null && latest?.token === token ? latest.count : 0,
  );
}

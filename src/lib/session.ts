// The session for views: `useSession` re-renders on every write or clear. The rest is
// sessionStore.ts, React-free so that the entry can adopt a link's token first thing.
import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession } from './sessionStore';

export {
  adoptTokenFromUrl,
  clearSession,
  onSessionChange,
  readSession,
  takeLinkToken,
  writeSession,
  type Session,
} from './sessionStore';

export function useSession() {
  return useSyncExternalStore(onSessionChange, readSession);
}

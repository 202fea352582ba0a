import { clearMemberData, syncMemberInfo, syncRankProgress } from '../../data/sync/member';
import { onSessionChange, readSession } from '../../lib/session';
import { bindPush, unbindPush } from './pushBinding';

function logFailures(results: PromiseSettledResult<unknown>[]) {
  results
    .filter((result) => result.status === 'rejected')
    .forEach((result) => console.warn('Session step failed', result.reason));
}

async function onTokenSet() {
  logFailures(await Promise.allSettled([syncMemberInfo(), syncRankProgress(), bindPush()]));
}

async function onTokenCleared(endedToken: string) {
  logFailures(await Promise.allSettled([clearMemberData(), unbindPush(endedToken)]));
}

let watching = false;

/**
 * Spec §4 token lifecycle: a token set loads member info and rank progress and binds push; a token
 * cleared unbinds push and clears member data. Runs for tokens from login, the URL or a reload.
 */
export function watchSession() {
  if (watching) return;
  watching = true;
  let current = readSession()?.token ?? null;
  onSessionChange(() => {
    const next = readSession()?.token ?? null;
    if (next === current) return;
    const ended = current;
    current = next;
    if (ended) void onTokenCleared(ended);
    if (next) void onTokenSet();
  });
  if (current) void onTokenSet();
}

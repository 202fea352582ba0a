import { memberKeyOf } from '../../data/memberKey';
import { onSessionChange, readSession, type Session } from '../../lib/session';

// WARNING: part of the home bundle. The steps themselves load on demand: a session's syncs start
// right after boot, but nothing on the first paint waits for their code.
const memberSync = () => import('../../data/sync/member');
const pushBinding = () => import('./pushBinding');

function logFailures(results: PromiseSettledResult<unknown>[]) {
  results
    .filter((result) => result.status === 'rejected')
    .forEach((result) => console.warn('Session step failed', result.reason));
}

async function onTokenSet() {
  logFailures(
    await Promise.allSettled([
      memberSync().then(({ syncMemberInfo }) => syncMemberInfo()),
      memberSync().then(({ syncRankProgress }) => syncRankProgress()),
      pushBinding().then(({ bindPush }) => bindPush()),
    ]),
  );
}

async function onSessionEnded(ended: Session) {
  const key = memberKeyOf(ended);
  logFailures(
    await Promise.allSettled([
      key ? memberSync().then(({ clearMemberData }) => clearMemberData(key)) : null,
      pushBinding().then(({ unbindPush }) => unbindPush(ended.token)),
    ]),
  );
}

let watching = false;

/**
 * Spec §4 token lifecycle: a token set loads member info and rank progress and binds push; a token
 * cleared unbinds push and clears the member's rows. Runs for tokens from login, the URL or a
 * reload. Rows are per member (src/data/memberKey.ts), so a new member's sync never has to race
 * the old member's rows off the screen: the new member's views never read them.
 */
export function watchSession() {
  if (watching) return;
  watching = true;
  let current = readSession();
  onSessionChange(() => {
    const next = readSession();
    const ended = current;
    // The same token again (its id filled in by member info): only the latest copy is kept.
    current = next;
    if (next?.token === ended?.token) return;
    if (ended) void onSessionEnded(ended);
    if (next) void onTokenSet();
  });
  if (current) void onTokenSet();
}

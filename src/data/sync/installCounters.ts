import { get } from '../../api/request';
import { db, type CountersRow } from '../db';
import { readSession } from '../../lib/session';
import { DepositSummarySchema, WithdrawSummarySchema } from '../../common/installSchemas';
import { resolveMemberKey } from './member';
import { validate } from './validate';

/** Protected member calls (docs/api.md "Install promotion"; spec §7 leaves the paths open). */
export const DEPOSIT_SUMMARY_PATH = '/wps/member/depositSummary';
export const WITHDRAW_SUMMARY_PATH = '/wps/member/withdrawSummary';

/**
 * The member's deposit, withdrawal and card counters (spec §3) into the `counters` table. The two
 * calls are independent: when one fails, the other's part is still written over the stored row
 * (with no stored row there is nothing to complete, so nothing is written), then the failure is
 * thrown. A malformed answer never reaches the table.
 */
export async function syncInstallCounters() {
  const token = readSession()?.token;
  const [deposits, withdrawals] = await Promise.allSettled([
    get(DEPOSIT_SUMMARY_PATH, { alert: false }).then((value) =>
      validate('deposit summary', DepositSummarySchema, value),
    ),
    get(WITHDRAW_SUMMARY_PATH, { alert: false }).then((value) =>
      validate('withdrawal summary', WithdrawSummarySchema, value),
    ),
  ]);
  let change: CountersChange | undefined;
  // Under the member's id; dropped when this tab's member changed while the calls were out.
  const key = await resolveMemberKey().catch(() => null);
  if (key !== null && readSession()?.token === token) {
    await db.transaction('rw', db.counters, async () => {
      const stored = await db.counters.get(key);
      const depositPart = deposits.status === 'fulfilled' ? deposits.value : undefined;
      const withdrawPart = withdrawals.status === 'fulfilled' ? withdrawals.value : undefined;
      const base: Partial<CountersRow> = stored ?? {};
      const row = { ...base, ...depositPart, ...withdrawPart, key };
      if (isComplete(row)) {
        await db.counters.put(row);
        change = { before: stored, after: row };
      }
    });
  }
  if (change) reportChange(change);
  const failure = [deposits, withdrawals].find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

function isComplete(row: Partial<CountersRow>): row is CountersRow {
  return (
    typeof row.totalDepositSuccessCount === 'number' &&
    typeof row.totalWithdrawSuccessCount === 'number' &&
    Array.isArray(row.fullBankCardList) &&
    Array.isArray(row.fullVirtualWalletList) &&
    Array.isArray(row.fullEWalletList)
  );
}

/** The counters before and after one sync (the stored row may be absent before the first). */
export interface CountersChange {
  before: CountersRow | undefined;
  after: CountersRow;
}

const changeListeners = new Set<(change: CountersChange) => void>();
/** Changes seen before anyone listened: tracking starts after the first render, maybe later. */
let unheard: CountersChange[] = [];
const MAX_UNHEARD = 20;

function reportChange(change: CountersChange) {
  if (changeListeners.size === 0) {
    // Bounded: if tracking never starts, a long session must not pile up every 30 s poll.
    unheard = [...unheard.slice(-(MAX_UNHEARD - 1)), change];
    return;
  }
  changeListeners.forEach((listener) => listener(change));
}

/**
 * Calls `listener` after every sync that wrote the counters, starting with those that happened
 * before it listened (firstDepositArrival is read from them). Returns the unsubscribe.
 */
export function onCountersSynced(listener: (change: CountersChange) => void) {
  changeListeners.add(listener);
  const missed = unheard;
  unheard = [];
  missed.forEach(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

import { get } from '../../api/request';
import { db, type CountersRow } from '../db';
import { DepositSummarySchema, WithdrawSummarySchema } from '../installSchemas';
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
  const [deposits, withdrawals] = await Promise.allSettled([
    get(DEPOSIT_SUMMARY_PATH, { alert: false }).then((value) =>
      validate('deposit summary', DepositSummarySchema, value),
    ),
    get(WITHDRAW_SUMMARY_PATH, { alert: false }).then((value) =>
      validate('withdrawal summary', WithdrawSummarySchema, value),
    ),
  ]);
  await db.transaction('rw', db.counters, async () => {
    const stored = await db.counters.get('current');
    const depositPart = deposits.status === 'fulfilled' ? deposits.value : undefined;
    const withdrawPart = withdrawals.status === 'fulfilled' ? withdrawals.value : undefined;
    const base: Partial<CountersRow> = stored ?? {};
    const row = { ...base, ...depositPart, ...withdrawPart, key: 'current' as const };
    if (isComplete(row)) await db.counters.put(row);
  });
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

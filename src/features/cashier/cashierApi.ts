import { post } from '../../api/request';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import { DepositAnswerSchema, WithdrawAnswerSchema } from '../../common/cashier-schemas';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { syncInstallCounters } from '../../data/sync/installCounters';
import { validate } from '../../data/sync/validate';
import {
  trackDepositSubmitted,
  trackDepositSucceeded,
  trackWithdraw,
  type Money,
} from '../tracking';

/** Ours (docs/api.md "Cashier"): spec §7 leaves the submission paths open. */
export const SUBMIT_DEPOSIT_PATH = '/wps/relay/MCSFE_submitDeposit';
export const SUBMIT_WITHDRAW_PATH = '/wps/relay/MCSFE_submitWithdraw';

/** `done`: the money moved; `pending`: the cashier took the order and will settle it later. */
export type PaymentOutcome = 'done' | 'pending';

/** After money moved: the balance, and the counters the install promotion reads, are stale. */
function refreshAfterPayment() {
  void syncWithdrawInfo().catch((error: unknown) => console.warn('Balance not refreshed', error));
  void syncInstallCounters().catch((error: unknown) =>
    console.warn('Counters not refreshed', error),
  );
}

/**
 * Both submissions carry the form's idempotency key (docs/member.md "Submissions"): sent again
 * after a lost answer, the same key gets the first answer instead of a second payment.
 */

/**
 * A deposit (spec §3 events): depositSubmit as it is sent; deposit with firstDeposit or redeposit
 * once the cashier says it succeeded, counted by the cashier's own total. A failed call throws
 * after the error catalogue has shown the server's message; nothing but depositSubmit is tracked.
 */
export async function submitDeposit(
  channel: string,
  money: Money,
  idempotencyKey: string,
): Promise<PaymentOutcome> {
  await trackDepositSubmitted(money);
  const answer = validate(
    'deposit',
    DepositAnswerSchema,
    await post(SUBMIT_DEPOSIT_PATH, {
      body: { channel, amount: money.amount },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  if (answer.status !== 'SUCCESS') return 'pending';
  const paid = { amount: answer.amount, currency: answer.currency };
  const total = answer.totalDepositSuccessCount;
  // Without the cashier's total, a success is still a deposit: counted as a redeposit, never
  // as a first (a first deposit claimed twice would pay an ad network twice).
  await trackDepositSucceeded(paid, total === undefined ? 1 : Math.max(0, total - 1));
  refreshAfterPayment();
  return 'done';
}

/** A withdrawal: withdraw is tracked once the cashier says it was paid. */
export async function submitWithdraw(
  accountId: number,
  money: Money,
  idempotencyKey: string,
): Promise<PaymentOutcome> {
  const answer = validate(
    'withdrawal',
    WithdrawAnswerSchema,
    await post(SUBMIT_WITHDRAW_PATH, {
      body: { accountId, amount: money.amount },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  if (answer.status !== 'SUCCESS') return 'pending';
  await trackWithdraw({ amount: answer.amount, currency: answer.currency });
  refreshAfterPayment();
  return 'done';
}

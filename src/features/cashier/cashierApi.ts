import { post } from '../../api/request';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import { DepositAnswerSchema, WithdrawAnswerSchema } from '../../common/cashier-schemas';
import { syncBalance } from '../../data/sync/account';
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

/**
 * After money moved: the balance (the cashier's view of it, and the one the header and My account
 * read), and the counters the install promotion reads, are stale.
 */
function refreshAfterPayment() {
  void syncWithdrawInfo().catch((error: unknown) => console.warn('Balance not refreshed', error));
  void syncBalance().catch((error: unknown) => console.warn('Balance not refreshed', error));
  void syncInstallCounters().catch((error: unknown) =>
    console.warn('Counters not refreshed', error),
  );
}

/**
 * Both submissions carry the form's idempotency key (docs/member.md "Submissions"): sent again
 * after a lost answer, the same key gets the first answer instead of a second payment. They are
 * sent with `alert: false`: the form's submission (useMoneySubmission) tells a refusal, which it
 * shows through the error catalogue, from a lost answer, which it checks by the key.
 */

export interface DepositRequest {
  channel: string;
  money: Money;
  voucherId: number | null;
}

/** depositSubmit is tracked as the player sends it, before the answer (spec §3). */
export function depositSubmitted(money: Money) {
  return trackDepositSubmitted(money);
}

export function sendDeposit(request: DepositRequest, idempotencyKey: string) {
  const voucher = request.voucherId === null ? {} : { voucherId: request.voucherId };
  return post(SUBMIT_DEPOSIT_PATH, {
    body: { channel: request.channel, amount: request.money.amount, ...voucher },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    alert: false,
  });
}

/**
 * The cashier's answer to a deposit, first time or recovered by its key: deposit with
 * firstDeposit or redeposit once it succeeded, counted by the cashier's own total.
 */
export async function depositAnswered(value: unknown): Promise<PaymentOutcome> {
  const answer = validate('deposit', DepositAnswerSchema, value);
  refreshAfterPayment();
  if (answer.status !== 'SUCCESS') return 'pending';
  const paid = { amount: answer.amount, currency: answer.currency };
  const total = answer.totalDepositSuccessCount;
  // Without the cashier's total, a success is still a deposit: counted as a redeposit, never
  // as a first (a first deposit claimed twice would pay an ad network twice).
  await trackDepositSucceeded(paid, total === undefined ? 1 : Math.max(0, total - 1));
  return 'done';
}

/** What a protected member's withdrawal carries (docs/api.md "Verification"). */
export type VerificationFields = Partial<
  Record<'withdrawPassword' | 'authCode' | 'verificationCode', string>
>;

export function sendWithdraw(
  accountId: number,
  money: Money,
  verification: VerificationFields,
  idempotencyKey: string,
) {
  return post(SUBMIT_WITHDRAW_PATH, {
    body: { accountId, amount: money.amount, ...verification },
    // A secret always travels encrypted (wire contract); a plain withdrawal need not be.
    encrypt: Object.keys(verification).length > 0,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    alert: false,
  });
}

/** A withdrawal's answer: withdraw is tracked once the cashier says it was paid. */
export async function withdrawAnswered(value: unknown): Promise<PaymentOutcome> {
  const answer = validate('withdrawal', WithdrawAnswerSchema, value);
  refreshAfterPayment();
  if (answer.status !== 'SUCCESS') return 'pending';
  await trackWithdraw({ amount: answer.amount, currency: answer.currency });
  return 'done';
}

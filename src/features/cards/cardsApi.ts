import { post } from '../../api/request';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import { MEMBER_PATHS } from '../../common/member-api';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { syncInstallCounters } from '../../data/sync/installCounters';
import { syncPayouts } from '../../data/sync/payouts';
import type { VerificationFields } from '../cashier';

/**
 * A card or Pix bind: encrypted (it may carry a secret, and always carries an account), under
 * the form's idempotency key, `alert: false` (the form's submission shows a refusal and checks a
 * lost answer by the key).
 */
export function sendBind(
  path: typeof MEMBER_PATHS.bindBankCard | typeof MEMBER_PATHS.bindPixKey,
  body: Record<string, string>,
  verification: VerificationFields,
  idempotencyKey: string,
) {
  return post(path, {
    body: { ...body, ...verification },
    encrypt: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    alert: false,
  });
}

/** After a bind: the lists, the withdrawal accounts and the install promotion's bind-card rule. */
export function refreshAfterBind(list: 'cards' | 'pixKeys') {
  const warn = (what: string) => (error: unknown) => console.warn(`${what} not refreshed`, error);
  syncPayouts(list).catch(warn(list));
  syncWithdrawInfo().catch(warn('Withdrawal accounts'));
  syncInstallCounters().catch(warn('Counters'));
}

/** `POST /wps/member/withdrawPassword`, the first one: the login password proves the member. */
export function setWithdrawPassword(password: string, newWithdrawPassword: string) {
  return post(MEMBER_PATHS.withdrawPassword, {
    body: { password, newWithdrawPassword },
    encrypt: true,
  });
}

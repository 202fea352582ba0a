/**
 * The member area's `/wps` calls (docs/api.md "Member area", docs/member.md): their paths and
 * error codes with the reference backend's English messages. The storefront translates by code
 * and falls back to the message; the reference backend answers with these messages.
 */

export const MEMBER_PATHS = {
  balance: '/wps/member/balance',
  profile: '/wps/member/profile',
  avatar: '/wps/member/avatar',
  withdrawPassword: '/wps/member/withdrawPassword',
  memberSms: '/wps/verification/sms/member',
  transactions: '/wps/member/transactions',
  transaction: '/wps/member/transaction',
  bankList: '/wps/member/bankList',
  bankCards: '/wps/member/bankCards',
  bindBankCard: '/wps/member/bankCards/bind',
  pixKeys: '/wps/member/pixKeys',
  bindPixKey: '/wps/member/pixKeys/bind',
  vouchers: '/wps/member/vouchers',
  claimVoucher: '/wps/member/vouchers/claim',
  submission: '/wps/member/submission',
  depositSettings: '/wps/relay/MCSFE_getDepositSettings',
  submitDeposit: '/wps/relay/MCSFE_submitDeposit',
  withdrawInfo: '/wps/relay/MCSFE_getWithdrawAccountInfo',
  submitWithdraw: '/wps/relay/MCSFE_submitWithdraw',
  logout: '/wps/session/logout',
  resetBySms: '/wps/member/password/reset/sms',
  resetSmsVerify: '/wps/member/password/reset/sms/verify',
  resetByEmail: '/wps/member/password/reset/email',
  resetCheck: '/wps/member/password/reset/check',
  resetConfirm: '/wps/member/password/reset/confirm',
} as const;

/** Spec §3/§9: `gw.PROFILE_ICON_COUNT` of the status when the merchant sets none. */
export const DEFAULT_PROFILE_ICON_COUNT = 9;

/**
 * The storefront page an e-mailed reset link opens; the token is in its fragment (`#token=…`),
 * which no request carries.
 */
export const RESET_PASSWORD_PAGE = '/m/resetPassword';

/** An address gets at most one reset mail in this time; the form's "send again" waits as long. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

export const MEMBER_ERROR_MESSAGES = {
  'idempotency.key.required': 'This request needs an Idempotency-Key header',
  'idempotency.key.invalid': 'The Idempotency-Key header must be a version 4 UUID',
  'idempotency.key.reused': 'This Idempotency-Key was already used for a different request',
  'idempotency.in_progress': 'This request is still being processed, please wait',
  'idempotency.key.void':
    'This request arrived after it was reported as not received: nothing was done',
  'amount.invalid': 'Please enter an amount',
  'amount.decimals': 'The amount has too many decimals for this currency',
  'amount.too_small': 'The amount is below the minimum',
  'amount.too_large': 'The amount is above the maximum',
  'amount.step': 'The amount must be a multiple of the step',
  'balance.insufficient': 'The amount is more than the balance',
  'channel.unknown': 'This payment method is not available',
  'account.unknown': 'This account is not one of yours',
  'deposit.declined': 'The payment was declined by the bank',
  'withdraw.declined': 'The withdrawal was declined, please contact us',
  'order.not_found': 'No such order',
  'voucher.not_found': 'No such voucher',
  'voucher.unavailable': 'This voucher cannot be used now',
  'voucher.min_deposit': 'The deposit is below the minimum of this voucher',
  'bank.unknown': 'This bank is not available',
  'card.number.digits': 'The account number must have digits only',
  'card.number.length': 'The account number does not have the length this bank uses',
  'card.branch.invalid': 'The branch number is not valid',
  'card.holder.invalid': "Please enter the account holder's full name",
  'card.holder.mismatch': 'The account holder must be the name on your account',
  'card.duplicate': 'This account is already bound',
  'card.limit': 'You cannot bind more accounts',
  'pix.unavailable': 'Pix is not available',
  'pix.key.invalid': 'The Pix key is not valid for its type',
  'pix.cpf.invalid': "The holder's CPF is not valid",
  'pix.key.duplicate': 'This Pix key is already bound',
  'pix.limit': 'You cannot bind more Pix keys',
  'withdraw.password.not_set': 'Please set a withdrawal password first',
  'withdraw.password.exists': 'A withdrawal password is already set; change it with the old one',
  'withdraw.password.err': 'The withdrawal password is wrong',
  'withdraw.password.locked': 'Too many wrong withdrawal passwords, please try again later',
  'withdraw.password.format': 'The withdrawal password must be 6 digits',
  'withdraw.password.weak': 'Choose a withdrawal password that is not a simple sequence',
  'verification.required': 'Please enter your withdrawal password or verification code',
  'mobile.not_set': 'No mobile number is registered for this account',
  'avatar.invalid': 'No such avatar',
  'history.filter.invalid': 'The history filter is not valid',
  'reset.token.invalid': 'This reset link is not valid',
  'reset.token.expired': 'This reset link has expired, please ask for a new one',
  'reset.token.used': 'This reset link was already used',
  'reset.too_many_attempts': 'Too many wrong codes, please ask for a new one',
  'password.length': 'The password must have 6 to 20 characters',
  'password.composition': 'The password must have letters and digits',
  'password.default': 'Choose a password other than the default one',
} as const;

export type MemberErrorCode = keyof typeof MEMBER_ERROR_MESSAGES;

export const MEMBER_ERROR_CODES = Object.keys(MEMBER_ERROR_MESSAGES) as MemberErrorCode[];

/** Codes of the sign-in calls the member area's calls also answer (docs/api.md). */
export const SHARED_ERROR_CODES = [
  'user.or.token.invalid',
  'invalid_request',
  'verification.code.err',
  'password.err',
  'captcha.required',
  'captcha.err',
  'missing_encryption',
  'decrypt_failed',
] as const;

/** Failing a card or Pix bind on purpose (QA's `cardBind` switch): the codes a bind can answer. */
export const BIND_ERROR_CODES = [
  'bank.unknown',
  'card.number.digits',
  'card.number.length',
  'card.branch.invalid',
  'card.holder.invalid',
  'card.holder.mismatch',
  'card.duplicate',
  'card.limit',
  'pix.key.invalid',
  'pix.cpf.invalid',
  'pix.key.duplicate',
  'pix.limit',
  'withdraw.password.not_set',
  'withdraw.password.err',
  'withdraw.password.locked',
  'verification.required',
  'verification.code.err',
] as const satisfies readonly (MemberErrorCode | 'verification.code.err')[];
export type BindErrorCode = (typeof BIND_ERROR_CODES)[number];

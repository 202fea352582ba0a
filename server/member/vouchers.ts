// Vouchers (docs/api.md "Vouchers"): offered (`claimable`), claimed, used on a deposit, or
// expired. A claimed voucher applies to one deposit of at least its minimum; its bonus is paid
// when that deposit is approved, and it is held while the deposit is pending (a declined deposit
// gives it back).
import type { VoucherState } from '../../src/common/cashier-schemas.ts';
import { toMinorUnits, fromMinorUnits } from '../../src/common/money.ts';
import { fail, ok, text, type AuthCall, type AuthRoute, type Failure } from '../auth/call.ts';
import { cashierOf, currencyOf, type VoucherTemplate } from '../merchants/cashier.ts';
import { withMember } from './account-routes.ts';
import type { MemberBook, StoredVoucher } from './books.ts';
import type { MemberContext } from './context.ts';
import { submissionRoute, type SubmissionContext } from './submissions.ts';

const DAY = 24 * 60 * 60_000;
const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function voucherState(voucher: StoredVoucher, now = Date.now()): VoucherState {
  if (voucher.state === 'used') return 'used';
  return voucher.expiresAt <= now ? 'expired' : voucher.state;
}

function templateOf(merchantCode: string, voucher: StoredVoucher): VoucherTemplate {
  const templates = cashierOf(merchantCode).vouchers;
  return templates.find((t) => t.templateId === voucher.templateId) ?? templates[0]!;
}

export function voucherValue(merchantCode: string, voucher: StoredVoucher, now = Date.now()) {
  const template = templateOf(merchantCode, voucher);
  return {
    id: voucher.id,
    title: template.title,
    state: voucherState(voucher, now),
    bonus: { ...template.bonus },
    minDeposit: template.minDeposit,
    currency: currencyOf(merchantCode).currency,
    expiresAt: iso(voucher.expiresAt)!,
    claimedAt: iso(voucher.claimedAt),
    usedAt: iso(voucher.usedAt),
    orderId: voucher.orderId,
  };
}

/** The bonus a voucher pays on a deposit, rounded down to the currency's decimals. */
export function bonusFor(merchantCode: string, voucher: StoredVoucher, amount: number): number {
  const { bonus } = templateOf(merchantCode, voucher);
  if (bonus.type === 'fixed') return bonus.amount;
  const { decimals } = currencyOf(merchantCode);
  const units = Math.floor(((toMinorUnits(amount, decimals) ?? 0) * bonus.percent) / 100);
  return Math.min(fromMinorUnits(units, decimals), bonus.maxBonus);
}

/** The claimed voucher a deposit names, or why it cannot be used for this amount. */
export function voucherForDeposit(
  context: MemberContext,
  voucherId: unknown,
  amount: number,
): StoredVoucher | Failure {
  const voucher = context.book.vouchers.find((v) => v.id === voucherId);
  if (!voucher) return fail('voucher.not_found');
  const state = voucherState(voucher);
  if (state !== 'claimed') return fail('voucher.unavailable', { state });
  const { minDeposit } = templateOf(context.merchant.merchantCode, voucher);
  if (amount < minDeposit) return fail('voucher.min_deposit', { minDeposit });
  return voucher;
}

/** A voucher back to `claimed` when the deposit it was held for is declined. */
export function releaseVoucher(book: MemberBook, orderId: string): void {
  const voucher = book.vouchers.find((v) => v.orderId === orderId && v.state === 'used');
  if (voucher) Object.assign(voucher, { state: 'claimed', usedAt: null, orderId: null });
}

/** Claims an offered voucher by id, or a code's voucher (each code once per member). */
function claim(call: AuthCall, context: SubmissionContext) {
  const { book, merchant, store } = context;
  const now = Date.now();
  const code = text(call.body, 'code', 40).toUpperCase();
  if (code) {
    const template = cashierOf(merchant.merchantCode).vouchers.find((t) => t.code === code);
    if (!template) return fail('voucher.not_found');
    if (book.vouchers.some((v) => v.templateId === template.templateId)) {
      return fail('voucher.unavailable', { state: 'claimed' });
    }
    const voucher: StoredVoucher = {
      id: store.nextId(),
      templateId: template.templateId,
      state: 'claimed',
      issuedAt: now,
      expiresAt: now + template.validDays * DAY,
      claimedAt: now,
      usedAt: null,
      orderId: null,
    };
    book.vouchers.unshift(voucher);
    return context.commit(ok(voucherValue(merchant.merchantCode, voucher, now)));
  }
  const voucher = book.vouchers.find((v) => v.id === call.body['voucherId']);
  if (!voucher) return fail('voucher.not_found');
  const state = voucherState(voucher, now);
  if (state !== 'claimable') return fail('voucher.unavailable', { state });
  Object.assign(voucher, { state: 'claimed', claimedAt: now });
  return context.commit(ok(voucherValue(merchant.merchantCode, voucher, now)));
}

export const VOUCHER_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/vouchers': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { vouchers: [{ id: 'free', state: 'gift' }] } },
    answer: withMember(({ book, merchant }, call) => {
      const wanted = call.query.get('state');
      const now = Date.now();
      const vouchers = book.vouchers
        .map((voucher) => voucherValue(merchant.merchantCode, voucher, now))
        .filter((voucher) => !wanted || wanted.split(',').includes(voucher.state));
      return ok({ vouchers });
    }),
  },
  '/wps/member/vouchers/claim': submissionRoute('/wps/member/vouchers/claim', {
    malformed: { success: true, value: { state: 42 } },
    submit: claim,
  }),
};

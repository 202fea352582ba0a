// A demo cashier (docs/api.md "Cashier"): deposit and withdrawal settings (spec §7 relays
// MCSFE_getDepositSettings and MCSFE_getWithdrawAccountInfo) and the two submissions, whose
// paths spec §7 leaves open. There is no payment gateway: a deposit is credited at once, unless
// QA's `cashier` switch declines it. What a member does here moves their counters and balance
// for as long as this server runs (memory only, like sessions).
import { fail, ok, type AuthCall, type AuthRoute } from '../auth/call.ts';
import { memberCounters } from './counters.ts';

export interface CashierLimits {
  minAmount: number;
  maxAmount: number;
  /** Amounts offered as one-tap choices. */
  quickAmounts: number[];
  channels: { code: string; name: string }[];
}

/** Per merchant, in its currency (server/merchants/*.ts `country.currency`). */
const DEPOSIT_LIMITS: Record<string, CashierLimits> = {
  DEMOVN: {
    minAmount: 50_000,
    maxAmount: 300_000_000,
    quickAmounts: [100_000, 500_000, 1_000_000, 5_000_000],
    channels: [
      { code: 'BANK', name: 'Chuyển khoản ngân hàng' },
      { code: 'MOMO', name: 'Ví MoMo' },
      { code: 'ZALOPAY', name: 'ZaloPay' },
    ],
  },
  DEMOBR: {
    minAmount: 20,
    maxAmount: 50_000,
    quickAmounts: [20, 50, 100, 500],
    channels: [{ code: 'PIX', name: 'Pix' }],
  },
};

const WITHDRAW_LIMITS: Record<string, { minAmount: number; maxAmount: number }> = {
  DEMOVN: { minAmount: 100_000, maxAmount: 100_000_000 },
  DEMOBR: { minAmount: 30, maxAmount: 20_000 },
};

/** Balances the demo accounts start with; everyone else starts at zero. */
const OPENING_BALANCES: Record<string, Record<string, number>> = {
  DEMOVN: { player01: 2_500_000, agent01: 18_000_000 },
  DEMOBR: { player01: 350, agent01: 1_200 },
};

export type CashierMode = 'approve' | 'decline';

interface MemberBook {
  balance: number;
  deposits: number;
  withdrawals: number;
}

/** What members did at the cashier since this server started. */
export class CashierBook {
  private readonly books = new Map<string, MemberBook>();
  private orders = 0;

  of(merchantCode: string, account: string): MemberBook {
    const key = `${merchantCode}/${account}`;
    let book = this.books.get(key);
    if (!book) {
      book = {
        balance: OPENING_BALANCES[merchantCode]?.[account] ?? 0,
        deposits: 0,
        withdrawals: 0,
      };
      this.books.set(key, book);
    }
    return book;
  }

  nextOrderId(merchantCode: string): string {
    this.orders += 1;
    return `${merchantCode}-${String(this.orders).padStart(6, '0')}`;
  }
}

/** A positive amount with at most two decimals, or null. */
function amountOf(body: Record<string, unknown>): number | null {
  const value = body['amount'];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 100) === value * 100 ? value : null;
}

/** Money sums in whole cents: 0.1 + 0.2 must not become a balance of 0.30000000000000004. */
function inCents(value: number): number {
  return Math.round(value * 100) / 100;
}

function outOfRange(amount: number, limits: { minAmount: number; maxAmount: number }) {
  return amount < limits.minAmount || amount > limits.maxAmount;
}

export const CASHIER_ROUTES: Record<string, AuthRoute> = {
  '/wps/relay/MCSFE_getDepositSettings': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { minAmount: 'fifty', channels: 'all' } },
    answer: ({ session, merchant }) => {
      const limits = DEPOSIT_LIMITS[merchant.merchantCode];
      if (!session || !limits) return fail('user.or.token.invalid');
      return ok({ currency: merchant.country.currency, ...limits });
    },
  },
  '/wps/relay/MCSFE_submitDeposit': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { status: 42 } },
    answer: (call) => {
      const { session, body, merchant, scenario, auth } = call;
      const limits = DEPOSIT_LIMITS[merchant.merchantCode];
      if (!session || !limits) return fail('user.or.token.invalid');
      const amount = amountOf(body);
      const channel = limits.channels.find((entry) => entry.code === body['channel']);
      if (amount === null || !channel || outOfRange(amount, limits)) {
        return fail('invalid_request', null, 'The amount or the payment channel is not valid');
      }
      if (scenario.cashier === 'decline') {
        return fail('invalid_request', null, 'The payment was declined by the bank');
      }
      const book = auth.cashier.of(session.merchantCode, session.member.account);
      book.balance = inCents(book.balance + amount);
      book.deposits += 1;
      return ok({
        orderId: auth.cashier.nextOrderId(session.merchantCode),
        status: 'SUCCESS',
        amount,
        currency: merchant.country.currency,
        totalDepositSuccessCount: countersOf(call).totalDepositSuccessCount,
      });
    },
  },
  '/wps/relay/MCSFE_getWithdrawAccountInfo': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { balance: 'lots', accounts: null } },
    answer: (call) => {
      const { session, merchant } = call;
      const limits = WITHDRAW_LIMITS[merchant.merchantCode];
      if (!session || !limits) return fail('user.or.token.invalid');
      const book = call.auth.cashier.of(session.merchantCode, session.member.account);
      return ok({
        currency: merchant.country.currency,
        balance: book.balance,
        ...limits,
        accounts: boundAccounts(call),
      });
    },
  },
  '/wps/relay/MCSFE_submitWithdraw': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { status: 42 } },
    answer: (call) => {
      const { session, merchant, body, scenario, auth } = call;
      const limits = WITHDRAW_LIMITS[merchant.merchantCode];
      if (!session || !limits) return fail('user.or.token.invalid');
      const amount = amountOf(body);
      const account = boundAccounts(call).find((entry) => entry.id === body['accountId']);
      if (amount === null || !account || outOfRange(amount, limits)) {
        return fail('invalid_request', null, 'The amount or the account is not valid');
      }
      const book = auth.cashier.of(session.merchantCode, session.member.account);
      if (amount > book.balance) {
        return fail('invalid_request', null, 'The amount is more than the balance');
      }
      if (scenario.cashier === 'decline') {
        return fail('invalid_request', null, 'The withdrawal was declined, please contact us');
      }
      book.balance = inCents(book.balance - amount);
      book.withdrawals += 1;
      return ok({
        orderId: auth.cashier.nextOrderId(session.merchantCode),
        status: 'SUCCESS',
        amount,
        currency: merchant.country.currency,
        balance: book.balance,
      });
    },
  },
};

/** The signed-in member's counters, with what they did at this cashier. */
function countersOf(call: AuthCall) {
  const session = call.session!;
  return memberCounters(
    session.merchantCode,
    session.member.account,
    call.scenario.counters,
    call.auth.cashier.of(session.merchantCode, session.member.account),
  );
}

/** Every account the member may withdraw to: cards and wallets alike. */
function boundAccounts(call: AuthCall) {
  const counters = countersOf(call);
  return [
    ...counters.fullBankCardList,
    ...counters.fullVirtualWalletList,
    ...counters.fullEWalletList,
  ];
}

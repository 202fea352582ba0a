// The member's deposit, withdrawal and card counters (spec §3 counters; spec §7 leaves the paths
// open, ours are in docs/api.md): what the install rules compare with the download switches.
// Seeded per demo account; members registered later start at zero. QA's `counters` overrides
// every member's, so tests can cross each threshold. Protected: routed with the member calls
// (server/auth/handler.ts).
import { fail, ok, type ActiveSession, type AuthRoute } from '../auth/call.ts';
import type { AuthState } from '../auth/state.ts';
import type { QaScenario } from '../qa.ts';

export interface BoundAccount {
  id: number;
  bankName: string;
  last4: string;
}

export interface MemberCounters {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  fullBankCardList: BoundAccount[];
  fullVirtualWalletList: BoundAccount[];
  fullEWalletList: BoundAccount[];
}

/** QA's `counters`: each field given replaces every member's; `bankCards` replaces all three lists. */
export interface CountersOverride {
  totalDepositSuccessCount?: number;
  totalWithdrawSuccessCount?: number;
  /** That many demo bank cards, and no wallets. */
  bankCards?: number;
}

const ZERO: MemberCounters = {
  totalDepositSuccessCount: 0,
  totalWithdrawSuccessCount: 0,
  fullBankCardList: [],
  fullVirtualWalletList: [],
  fullEWalletList: [],
};

const seeded = (fields: Partial<MemberCounters>): MemberCounters => ({ ...ZERO, ...fields });

/**
 * player01 has made deposits and a withdrawal with one card bound; agent01 is a regular with
 * several accounts; twofa01 has deposited once. first01, fresh01 and the rest have done nothing.
 */
const SEEDS: Record<string, Record<string, MemberCounters>> = {
  DEMOVN: {
    player01: seeded({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 1,
      fullBankCardList: [{ id: 5101, bankName: 'Vietcombank', last4: '4821' }],
    }),
    agent01: seeded({
      totalDepositSuccessCount: 12,
      totalWithdrawSuccessCount: 4,
      fullBankCardList: [
        { id: 5102, bankName: 'Techcombank', last4: '7730' },
        { id: 5103, bankName: 'BIDV', last4: '1906' },
      ],
      fullEWalletList: [{ id: 5104, bankName: 'MoMo', last4: '4567' }],
    }),
    twofa01: seeded({ totalDepositSuccessCount: 1 }),
  },
  DEMOBR: {
    player01: seeded({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 1,
      fullBankCardList: [{ id: 6101, bankName: 'Nubank', last4: '3390' }],
    }),
    agent01: seeded({
      totalDepositSuccessCount: 6,
      totalWithdrawSuccessCount: 2,
      fullBankCardList: [{ id: 6102, bankName: 'Itaú', last4: '5512' }],
      fullVirtualWalletList: [{ id: 6103, bankName: 'USDT TRC20', last4: '9f3a' }],
    }),
    twofa01: seeded({ totalDepositSuccessCount: 1 }),
  },
};

/** Demo cards for QA's `bankCards`. */
function demoCards(count: number): BoundAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 9001 + index,
    bankName: `Demo Bank ${index + 1}`,
    last4: String(1000 + index).slice(-4),
  }));
}

/** Successful deposits and withdrawals made at the demo cashier (server/wps/cashier.ts). */
export interface CashierActivity {
  deposits: number;
  withdrawals: number;
}

/** The seeded counters, QA's override laid over them, then what the member did at the cashier. */
export function memberCounters(
  merchantCode: string,
  account: string,
  override: CountersOverride | null,
  cashier: CashierActivity = { deposits: 0, withdrawals: 0 },
): MemberCounters {
  const base = SEEDS[merchantCode]?.[account] ?? ZERO;
  const { totalDepositSuccessCount, totalWithdrawSuccessCount, bankCards } = override ?? {};
  return {
    ...base,
    totalDepositSuccessCount:
      (totalDepositSuccessCount ?? base.totalDepositSuccessCount) + cashier.deposits,
    totalWithdrawSuccessCount:
      (totalWithdrawSuccessCount ?? base.totalWithdrawSuccessCount) + cashier.withdrawals,
    ...(bankCards !== undefined
      ? { fullBankCardList: demoCards(bankCards), fullVirtualWalletList: [], fullEWalletList: [] }
      : {}),
  };
}

const MAX_COUNT = 1_000_000;
export const MAX_BANK_CARDS = 20;
const COUNTER_FIELDS: Record<keyof CountersOverride, number> = {
  totalDepositSuccessCount: MAX_COUNT,
  totalWithdrawSuccessCount: MAX_COUNT,
  bankCards: MAX_BANK_CARDS,
};

/** The scenario field check of `counters` (see qa.ts). */
export function countersProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return 'must be {totalDepositSuccessCount?, totalWithdrawSuccessCount?, bankCards?} or null';
  }
  for (const [field, count] of Object.entries(value)) {
    const max = (COUNTER_FIELDS as Record<string, number | undefined>)[field];
    if (max === undefined) return `has unknown field ${field}`;
    if (!(Number.isInteger(count) && Number(count) >= 0 && Number(count) <= max)) {
      return `${field} must be a whole number from 0 to ${max}`;
    }
  }
  return null;
}

const countersOf = (session: ActiveSession, scenario: QaScenario, auth: AuthState) =>
  memberCounters(
    session.merchantCode,
    session.member.account,
    scenario.counters,
    auth.cashier.of(session.merchantCode, session.member.account),
  );

export const COUNTER_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/depositSummary': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { totalDepositSuccessCount: 'three' } },
    answer: ({ session, scenario, auth }) => {
      if (!session) return fail('user.or.token.invalid');
      return ok({
        totalDepositSuccessCount: countersOf(session, scenario, auth).totalDepositSuccessCount,
      });
    },
  },
  '/wps/member/withdrawSummary': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { totalWithdrawSuccessCount: 1, fullBankCardList: 'one' } },
    answer: ({ session, scenario, auth }) => {
      if (!session) return fail('user.or.token.invalid');
      const counters = countersOf(session, scenario, auth);
      return ok({
        totalWithdrawSuccessCount: counters.totalWithdrawSuccessCount,
        fullBankCardList: counters.fullBankCardList,
        fullVirtualWalletList: counters.fullVirtualWalletList,
        fullEWalletList: counters.fullEWalletList,
      });
    },
  },
};

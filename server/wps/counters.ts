// The member's deposit, withdrawal and card counters (spec §3 counters; spec §7 leaves the paths
// open, ours are in docs/api.md): what the install rules compare with the download switches.
// Read from the member's book (server/member/: seeded for the demo accounts, zero for members
// registered later). QA's `counters` overrides every member's, so tests can cross each threshold. Protected: routed with the member calls
// (server/auth/handler.ts).
import { pixKeyLast4 } from '../../src/common/pix.ts';
import type { CountersOverride } from '../../src/common/qaScenario.ts';
import { ok, type AuthCall, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberBook, PayoutAccount } from '../member/books.ts';
import type { MemberContext } from '../member/context.ts';

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
/** Demo cards for QA's `bankCards`. */
function demoCards(count: number): BoundAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 9001 + index,
    bankName: `Demo Bank ${index + 1}`,
    last4: String(1000 + index).slice(-4),
  }));
}

/** How the withdrawal summary lists an account: Pix keys count as bank cards (spec §2 binds both). */
export function summaryEntry(account: PayoutAccount): BoundAccount {
  const last4 = account.kind === 'pix' ? pixKeyLast4(account.number) : account.number.slice(-4);
  return { id: account.id, bankName: account.bankName, last4 };
}

const approvedSince = (book: MemberBook, type: 'deposit' | 'withdrawal', since: number) =>
  book.transactions.filter(
    (t) => t.type === type && t.status === 'approved' && (t.settledAt ?? t.createdAt) >= since,
  ).length;

/**
 * The member's counters from their book (approved deposits and withdrawals, bound accounts).
 * A QA override replaces a count, and what the member did after this server started
 * (`since`) counts on top of it, so a test can make the next deposit the first.
 */
export function memberCounters(
  book: MemberBook,
  override: CountersOverride | null,
  since: number,
): MemberCounters {
  const { totalDepositSuccessCount, totalWithdrawSuccessCount, bankCards } = override ?? {};
  const of = (kinds: string[]) =>
    book.accounts.filter((account) => kinds.includes(account.kind)).map(summaryEntry);
  const lists =
    bankCards !== undefined
      ? { fullBankCardList: demoCards(bankCards), fullVirtualWalletList: [], fullEWalletList: [] }
      : {
          fullBankCardList: of(['bank', 'pix']),
          fullVirtualWalletList: of(['virtual']),
          fullEWalletList: of(['ewallet']),
        };
  return {
    totalDepositSuccessCount:
      totalDepositSuccessCount === undefined
        ? approvedSince(book, 'deposit', -Infinity)
        : totalDepositSuccessCount + approvedSince(book, 'deposit', since),
    totalWithdrawSuccessCount:
      totalWithdrawSuccessCount === undefined
        ? approvedSince(book, 'withdrawal', -Infinity)
        : totalWithdrawSuccessCount + approvedSince(book, 'withdrawal', since),
    ...lists,
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

/** The signed-in member's counters. */
export function countersOf(context: MemberContext, call: AuthCall): MemberCounters {
  return memberCounters(context.book, call.scenario.counters, call.auth.memberArea.startedAt);
}

export const COUNTER_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/depositSummary': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { totalDepositSuccessCount: 'three' } },
    answer: withMember((context, call) =>
      ok({ totalDepositSuccessCount: countersOf(context, call).totalDepositSuccessCount }),
    ),
  },
  '/wps/member/withdrawSummary': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { totalWithdrawSuccessCount: 1, fullBankCardList: 'one' } },
    answer: withMember((context, call) => {
      const counters = countersOf(context, call);
      return ok({
        totalWithdrawSuccessCount: counters.totalWithdrawSuccessCount,
        fullBankCardList: counters.fullBankCardList,
        fullVirtualWalletList: counters.fullVirtualWalletList,
        fullEWalletList: counters.fullEWalletList,
      });
    }),
  },
};

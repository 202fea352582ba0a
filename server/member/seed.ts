// The demo members' books (docs/qa.md "Demo accounts"): the opening balances, cards, counters
// and history the install promotion and the member-area pages are shown with. Every other member
// starts with nothing but the merchant's welcome voucher. Dates are relative to when the book is
// first opened, so the history always looks recent.
import type { Member } from '../auth/members.ts';
import { hashPassword } from '../auth/passwords.ts';
import { cashierOf } from '../merchants/cashier.ts';
import type { MemberBook, StoredTransaction, StoredVoucher } from './books.ts';
import { CHANNEL_NAMES, DEMO_BOOKS, GAMES } from './demo-books.ts';
import { transactionRow } from './transaction-row.ts';

/** The withdrawal password of the demo accounts that have one. */
export const DEMO_WITHDRAW_PASSWORD = '246810';

const DAY = 24 * 60 * 60_000;

interface SeedContext {
  merchantCode: string;
  now: number;
  nextId: () => number;
  order: (type: StoredTransaction['type']) => string;
}

function transaction(
  ctx: SeedContext,
  fields: Partial<StoredTransaction> & Pick<StoredTransaction, 'type' | 'amount'>,
  daysAgo: number,
): StoredTransaction {
  const createdAt = ctx.now - daysAgo * DAY;
  return transactionRow({
    orderId: ctx.order(fields.type),
    status: 'approved',
    createdAt,
    settledAt: createdAt + 5 * 60_000,
    ...fields,
  });
}

function voucher(ctx: SeedContext, templateId: number, daysAgo: number): StoredVoucher {
  const template = cashierOf(ctx.merchantCode).vouchers.find((t) => t.templateId === templateId)!;
  const issuedAt = ctx.now - daysAgo * DAY;
  return {
    id: ctx.nextId(),
    templateId,
    state: 'claimable',
    issuedAt,
    expiresAt: issuedAt + template.validDays * DAY,
    claimedAt: null,
    usedAt: null,
    orderId: null,
  };
}

const DECLINED = 'The payment was declined by the bank';

/**
 * player01's history of every kind and status, and a voucher in every state: a declined deposit,
 * lost, won and undrawn bets, and the fixed-bonus voucher used on the latest deposit.
 */
function extras(ctx: SeedContext, book: MemberBook) {
  const brazil = ctx.merchantCode === 'DEMOBR';
  const declined = { status: 'declined' as const, reason: DECLINED, settledAt: null };
  book.transactions.push(
    transaction(
      ctx,
      { type: 'deposit', amount: brazil ? 40 : 150_000, channel: brazil ? 'Pix' : 'Ví MoMo' },
      15,
    ),
  );
  Object.assign(book.transactions.at(-1)!, declined);
  for (const [index, [game, stake, payout]] of (GAMES[ctx.merchantCode] ?? []).entries()) {
    const bet = transaction(ctx, { type: 'bet', amount: stake, game, payout }, 8 - index * 2);
    if (payout === null) Object.assign(bet, { status: 'pending', settledAt: null });
    book.transactions.push(bet);
  }
  const template = cashierOf(ctx.merchantCode).vouchers.find((t) => t.templateId === 2);
  const paidOn = book.transactions
    .filter((t) => t.type === 'deposit' && t.status === 'approved')
    .at(-1);
  if (template?.bonus.type === 'fixed' && paidOn) {
    const used: StoredVoucher = {
      ...voucher(ctx, 2, 8),
      state: 'used',
      claimedAt: ctx.now - 8 * DAY,
      usedAt: paidOn.createdAt,
      orderId: paidOn.orderId,
    };
    Object.assign(paidOn, { bonus: template.bonus.amount, voucherId: used.id });
    const bonus = transaction(
      ctx,
      { type: 'bonus', amount: template.bonus.amount, voucherId: used.id, channel: paidOn.channel },
      0,
    );
    book.transactions.push({
      ...bonus,
      createdAt: paidOn.createdAt + 1,
      settledAt: paidOn.settledAt,
    });
    book.vouchers.push(used);
  }
  const claimed: StoredVoucher = {
    ...voucher(ctx, 2, 1),
    state: 'claimed',
    claimedAt: ctx.now - DAY,
  };
  book.vouchers.push(claimed, voucher(ctx, 2, 40));
}

/** The member's first book: the demo one for a demo account, else an empty one. */
export async function seedBook(
  merchantCode: string,
  member: Member,
  now: number,
  nextId: () => number,
): Promise<MemberBook> {
  const letters = { deposit: 'D', withdrawal: 'W', bet: 'B', bonus: 'V' } as const;
  const ctx: SeedContext = {
    merchantCode,
    now,
    nextId,
    order: (type) => `${merchantCode}-${letters[type]}${String(nextId()).padStart(6, '0')}`,
  };
  const demo = DEMO_BOOKS[merchantCode]?.[member.account];
  const book: MemberBook = {
    memberId: member.id,
    account: member.account,
    balance: demo?.balance ?? 0,
    avatar: null,
    realName: demo?.realName ?? member.payeeName ?? null,
    cpf: demo?.cpf ?? null,
    withdrawPin: demo?.withdrawPin
      ? { hash: await hashPassword(DEMO_WITHDRAW_PASSWORD), failures: 0, lockedUntil: null }
      : null,
    transactions: [],
    vouchers: [],
    accounts: (demo?.accounts ?? []).map(({ boundDaysAgo, ...account }) => ({
      ...account,
      boundAt: now - boundDaysAgo * DAY,
    })),
    submissions: [],
  };
  for (const [channel, amount, daysAgo] of demo?.deposits ?? []) {
    book.transactions.push(
      transaction(
        ctx,
        { type: 'deposit', amount, channel: CHANNEL_NAMES[channel] ?? channel },
        daysAgo,
      ),
    );
  }
  const target = book.accounts[0];
  for (const [amount, daysAgo] of demo?.withdrawals ?? []) {
    book.transactions.push(
      transaction(
        ctx,
        {
          type: 'withdrawal',
          amount,
          accountId: target?.id ?? null,
          account: target ? `${target.bankName} **** ${target.number.slice(-4)}` : null,
        },
        daysAgo,
      ),
    );
  }
  if (demo?.extras) extras(ctx, book);
  for (const template of cashierOf(merchantCode).vouchers.filter((t) => t.welcome)) {
    book.vouchers.unshift(voucher(ctx, template.templateId, 0));
  }
  book.transactions.sort((a, b) => a.createdAt - b.createdAt);
  return book;
}

// The demo members' books (docs/qa.md "Demo accounts"): the opening balances, cards, counters
// and history the install promotion and the member-area pages are shown with. Every other member
// starts with nothing but the merchant's welcome voucher. Dates are relative to when the book is
// first opened, so the history always looks recent.
import type { Member } from '../auth/members.ts';
import { hashPassword } from '../auth/passwords.ts';
import { cashierOf } from '../merchants/cashier.ts';
import type { MemberBook, PayoutAccount, StoredTransaction, StoredVoucher } from './books.ts';

/** The withdrawal password of the demo accounts that have one. */
export const DEMO_WITHDRAW_PASSWORD = '246810';

const DAY = 24 * 60 * 60_000;

type Account = Omit<PayoutAccount, 'boundAt'> & { boundDaysAgo: number };

interface DemoBook {
  balance: number;
  realName: string | null;
  cpf?: string;
  withdrawPin?: boolean;
  accounts: Account[];
  /** [channel, amount, days ago] of approved deposits. */
  deposits: [string, number, number][];
  /** [amount, days ago] of approved withdrawals to the first account. */
  withdrawals: [number, number][];
  extras?: boolean;
}

const bank = (
  id: number,
  bankCode: string,
  bankName: string,
  number: string,
  holderName: string,
  branch: string | null = null,
): Account => ({
  id,
  kind: 'bank',
  bankCode,
  bankName,
  number,
  branch,
  holderName,
  pixKeyType: null,
  holderCpf: null,
  boundDaysAgo: 60,
});

const wallet = (id: number, kind: 'virtual' | 'ewallet', bankName: string, number: string) => ({
  id,
  kind,
  bankCode: null,
  bankName,
  number,
  branch: null,
  holderName: null,
  pixKeyType: null,
  holderCpf: null,
  boundDaysAgo: 30,
});

const repeat = (count: number, channel: string, amount: number): [string, number, number][] =>
  Array.from({ length: count }, (_, index) => [channel, amount, 50 - index * 3]);

/** The same counters as before books were persisted: docs/api.md "Install promotion". */
const DEMO_BOOKS: Record<string, Record<string, DemoBook>> = {
  DEMOVN: {
    player01: {
      balance: 2_500_000,
      realName: 'TRAN VAN BINH',
      accounts: [bank(5101, 'VCB', 'Vietcombank', '0071000654821', 'TRAN VAN BINH')],
      deposits: [
        ['BANK', 500_000, 20],
        ['MOMO', 200_000, 12],
        ['ZALOPAY', 1_000_000, 5],
      ],
      withdrawals: [[300_000, 9]],
      extras: true,
    },
    agent01: {
      balance: 18_000_000,
      realName: 'LE THI CUC',
      withdrawPin: true,
      accounts: [
        bank(5102, 'TCB', 'Techcombank', '190312347730', 'LE THI CUC'),
        bank(5103, 'BIDV', 'BIDV', '12010001901906', 'LE THI CUC'),
        wallet(5104, 'ewallet', 'MoMo', '0909124567'),
      ],
      deposits: repeat(12, 'BANK', 2_000_000),
      withdrawals: [
        [1_000_000, 40],
        [1_500_000, 30],
        [2_000_000, 20],
        [500_000, 10],
      ],
    },
    twofa01: {
      balance: 0,
      realName: null,
      accounts: [],
      deposits: [['BANK', 100_000, 3]],
      withdrawals: [],
    },
  },
  DEMOBR: {
    player01: {
      balance: 350,
      realName: 'JOAO PEREIRA',
      accounts: [bank(6101, '260', 'Nubank', '12343390', 'JOAO PEREIRA', '0001')],
      deposits: [
        ['PIX', 50, 20],
        ['PIX', 100, 12],
        ['PIX', 200, 5],
      ],
      withdrawals: [[80, 9]],
      extras: true,
    },
    agent01: {
      balance: 1_200,
      realName: 'ANA SOUZA',
      cpf: '52998224725',
      withdrawPin: true,
      accounts: [
        bank(6102, '341', 'Itaú', '915512', 'ANA SOUZA', '1234'),
        wallet(6103, 'virtual', 'USDT TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE9f3a'),
        {
          id: 6104,
          kind: 'pix',
          bankCode: null,
          bankName: 'Pix',
          number: 'ana.souza@demobr.example',
          branch: null,
          holderName: 'ANA SOUZA',
          pixKeyType: 'EMAIL',
          holderCpf: '52998224725',
          boundDaysAgo: 20,
        },
      ],
      deposits: repeat(6, 'PIX', 150),
      withdrawals: [
        [100, 25],
        [250, 15],
      ],
    },
    twofa01: {
      balance: 0,
      realName: null,
      accounts: [],
      deposits: [['PIX', 30, 3]],
      withdrawals: [],
    },
  },
};

/**
 * The demo accounts' bound accounts, for duplicate checks before their books are opened: a card
 * seeded for agent01 is taken even if agent01 never signed in on this server.
 */
export function seededAccounts(merchantCode: string): { account: string; accounts: Account[] }[] {
  return Object.entries(DEMO_BOOKS[merchantCode] ?? {}).map(([account, demo]) => ({
    account,
    accounts: demo.accounts,
  }));
}

const CHANNEL_NAMES: Record<string, string> = {
  BANK: 'Chuyển khoản ngân hàng',
  MOMO: 'Ví MoMo',
  ZALOPAY: 'ZaloPay',
  PIX: 'Pix',
};

const GAMES: Record<string, [string, number, number | null][]> = {
  // [game, stake, payout (null: not drawn yet)]
  DEMOVN: [
    ['Xổ số Miền Bắc', 50_000, 0],
    ['Mega 6/45', 10_000, 0],
    ['Xổ số Miền Nam', 100_000, 850_000],
    ['Xổ số Miền Bắc', 20_000, null],
  ],
  DEMOBR: [
    ['Mega-Sena', 5, 0],
    ['Lotofácil', 3, 12.5],
    ['Quina', 2.5, null],
  ],
};

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
  return {
    orderId: ctx.order(fields.type),
    status: 'approved',
    createdAt,
    settledAt: createdAt + 5 * 60_000,
    channel: null,
    accountId: null,
    account: null,
    game: null,
    payout: null,
    bonus: null,
    voucherId: null,
    reason: null,
    ...fields,
  };
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

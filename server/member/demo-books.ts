// The demo accounts' books (docs/qa.md "Member area"): opening balances, bound accounts and the
// approved deposits and withdrawals behind the counters of docs/api.md "Install promotion".
import type { PayoutAccount } from './books.ts';

export type Account = Omit<PayoutAccount, 'boundAt'> & { boundDaysAgo: number };

export interface DemoBook {
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
export const DEMO_BOOKS: Record<string, Record<string, DemoBook>> = {
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

export const CHANNEL_NAMES: Record<string, string> = {
  BANK: 'Chuyển khoản ngân hàng',
  MOMO: 'Ví MoMo',
  ZALOPAY: 'ZaloPay',
  PIX: 'Pix',
};

export const GAMES: Record<string, [string, number, number | null][]> = {
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

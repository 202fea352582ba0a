// The banks each demo merchant pays out to (docs/member.md "Banks"). Real banks, with the
// account-number lengths they are publicly known to issue. These are APPROXIMATE: several banks
// also sell "vanity" numbers of other lengths, and the Brazilian figures count the account with
// its check digit but without the branch. An operator's back office holds the real rules.
import type { AccountNumberRule } from '../../src/common/bank-account.ts';

export interface BankFixture {
  code: string;
  name: string;
  accountNumber: AccountNumberRule;
  /** The branch (agência) a Brazilian account needs; null where banks need none. */
  branch: AccountNumberRule | null;
}

const range = (minLength: number, maxLength: number): AccountNumberRule => ({
  minLength,
  maxLength,
});
const exactly = (...lengths: number[]): AccountNumberRule => ({
  minLength: Math.min(...lengths),
  maxLength: Math.max(...lengths),
  lengths,
});

/** Vietnamese banks by their usual short names; account numbers without a branch. */
const VIETNAM: BankFixture[] = [
  { code: 'VCB', name: 'Vietcombank', accountNumber: exactly(10, 13), branch: null },
  { code: 'CTG', name: 'VietinBank', accountNumber: exactly(12), branch: null },
  { code: 'BIDV', name: 'BIDV', accountNumber: range(12, 14), branch: null },
  { code: 'VBA', name: 'Agribank', accountNumber: exactly(13), branch: null },
  { code: 'TCB', name: 'Techcombank', accountNumber: range(10, 14), branch: null },
  { code: 'MB', name: 'MB Bank', accountNumber: range(9, 13), branch: null },
  { code: 'ACB', name: 'ACB', accountNumber: range(6, 9), branch: null },
  { code: 'STB', name: 'Sacombank', accountNumber: exactly(12), branch: null },
  { code: 'VPB', name: 'VPBank', accountNumber: range(8, 12), branch: null },
  { code: 'TPB', name: 'TPBank', accountNumber: exactly(11), branch: null },
];

const AGENCIA = exactly(4);

/**
 * Brazilian banks by COMPE code. A check digit "X" (Banco do Brasil) or "P" (Bradesco) is typed
 * as 0, as bank transfer forms ask.
 */
const BRAZIL: BankFixture[] = [
  { code: '001', name: 'Banco do Brasil', accountNumber: range(5, 9), branch: AGENCIA },
  { code: '033', name: 'Santander', accountNumber: exactly(9), branch: AGENCIA },
  { code: '104', name: 'Caixa Econômica Federal', accountNumber: range(9, 13), branch: AGENCIA },
  { code: '237', name: 'Bradesco', accountNumber: range(2, 8), branch: AGENCIA },
  { code: '341', name: 'Itaú', accountNumber: exactly(6), branch: AGENCIA },
  { code: '260', name: 'Nubank', accountNumber: range(8, 11), branch: AGENCIA },
  { code: '077', name: 'Banco Inter', accountNumber: range(8, 10), branch: AGENCIA },
  { code: '336', name: 'C6 Bank', accountNumber: range(8, 10), branch: AGENCIA },
  { code: '290', name: 'PagBank', accountNumber: range(8, 10), branch: AGENCIA },
];

export interface PayoutSettings {
  banks: BankFixture[];
  /** Pix keys (Brazil only). */
  pix: boolean;
  maxCards: number;
  maxPixKeys: number;
}

const PAYOUT: Record<string, PayoutSettings> = {
  DEMOVN: { banks: VIETNAM, pix: false, maxCards: 5, maxPixKeys: 0 },
  DEMOBR: { banks: BRAZIL, pix: true, maxCards: 3, maxPixKeys: 5 },
};

export function payoutOf(merchantCode: string): PayoutSettings {
  return PAYOUT[merchantCode] ?? PAYOUT['DEMOVN']!;
}

export function findBank(merchantCode: string, code: unknown): BankFixture | undefined {
  return payoutOf(merchantCode).banks.find((bank) => bank.code === code);
}

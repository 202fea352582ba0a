// What each demo merchant's cashier takes (docs/api.md "Cashier"): limits and steps in the
// merchant's currency, deposit channels, and the vouchers it hands out.
import type { AmountRule } from '../../src/common/money.ts';
import { currencyDecimals } from '../../src/common/money.ts';
import { findMerchant } from './index.ts';

export interface DepositChannel {
  code: string;
  name: string;
}

export interface CashierFixture {
  deposit: Omit<AmountRule, 'currency' | 'decimals'>;
  withdraw: Omit<AmountRule, 'currency' | 'decimals'>;
  /** Amounts offered as one-tap choices. */
  quickAmounts: number[];
  channels: DepositChannel[];
  vouchers: VoucherTemplate[];
}

export type VoucherBonus =
  { type: 'percent'; percent: number; maxBonus: number } | { type: 'fixed'; amount: number };

export interface VoucherTemplate {
  /** Stable across servers: a member's voucher is `templateId`, once. */
  templateId: number;
  title: string;
  bonus: VoucherBonus;
  minDeposit: number;
  /** Days it lasts from when the member got it. */
  validDays: number;
  /** A code players type to claim it; null for vouchers only handed out. */
  code: string | null;
  /** Every member gets it, claimable, when their books open. */
  welcome: boolean;
}

const CASHIERS: Record<string, CashierFixture> = {
  DEMOVN: {
    deposit: { minAmount: 50_000, maxAmount: 300_000_000, step: 1_000 },
    withdraw: { minAmount: 100_000, maxAmount: 100_000_000, step: 1_000 },
    quickAmounts: [100_000, 500_000, 1_000_000, 5_000_000],
    channels: [
      { code: 'BANK', name: 'Chuyển khoản ngân hàng' },
      { code: 'MOMO', name: 'Ví MoMo' },
      { code: 'ZALOPAY', name: 'ZaloPay' },
    ],
    vouchers: [
      {
        templateId: 1,
        title: 'Thưởng nạp đầu 100%',
        bonus: { type: 'percent', percent: 100, maxBonus: 2_000_000 },
        minDeposit: 100_000,
        validDays: 30,
        code: null,
        welcome: true,
      },
      {
        templateId: 2,
        title: 'Tặng 50.000 ₫ khi nạp từ 500.000 ₫',
        bonus: { type: 'fixed', amount: 50_000 },
        minDeposit: 500_000,
        validDays: 14,
        code: null,
        welcome: false,
      },
      {
        templateId: 3,
        title: 'Mã TET2026: thưởng 10%',
        bonus: { type: 'percent', percent: 10, maxBonus: 500_000 },
        minDeposit: 200_000,
        validDays: 7,
        code: 'TET2026',
        welcome: false,
      },
    ],
  },
  DEMOBR: {
    deposit: { minAmount: 20, maxAmount: 50_000, step: 0.01 },
    withdraw: { minAmount: 30, maxAmount: 20_000, step: 0.01 },
    quickAmounts: [20, 50, 100, 500],
    channels: [{ code: 'PIX', name: 'Pix' }],
    vouchers: [
      {
        templateId: 1,
        title: 'Bônus de primeiro depósito 100%',
        bonus: { type: 'percent', percent: 100, maxBonus: 500 },
        minDeposit: 20,
        validDays: 30,
        code: null,
        welcome: true,
      },
      {
        templateId: 2,
        title: 'R$ 10 de bônus a partir de R$ 100',
        bonus: { type: 'fixed', amount: 10 },
        minDeposit: 100,
        validDays: 14,
        code: null,
        welcome: false,
      },
      {
        templateId: 3,
        title: 'Código SORTE10: 10% de bônus',
        bonus: { type: 'percent', percent: 10, maxBonus: 100 },
        minDeposit: 50,
        validDays: 7,
        code: 'SORTE10',
        welcome: false,
      },
    ],
  },
};

export function cashierOf(merchantCode: string): CashierFixture {
  return CASHIERS[merchantCode] ?? CASHIERS['DEMOVN']!;
}

/** The merchant's currency with its decimals. */
export function currencyOf(merchantCode: string): { currency: string; decimals: number } {
  const currency = findMerchant(merchantCode)?.country.currency ?? 'VND';
  return { currency, decimals: currencyDecimals(currency) };
}

export function depositRule(merchantCode: string): AmountRule {
  return { ...currencyOf(merchantCode), ...cashierOf(merchantCode).deposit };
}

export function withdrawRule(merchantCode: string): AmountRule {
  return { ...currencyOf(merchantCode), ...cashierOf(merchantCode).withdraw };
}

import {
  VIP_BENEFITS,
  VIP_REQUIREMENTS,
  type VipBenefit,
  type VipRequirement,
} from '../../common/pages/vipSchemas';
import { formatAmount } from '../../lib/currency';

export interface MoneyFormat {
  currency: string;
  decimals: number;
}

type Translate = (key: string) => string;

/**
 * A tier's figure as the player reads it (docs/pages.md "What the page builders must know"):
 * money in the merchant's currency, percent as a percentage (0.5 = 0.5 %), multiplier as ×,
 * flag 1 as yes.
 */
export function formatVipValue(
  kind: 'money' | 'count' | 'percent' | 'multiplier' | 'flag',
  value: number,
  money: MoneyFormat,
  locale: string,
  t: Translate,
): string {
  switch (kind) {
    case 'money':
      return formatAmount(value, money.currency, { decimals: money.decimals, symbol: true });
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        value / 100,
      );
    case 'multiplier':
      return `×${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}`;
    case 'flag':
      return value >= 1 ? t('benefits.yes') : t('benefits.no');
    case 'count':
      return new Intl.NumberFormat(locale).format(value);
  }
}

export const requirementKind = (code: VipRequirement) => VIP_REQUIREMENTS[code];
export const benefitKind = (code: VipBenefit) => VIP_BENEFITS[code];

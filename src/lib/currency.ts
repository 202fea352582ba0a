/**
 * Spec §9 currency rules: codes are cut to 3 letters and TLB shows as PHP; with TLB, BTI and the
 * TCG vendors show as 123BET; amounts are formatted in pt-BR for BRL, else in en-US (a fixed
 * default, so one merchant's amounts look the same in every UI language).
 */

export const DEFAULT_AMOUNT_LOCALE = 'en-US';
export const BRL_LOCALE = 'pt-BR';
export const TLB_VENDOR_NAME = '123BET';

/** The first 3 letters of a currency code, upper case. */
function cut(code: string): string {
  return code.trim().slice(0, 3).toUpperCase();
}

/** The ISO code to show and format with: cut to 3 letters, TLB as PHP. */
export function currencyCode(code: string): string {
  const short = cut(code);
  return short === 'TLB' ? 'PHP' : short;
}

/** A vendor's code as shown: 123BET for BTI and TCG… when the currency is TLB. */
export function vendorCode(vendor: string, currency: string | null | undefined): string {
  if (!currency || cut(currency) !== 'TLB') return vendor;
  return vendor === 'BTI' || vendor.startsWith('TCG') ? TLB_VENDOR_NAME : vendor;
}

export function amountLocale(currency: string | null | undefined): string {
  return currency && currencyCode(currency) === 'BRL' ? BRL_LOCALE : DEFAULT_AMOUNT_LOCALE;
}

export interface AmountFormat {
  /** Fraction digits; -1 keeps the amount's own. Default: the currency's (2 without one). */
  decimals?: number;
  /** Thousands separators; on by default. */
  grouping?: boolean;
  /** Round towards minus infinity instead of to the nearest. */
  roundDown?: boolean;
  /** Show the currency symbol (needs a currency). */
  symbol?: boolean;
}

/** Fraction digits of the number as JavaScript prints it (1.5e-7 has 8). */
function ownDecimals(amount: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(amount)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(20, Math.max(0, fraction - Number(exponent)));
}

/** Currencies Intl accepts: three letters. */
const ISO_CODE = /^[A-Z]{3}$/;

// Intl's roundingMode came late (Chrome 106, Safari 15.4); older engines ignore it silently.
let intlFloors: boolean | undefined;
function intlCanFloor(): boolean {
  intlFloors ??=
    new Intl.NumberFormat('en', { roundingMode: 'floor' }).resolvedOptions().roundingMode ===
    'floor';
  return intlFloors;
}

/**
 * Floors to `decimals` digits where Intl cannot; toPrecision(15) absorbs binary noise
 * (1.13 * 100 = 112.99999999999999).
 */
export function floorTo(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(Number((amount * factor).toPrecision(15))) / factor;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and options, kept: building an Intl formatter is slow, and the home
 * page's lanes format dozens of amounts in their first render (a CPU profile of a cold load: 36 ms
 * of samples there, docs/performance.md "Boot stages").
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function fractionDigits(
  amount: number,
  code: string,
  locale: string,
  decimals: number | undefined,
): number {
  if (decimals === -1) return ownDecimals(amount);
  if (decimals !== undefined) return Math.min(20, Math.max(0, Math.trunc(decimals)));
  // The currency's own digits (0 for VND, 2 for BRL); 2 without a currency.
  if (!ISO_CODE.test(code)) return 2;
  const format = numberFormat(locale, { style: 'currency', currency: code });
  return format.resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatAmount(
  amount: number,
  currency?: string | null,
  { decimals, grouping = true, roundDown = false, symbol = false }: AmountFormat = {},
): string {
  const code = currency ? currencyCode(currency) : '';
  const withSymbol = symbol && ISO_CODE.test(code);
  const base: Intl.NumberFormatOptions = withSymbol
    ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }
    : {};
  const locale = amountLocale(currency);
  const digits = fractionDigits(amount, code, locale, decimals);
  const floor = roundDown && !intlCanFloor();
  return numberFormat(locale, {
    ...base,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
    ...(roundDown ? { roundingMode: 'floor' } : {}),
  }).format(floor ? floorTo(amount, digits) : amount);
}

/**
 * Phone numbers in E.164 (`+84912345678`), per country, for the storefront and the reference
 * backend alike (docs/member.md "Phone numbers"). Parsing follows libphonenumber-js's `min`
 * metadata: the country's trunk prefix is dropped (a Vietnamese `0912 345 678` is
 * `+84 912 345 678`, a Brazilian `(011) 98765-4321` is `+55 11 98765 4321`), and a number is
 * valid when its length and leading digits fit one of the country's number plans. The `min`
 * metadata cannot tell a mobile number from a landline; an SMS to a landline fails at the
 * gateway, which says so.
 *
 * WARNING: libphonenumber-js adds about 35 KB gzip. Import this module only from the pages that
 * have a phone field (never from the home route) and from the server.
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

export interface ParsedPhone {
  /** `+<calling code><national number>`, digits only after the plus. */
  e164: string;
  /** ISO 3166 code of the number plan it belongs to (`VN`, `BR`), when one is known. */
  countryCode: string | null;
  /** The calling code without the plus (`84`). */
  dialingCode: string;
  /** Without the trunk prefix (`912345678`). */
  nationalNumber: string;
}

/** Why a typed number is not a phone number; these are also the server's `value` reasons. */
export type PhoneProblem = 'phone.empty' | 'phone.too_short' | 'phone.too_long' | 'phone.invalid';

export type PhoneResult = { ok: true; phone: ParsedPhone } | { ok: false; problem: PhoneProblem };

const SEPARATORS = /[\s().\-\u00a0]/g;

/**
 * The number typed in a form with the country dialing code picked beside it (`84`, `+55`).
 * A number typed with its own `+` ignores the picked code.
 */
export function parsePhone(dialingCode: string | number, typed: string): PhoneResult {
  const compact = String(typed).replace(SEPARATORS, '');
  if (!compact) return { ok: false, problem: 'phone.empty' };
  const dial = String(dialingCode).replace(/[\s+]/g, '');
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (/^\d{1,3}$/.test(dial)) international = `+${dial}${compact}`;
  else return { ok: false, problem: 'phone.invalid' };
  if (!/^\+\d+$/.test(international)) return { ok: false, problem: 'phone.invalid' };
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isValid()) {
    const length = validatePhoneNumberLength(international);
    if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER') {
      return { ok: false, problem: 'phone.too_short' };
    }
    if (length === 'TOO_LONG') return { ok: false, problem: 'phone.too_long' };
    return { ok: false, problem: 'phone.invalid' };
  }
  return {
    ok: true,
    phone: {
      e164: parsed.number,
      countryCode: parsed.country ?? null,
      dialingCode: parsed.countryCallingCode,
      nationalNumber: parsed.nationalNumber,
    },
  };
}

/** The E.164 form of a typed number, or null when it is not valid. */
export function toE164(dialingCode: string | number, typed: string): string | null {
  const result = parsePhone(dialingCode, typed);
  return result.ok ? result.phone.e164 : null;
}

/** A stored E.164 number, or null when it is not one (or not valid). */
export function parseE164(e164: string): ParsedPhone | null {
  if (!/^\+[1-9]\d{4,14}$/.test(e164)) return null;
  const result = parsePhone('', e164);
  return result.ok && result.phone.e164 === e164 ? result.phone : null;
}

/** `+84 912 345 678` (international) or `0912 345 678` (the country's own way). */
export function formatPhone(e164: string, style: 'international' | 'national' = 'international') {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return style === 'national' ? parsed.formatNational() : parsed.formatInternational();
}

/** The calling code of a country (`VN` → `84`), or null for a code the metadata lacks. */
export function dialingCodeOf(countryCode: string): string | null {
  const code = countryCode.toUpperCase();
  return isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : null;
}

/**
 * For showing a number a member has on file without giving it away: the calling code, the first
 * two and the last two digits of the national number (`+84 91*****78`).
 */
export function maskPhone(e164: string): string {
  const parsed = parseE164(e164);
  const dial = parsed?.dialingCode ?? '';
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  if (national.length <= 4) return `+${dial} ${'*'.repeat(national.length)}`;
  const hidden = '*'.repeat(national.length - 4);
  return `+${dial} ${national.slice(0, 2)}${hidden}${national.slice(-2)}`;
}

/** The country picker's rules (spec §5), shared by the forms with a phone number. */

/** Whitelabel switch: the dialling-code field (country picker) is shown (spec §5). */
export const DIALING_CODE_SWITCH = 'UPDATEMOBILEICC3';

/** A country's flag emoji: its two letters as regional indicator symbols ('' if not two letters). */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/**
 * Spec §5: the picker shows only when a country and dialing code are known, the list is not
 * empty, and it is forced by the caller, or UPDATEMOBILEICC3 is on, or push messaging is enabled.
 */
export function countryPickerShown(options: {
  selected: Country | undefined;
  countries: readonly Country[];
  forced?: boolean;
  updateMobileIcc: boolean;
  pushMessaging?: boolean;
}): boolean {
  const { selected, countries } = options;
  if (!selected?.countryCode || !selected.countryDialingCode || countries.length === 0) {
    return false;
  }
  return Boolean(options.forced || options.updateMobileIcc || options.pushMessaging);
}

/** The chosen country if still listed, else the merchant's default, else the first listed. */
export function selectedCountry(
  countries: readonly Country[],
  fallback: Country | null | undefined,
  chosenCode: string | undefined,
): Country | undefined {
  const byCode = (code: string | undefined) =>
    code ? countries.find((country) => country.countryCode === code) : undefined;
  return byCode(chosenCode) ?? byCode(fallback?.countryCode) ?? fallback ?? countries[0];
}

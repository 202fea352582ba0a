import type { PhoneResult } from '../../common/phone';
import { loadPhoneNumbers } from '../../lib/phoneNumbers';

/** A typed phone number read, or why not: a `phone.*` message key. */
export type PhoneCheck = PhoneResult | { ok: false; problem: 'phone.unavailable' };

/**
 * Spec §5: the phone number a code is verified for is the dialing code plus the number, prefixed
 * with +. It is E.164 (src/common/phone.ts): the country's trunk prefix is not part of it
 * (`84` + `0912 345 678` is `+84912345678`), as an SMS gateway requires. Loads the phone module
 * (a chunk of its own) on first use; `phone.unavailable` when it cannot load (offline).
 */
export async function phoneForCode(dialingCode: string, mobileNum: string): Promise<PhoneCheck> {
  try {
    return (await loadPhoneNumbers()).parsePhone(dialingCode, mobileNum);
  } catch (error) {
    console.warn('Phone numbers not loaded', error);
    return { ok: false, problem: 'phone.unavailable' };
  }
}

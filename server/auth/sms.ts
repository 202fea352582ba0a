// The development SMS gateway: codes are "sent" by keeping them in memory, per server, where QA
// reads them (GET /__qa/sms, the last SMS_LOG_SIZE). A number's last code is the only one that
// counts, once, and only until SMS_CODE_ATTEMPTS wrong guesses have been made at it.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhone } from '../../src/common/phone.ts';
import { RingBuffer } from '../ring-buffer.ts';

export const SMS_CODE_TTL_MS = 60_000;
/** Wrong codes a number's current code survives; the next wrong one voids it. */
export const SMS_CODE_ATTEMPTS = 5;
/** How many sent SMS QA can read back. */
export const SMS_LOG_SIZE = 200;

export interface SentSms {
  /** `+<dialing code><number>`. */
  number: string;
  code: string;
  /** Epoch ms. */
  expirationTime: number;
}

export interface PhoneNumber {
  dialingCode: string;
  number: string;
}

/**
 * The number typed beside a dialing code, by the country's own rules (src/common/phone.ts): the
 * trunk prefix is dropped (a Vietnamese `0912…` is `+84 912…`), so the same phone typed either
 * way is one number, and a number no plan of that country has is refused. A number given in
 * E.164 (`+84912345678`, as the storefront sends it) stands on its own: the dialing code beside
 * it is not needed and not added again.
 */
export function normalisePhone(dialingCode: unknown, number: unknown): PhoneNumber | null {
  if (typeof dialingCode !== 'string' && typeof dialingCode !== 'number') return null;
  if (typeof number !== 'string' && typeof number !== 'number') return null;
  const parsed = parsePhone(dialingCode, String(number));
  return parsed.ok
    ? { dialingCode: parsed.phone.dialingCode, number: parsed.phone.nationalNumber }
    : null;
}

/**
 * A number that must carry its own calling code (`+84 912 345 678`, the SMS login's username),
 * read by the same rules; null without the `+`.
 */
export function phoneFromFullNumber(input: unknown): PhoneNumber | null {
  if (typeof input !== 'string' || !input.trim().startsWith('+')) return null;
  return normalisePhone('', input);
}

export const fullNumber = (phone: PhoneNumber) => `+${phone.dialingCode}${phone.number}`;

interface PendingCode {
  sms: SentSms;
  wrongGuesses: number;
}

export class SmsOutbox {
  readonly #sent = new RingBuffer<SentSms>(SMS_LOG_SIZE);
  readonly #latest = new Map<string, PendingCode>();

  send(phone: PhoneNumber, now = Date.now()): SentSms {
    const sms = {
      number: fullNumber(phone),
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expirationTime: now + SMS_CODE_TTL_MS,
    };
    this.#sent.push(sms);
    for (const [number, pending] of this.#latest) {
      if (now > pending.sms.expirationTime) this.#latest.delete(number);
    }
    this.#latest.set(sms.number, { sms, wrongGuesses: 0 });
    return sms;
  }

  /** True when `code` is the number's last code and still valid; it is then used up. */
  consume(number: string, code: unknown, now = Date.now()): boolean {
    const pending = this.#latest.get(number);
    if (!pending || now > pending.sms.expirationTime) return false;
    const given = Buffer.from(typeof code === 'string' ? code.trim() : '');
    const expected = Buffer.from(pending.sms.code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      this.#latest.delete(number);
      return true;
    }
    pending.wrongGuesses += 1;
    if (pending.wrongGuesses >= SMS_CODE_ATTEMPTS) this.#latest.delete(number);
    return false;
  }

  /** The last SMS_LOG_SIZE sent, oldest first. */
  list(): SentSms[] {
    return this.#sent.items().map((sms) => ({ ...sms }));
  }
}

// The development SMS gateway: codes are "sent" by keeping them in memory, per server, where QA
// reads them (GET /__qa/sms). A number's last code is the only one that counts, once.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhone } from '../../src/common/phone.ts';

export const SMS_CODE_TTL_MS = 60_000;

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
 * way is one number, and a number no plan of that country has is refused.
 */
export function normalisePhone(dialingCode: unknown, number: unknown): PhoneNumber | null {
  if (typeof dialingCode !== 'string' && typeof dialingCode !== 'number') return null;
  if (typeof number !== 'string' && typeof number !== 'number') return null;
  const parsed = parsePhone(dialingCode, String(number));
  return parsed.ok
    ? { dialingCode: parsed.phone.dialingCode, number: parsed.phone.nationalNumber }
    : null;
}

export const fullNumber = (phone: PhoneNumber) => `+${phone.dialingCode}${phone.number}`;

export class SmsOutbox {
  readonly #sent: SentSms[] = [];
  readonly #latest = new Map<string, SentSms>();

  send(phone: PhoneNumber, now = Date.now()): SentSms {
    const sms = {
      number: fullNumber(phone),
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expirationTime: now + SMS_CODE_TTL_MS,
    };
    this.#sent.push(sms);
    this.#latest.set(sms.number, sms);
    return sms;
  }

  /** True when `code` is the number's last code and still valid; it is then used up. */
  consume(number: string, code: unknown, now = Date.now()): boolean {
    const sms = this.#latest.get(number);
    if (!sms || typeof code !== 'string' || now > sms.expirationTime) return false;
    const given = Buffer.from(code.trim());
    const expected = Buffer.from(sms.code);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    this.#latest.delete(number);
    return true;
  }

  list(): SentSms[] {
    return this.#sent.map((sms) => ({ ...sms }));
  }
}

// Authenticator codes: RFC 6238 TOTP (HMAC-SHA-1, 30 s steps, 6 digits) over RFC 4226 HOTP,
// with secrets in RFC 4648 Base32 as authenticator apps take them.
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_S = 30;
const DIGITS = 6;
/** One step either side, for clocks that drift and codes typed at the end of their step. */
const WINDOW = 1;

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index === -1) throw new Error('Not a Base32 secret');
    // Only the low 12 bits matter; masking keeps the number from outgrowing 32 bits.
    buffer = ((buffer << 5) | index) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let buffer = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export function hotp(secret: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(secretBase32: string, timeMs: number, digits = DIGITS): string {
  return hotp(base32Decode(secretBase32), Math.floor(timeMs / 1000 / TOTP_STEP_S), digits);
}

export function verifyTotp(secretBase32: string, code: string, timeMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(timeMs / 1000 / TOTP_STEP_S);
  let matched = false;
  for (let delta = -WINDOW; delta <= WINDOW; delta++) {
    const expected = Buffer.from(hotp(secret, step + delta), 'ascii');
    matched = timingSafeEqual(expected, Buffer.from(code, 'ascii')) || matched;
  }
  return matched;
}

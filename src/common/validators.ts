/**
 * Small field validators shared by the storefront and the reference backend (docs/member.md).
 * Each takes what a player typed or a server sent and says whether it is well formed; none of
 * them decides whether the thing exists.
 */

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** An RFC 9562 version 4 UUID (random), any case: Pix random keys, idempotency keys. */
export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** The longest e-mail address SMTP carries (RFC 5321: 64 + @ + 255, capped at 254 in total). */
export const EMAIL_MAX_LENGTH = 254;

// One local part of dot-separated atoms, then a host of at least two labels whose last is letters.
// Deliberately narrower than RFC 5322 (no quoted parts, no IP literals): what mail providers issue.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A plain e-mail address (`name@example.com`), already trimmed. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}

/** A random version 4 UUID, from `crypto.getRandomValues` (also where `randomUUID` is missing). */
export function randomUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `twofa02@demovn.example` → `tw***@demovn.example`: recognisable to its owner only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** `player01` → `pl****01`: an account name shown to someone who has not signed in. */
export function maskAccountName(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 4)}${account.slice(-2)}`;
}

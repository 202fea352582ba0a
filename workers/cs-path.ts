import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** Spec §3: the last 8 characters of an encrypted customer-service path are its key. */
export const CS_PATH_KEY_LENGTH = 8;

export class CustomerServicePathError extends Error {
  override readonly name = 'CustomerServicePathError';
}

/**
 * Decrypts a customer-service path (docs/api.md: OpenSSL salted AES-256-CBC, Base64, with the
 * passphrase appended). Anything that does not decrypt to an http(s) URL or an absolute path
 * fails closed: a wrong key must never send a player to a garbled address.
 */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= CS_PATH_KEY_LENGTH) throw new CustomerServicePathError('Path too short');
  const cipherText = path.slice(0, -CS_PATH_KEY_LENGTH);
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  let plain: string;
  try {
    plain = AES.decrypt(cipherText, key).toString(Utf8);
  } catch {
    throw new CustomerServicePathError('Path does not decrypt');
  }
  if (!isSafeTarget(plain)) throw new CustomerServicePathError('Path does not decrypt');
  return plain;
}

function isSafeTarget(target: string) {
  if (target.startsWith('/') && !target.startsWith('//')) return true;
  try {
    const { protocol } = new URL(target);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

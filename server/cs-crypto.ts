// Customer-service path encryption (docs/api.md): OpenSSL "salted" AES-256-CBC, key and IV from
// EVP_BytesToKey (MD5, one iteration), Base64, then the 8-character passphrase appended.
// Written with node:crypto only, independently of the client's crypto-js, so interop is tested.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const MAGIC = Buffer.from('Salted__', 'latin1');
const SALT_LENGTH = 8;
const KEY_LENGTH = 32;
const IV_LENGTH = 16;
/** The client takes the last 8 characters as the key, so it must be 8 single-byte characters. */
const KEY_PATTERN = /^[\x21-\x7e]{8}$/;

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: D_i = MD5(D_{i-1} || pass || salt). */
export function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let total = 0;
  let previous = Buffer.alloc(0);
  while (total < KEY_LENGTH + IV_LENGTH) {
    previous = createHash('md5').update(previous).update(passphrase).update(salt).digest();
    blocks.push(previous);
    total += previous.length;
  }
  const material = Buffer.concat(blocks);
  return {
    key: material.subarray(0, KEY_LENGTH),
    iv: material.subarray(KEY_LENGTH, KEY_LENGTH + IV_LENGTH),
  };
}

export function encryptCustomerServicePath(plain: string, key8: string, salt?: Buffer): string {
  if (!KEY_PATTERN.test(key8)) {
    throw new Error('The customer-service key must be 8 printable ASCII characters');
  }
  const saltBytes = salt ?? randomBytes(SALT_LENGTH);
  if (saltBytes.length !== SALT_LENGTH) throw new Error('The salt must be 8 bytes');
  const { key, iv } = evpBytesToKey(Buffer.from(key8, 'utf8'), saltBytes);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, saltBytes, body]).toString('base64') + key8;
}

export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new Error('Encrypted path too short');
  const key8 = path.slice(-8);
  const data = Buffer.from(path.slice(0, -8), 'base64');
  const headerLength = MAGIC.length + SALT_LENGTH;
  if (data.length <= headerLength || !data.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('Not an OpenSSL salted ciphertext');
  }
  const salt = data.subarray(MAGIC.length, headerLength);
  const { key, iv } = evpBytesToKey(Buffer.from(key8, 'utf8'), salt);
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  const plain = Buffer.concat([decipher.update(data.subarray(headerLength)), decipher.final()]);
  return plain.toString('utf8');
}

/**
 * A salt derived from the plaintext and key, so a merchant's status answer is the same on every
 * call and every restart (stable fixtures, stable hashes on the client).
 */
export function stableSalt(plain: string, key8: string): Buffer {
  return createHash('sha256').update(`${key8}\n${plain}`).digest().subarray(0, SALT_LENGTH);
}

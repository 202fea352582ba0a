// The client side of wire contract v1, written separately from the decryption in crypto.ts (and
// from the client's crypto-js code) so the server tests can make real encrypted requests and the
// two sides check each other. Node still allows PKCS#1 v1.5 for encryption.
import { constants, createCipheriv, createHmac, publicEncrypt, randomBytes } from 'node:crypto';

export interface EncryptedPost {
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  body: { v: 1; value: string };
}

export interface FixedSecrets {
  /** K, 16 bytes (random when absent). */
  key?: Buffer;
  /** IV, 16 bytes (random when absent). */
  iv?: Buffer;
}

export function encryptForTest(
  publicKeyPem: string,
  keyId: string,
  payload: unknown,
  secrets: FixedSecrets = {},
): EncryptedPost {
  const key = secrets.key ?? randomBytes(16);
  const iv = secrets.iv ?? randomBytes(16);
  const encryption = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(key.toString('base64'), 'ascii'),
  ).toString('base64');
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
  ]);
  const value = Buffer.concat([iv, ciphertext]).toString('base64');
  const digest = createHmac('sha256', key).update(value, 'ascii').digest('base64');
  return {
    headers: { Encryption: encryption, 'X-Digest': digest, 'X-RSA': keyId },
    body: { v: 1, value },
  };
}

import './secure-random-env';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Utf8 from 'crypto-js/enc-utf8';
import WordArray from 'crypto-js/lib-typedarrays';
import { JSEncrypt } from 'jsencrypt';

/** docs/wire-contract.md, version 1. */
export const WIRE_VERSION = 1;

export interface EncryptedRequest {
  /** Headers `Encryption`, `X-Digest` and `X-RSA`. */
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  /** The JSON body to post. */
  body: { v: typeof WIRE_VERSION; value: string };
}

/**
 * Thrown in the worker; the page sees it only as the cause of its own EncryptionError
 * (src/api/errors.ts), the one the error catalogue knows.
 */
export class PayloadEncryptionError extends Error {
  override readonly name = 'PayloadEncryptionError';
}

/** Random bytes, injectable so known-answer tests can fix K and IV. */
export type RandomBytes = (length: number) => Uint8Array;

const secureRandom: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

function toWordArray(bytes: Uint8Array) {
  return WordArray.create(bytes as unknown as number[]);
}

/**
 * Encrypts `payload` for the key the backend gave (wire contract v1). Any failure throws
 * PayloadEncryptionError with a message that carries nothing of the payload.
 */
export function encryptPayload(
  publicKeyPem: string,
  keyId: string,
  payload: unknown,
  randomBytes: RandomBytes = secureRandom,
): EncryptedRequest {
  const key = toWordArray(randomBytes(16));
  const iv = toWordArray(randomBytes(16));
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encryption = rsa.encrypt(Base64.stringify(key));
  if (!encryption) throw new PayloadEncryptionError('The server key could not encrypt');
  // With a WordArray key, crypto-js uses it as the raw AES-128 key, in CBC with PKCS#7 (defaults).
  const cipher = AES.encrypt(Utf8.parse(JSON.stringify(payload)), key, { iv });
  const value = Base64.stringify(iv.clone().concat(cipher.ciphertext));
  const digest = Base64.stringify(HmacSHA256(value, key));
  return {
    headers: { Encryption: encryption, 'X-Digest': digest, 'X-RSA': keyId },
    body: { v: WIRE_VERSION, value },
  };
}

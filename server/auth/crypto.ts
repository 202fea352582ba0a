// Wire contract v1 (docs/wire-contract.md), the backend side: the server's RSA key and the
// decryption of encrypted posts. Every failure after the `Encryption` check is one answer,
// `decrypt_failed`, so nothing tells an attacker which step failed (no padding oracle).
import {
  constants,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';

const generateRsaKeyPair = promisify(generateKeyPair);

export const WIRE_VERSION = 1;
const MODULUS_BITS = 2048;
const AES_KEY_BYTES = 16;
const IV_BYTES = 16;
const DIGEST_BYTES = 32;
/** PKCS#1 v1.5 (RFC 8017 §7.2.2): at least 8 bytes of non-zero padding. */
const MIN_PADDING = 8;

export interface RsaKey {
  keyId: string;
  publicKeyPem: string;
  privateKey: KeyObject;
  /** k, the modulus length in bytes: every RSA ciphertext and decrypted block has this length. */
  modulusBytes: number;
}

/** Names a key by its SPKI fingerprint, so the id says which key without revealing anything. */
function keyIdOf(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return `k1-${createHash('sha256').update(der).digest('base64url').slice(0, 16)}`;
}

export function rsaKeyFromPrivatePem(privateKeyPem: string): RsaKey {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  return {
    keyId: keyIdOf(publicKeyPem),
    publicKeyPem,
    privateKey,
    modulusBytes: Math.ceil(bits / 8),
  };
}

export async function generateRsaKey(): Promise<RsaKey> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: MODULUS_BITS });
  return rsaKeyFromPrivatePem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/**
 * The keys of one server instance. The pair is made on first use (off the event loop, in the
 * thread pool) so servers that never see a sign-in pay nothing. The contract lets a backend
 * rotate keys; this one never does, so "accept the previous key for 10 minutes" holds trivially.
 */
export class Keyring {
  #current: Promise<RsaKey> | null;

  constructor(key?: RsaKey) {
    this.#current = key ? Promise.resolve(key) : null;
  }

  current(): Promise<RsaKey> {
    this.#current ??= generateRsaKey();
    return this.#current;
  }

  async find(keyId: string): Promise<RsaKey | undefined> {
    const key = await this.current();
    return key.keyId === keyId ? key : undefined;
  }
}

export type DecryptFailure = 'missing_encryption' | 'decrypt_failed';
export type DecryptResult =
  { ok: true; payload: Record<string, unknown> } | { ok: false; errorCode: DecryptFailure };

export interface EncryptedRequest {
  /** The headers as Node gives them (a repeated header arrives as an array). */
  encryption: string | string[] | undefined;
  digest: string | string[] | undefined;
  keyId: string | string[] | undefined;
  body: Buffer;
}

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Base64 as the contract writes it; Node's decoder alone would skip junk characters. */
function decodeBase64(text: string): Buffer | null {
  return text !== '' && STRICT_BASE64.test(text) ? Buffer.from(text, 'base64') : null;
}

const single = (header: string | string[] | undefined) =>
  typeof header === 'string' ? header.trim() : undefined;

/**
 * Removes PKCS#1 v1.5 type-2 padding: 0x00 0x02, at least 8 non-zero bytes, 0x00, message.
 * The scan looks at every byte whatever it finds, so its time does not depend on where a bad
 * byte sits. Returns null when the block is not validly padded.
 */
export function unpadPkcs1Type2(block: Buffer): Buffer | null {
  let separator = 0;
  let found = 0;
  for (let i = 2; i < block.length; i++) {
    const isZero = block[i] === 0 ? 1 : 0;
    const first = isZero & (found ^ 1);
    separator = first ? i : separator;
    found |= isZero;
  }
  const headerOk = (block[0] === 0x00 ? 1 : 0) & (block[1] === 0x02 ? 1 : 0);
  const paddingOk = separator >= 2 + MIN_PADDING ? 1 : 0;
  return headerOk & found & paddingOk ? block.subarray(separator + 1) : null;
}

/**
 * Recovers K from the `Encryption` header. Node 20 refuses PKCS#1 v1.5 decryption
 * (CVE-2023-46809), so the block is decrypted raw and unpadded here. On any failure a random K
 * comes back instead ("implicit rejection"): the request then fails at the digest check like any
 * other tampering, in the same way and about the same time.
 */
function recoverAesKey(key: RsaKey, encryption: string): Buffer {
  const fallback = randomBytes(AES_KEY_BYTES);
  const sent = decodeBase64(encryption);
  if (!sent || sent.length > key.modulusBytes) return fallback;
  // Some RSA libraries (older jsencrypt) drop the ciphertext's leading zero bytes; the number is
  // the same, so it is put back to k bytes.
  const ciphertext = Buffer.concat([Buffer.alloc(key.modulusBytes - sent.length), sent]);
  let block: Buffer;
  try {
    block = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    return fallback; // e.g. a ciphertext not below the modulus
  }
  const message = unpadPkcs1Type2(block);
  // The RSA plaintext is the 24-character Base64 text of K, not K itself.
  const text = message?.toString('latin1') ?? '';
  const aesKey = text.length === 24 ? decodeBase64(text) : null;
  return aesKey?.length === AES_KEY_BYTES ? aesKey : fallback;
}

function digestMatches(aesKey: Buffer, value: string, digestHeader: string): boolean {
  const sent = decodeBase64(digestHeader);
  const expected = createHmac('sha256', aesKey).update(value, 'latin1').digest();
  return sent !== null && sent.length === DIGEST_BYTES && timingSafeEqual(sent, expected);
}

function decryptValue(aesKey: Buffer, value: string): Record<string, unknown> | null {
  const data = decodeBase64(value);
  if (!data || data.length < IV_BYTES + 16 || (data.length - IV_BYTES) % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', aesKey, data.subarray(0, IV_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(IV_BYTES)), decipher.final()]);
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    return null; // bad AES padding, invalid UTF-8 or not JSON: all the same to the caller
  }
}

function parseBody(body: Buffer): { v: unknown; value: unknown } | null {
  try {
    const json: unknown = JSON.parse(body.toString('utf8'));
    return typeof json === 'object' && json !== null
      ? (json as { v: unknown; value: unknown })
      : null;
  } catch {
    return null;
  }
}

/** Decrypts an encrypted post (version 1). */
export async function decryptRequest(
  keyring: Keyring,
  request: EncryptedRequest,
): Promise<DecryptResult> {
  const encryption = single(request.encryption);
  if (!encryption) return { ok: false, errorCode: 'missing_encryption' };
  const failed: DecryptResult = { ok: false, errorCode: 'decrypt_failed' };

  const body = parseBody(request.body);
  if (!body || body.v !== WIRE_VERSION || typeof body.value !== 'string') return failed;
  const keyId = single(request.keyId);
  const key = keyId ? await keyring.find(keyId) : undefined;
  if (!key) return failed;

  const aesKey = recoverAesKey(key, encryption);
  // The digest binds the body to K and is checked before any AES work (contract step 5).
  if (!digestMatches(aesKey, body.value, single(request.digest) ?? '')) return failed;
  const payload = decryptValue(aesKey, body.value);
  return payload ? { ok: true, payload } : failed;
}

import { constants, createHmac, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { PayloadEncryptionError, encryptPayload, WIRE_VERSION } from './encryption';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const K = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const IV = Buffer.from('f0e0d0c0b0a090807060504030201000', 'hex');
const fixedRandom = (() => {
  const queue = [K, IV];
  return (length: number) => new Uint8Array(queue.shift()!.subarray(0, length));
})();

/** RSA PKCS#1 v1.5 decryption done by hand (Node refuses the padding for decryption). */
function rsaDecrypt(encryptionBase64: string) {
  const block = privateDecrypt(
    { key: privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(encryptionBase64, 'base64'),
  );
  expect([block[0], block[1]]).toEqual([0, 2]);
  const separator = block.indexOf(0, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  return block.subarray(separator + 1).toString('ascii');
}

describe('encrypted posts, wire contract v1', () => {
  const payload = { username: 'player01', password: 'Player#2026' };

  it('matches the known answer made with the openssl command line', () => {
    // printf '<payload>' | openssl enc -aes-128-cbc -K 0001…0f -iv f0e0…00, IV in front, Base64;
    // X-Digest: openssl dgst -sha256 -mac HMAC -macopt hexkey:0001…0f -binary | base64
    const request = encryptPayload(publicKey, 'key-1', payload, fixedRandom);
    expect(request.body).toEqual({
      v: WIRE_VERSION,
      value:
        '8ODQwLCgkIBwYFBAMCAQAH+5b9lPbXvjTBlHbO1xwdXI2riu8zKpBXgVIeMTzcFwlsXt/I8ciM7SmzcfXmpYiEOBZaPhtZ/4II1gS9ootck=',
    });
    expect(request.headers['X-Digest']).toBe('RJlcE7UqHpR69EP2+pDNKZY9m+9vDihxD7J5324MQI0=');
    expect(request.headers['X-RSA']).toBe('key-1');
    expect(rsaDecrypt(request.headers.Encryption)).toBe(K.toString('base64'));
  });

  it('uses fresh secrets for every call and the digest binds value to key', () => {
    const first = encryptPayload(publicKey, 'key-1', payload);
    const second = encryptPayload(publicKey, 'key-1', payload);
    expect(first.body.value).not.toBe(second.body.value);
    const key = Buffer.from(rsaDecrypt(first.headers.Encryption), 'base64');
    expect(key).toHaveLength(16);
    expect(createHmac('sha256', key).update(first.body.value).digest('base64')).toBe(
      first.headers['X-Digest'],
    );
  });

  it('draws RSA padding from crypto.getRandomValues, not Math.random', async () => {
    vi.resetModules();
    const mathRandom = vi.spyOn(Math, 'random');
    const fresh = await import('./encryption');
    fresh.encryptPayload(publicKey, 'key-1', payload);
    expect(mathRandom).not.toHaveBeenCalled();
    mathRandom.mockRestore();
  });

  it('fails closed on a key that is not a public key', () => {
    expect(() => encryptPayload('not a key', 'key-1', payload)).toThrow(/could not encrypt/);
  });

  it('never puts the payload in an error message', () => {
    const broken = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----';
    expect(() => encryptPayload(broken, 'k', payload)).toThrow(PayloadEncryptionError);
    expect(() => encryptPayload(broken, 'k', payload)).not.toThrow(/Player#2026/);
  });
});

import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptRequest, Keyring, rsaKeyFromPrivatePem, unpadPkcs1Type2 } from './crypto.ts';
import { encryptForTest } from './encrypt-for-test.ts';

// A throwaway key made once for this test with
//   openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048
// It protects nothing.
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCTjq+7sv0gfBS8
id6+A/dXdTJxj8n3jn74XtBzzRIYxdK5kKoFwnzpRR6ONI//RAocsmZLjm+QLN9v
QZ1KnHKZ/YfxLOz+W+bSiYv5z8MO7Kn7quC8eqVB5Uhl98gAsK48cCigZJQIvO0D
ADRiujEWNDDUiWZGMzh0ABVeBPrPqbHa9klZGsI7YgT1D3CIx1DDUmexFIGNNSWB
hzzvcuWIrO6fUNZc9QxDL2b+sl+ZcfAU6jBAMSrFC3Nl2OklgpAoG8+CGw425pWq
mT+e040qX4BTLiY3Kd4aA8pIsfNsALW6INdhMSTszKac86iFK1C/fCJYVGSYcF/2
c4T3zXRJAgMBAAECggEAFLF6fflkhp/lbT7ChjsFKXaN8UodJK1kVg2UmzYuVwYL
KYCbBNLDyheqPimAlj0NqVJFhqFo45BqHJlYPISYjSBL5mvf/UNDKXx7rQ17c/Dc
XScXfFHmMh8Rr6ciR80p/4oqew/lM3KB+fKXO3npdLfeBI2+Uj2lqZ2ctteTmvf2
n/qQmyf9nbiba6+/EmDZSxUcBOQgM+kDHYV8HElFEVUlhHZyGj7oNwd4O/pspKqU
PoJRwuzZupb+Xzrk7yhwjQ2M2o0KabT16e9z1N5qa7nqpp94K7lzViGCyzcrI3I/
d+AgMRurf8RzSI7NdvHsEapCD6lyVbWXpezt7QMunwKBgQDLRVFkUZLDY29s1cBN
98S0YtkB3z9FV7vpR57Lz40MfvPTF8mDyFCTtPdIZd7aasLJZQSkw5vimeXzmtd5
lKe8I8SMnKygGEuvC4YN4KiTHVuZPzF1UkgnWHiMbT7mhGV52UR43fW60h/s20jO
4SMMcuV1L8bZpuD0jJI3v2QeXwKBgQC51ZYr6Uneg2VOauGXtPnyuvXKR3cH6Fvf
OKbaCa7ff0nFSBZ+gDTuaowXbRKepvScn1hWQXvDdLiJOX1fHK9BG1J1iUxnLoNd
m0pjd4huqDBZ/OzmIswifz8qZR9p/mJ77MGlbTesp0XkeFu7D0NxH3OchJmv5rtU
mv5X6cgeVwKBgAUD69Mu1BEwFeK4j2sdDuRof/Q03unGFWPXGYrrzw4c38U4lAdF
XP+X+nX11X7MHYw8itXJ4cHAjFTrYB+m1FCnDUVu5C97CfsCrMcQ4PfoRIdOcNj1
M8SMwUStuVyUrbBI9RCKYXK/lnwQmQZJtcSr3Q98I0rhfDFsensXpM+/AoGAFM31
nvriGzgomkva76oCJYuKwteXWtpHlsj33QcifcD5WE3GvujJhDuHbYP3hq14SySH
tjhki7BAjJRUFdbXQ/m0FJaHaDHL4SnmfRY/vuuzZg+r0ePpaJ9ISg3CI5KoIemS
kFuW1QxxBa/3zQxbZ4m23rn1nry9Ei679MmmbscCgYBAgVHdZQLYi8Z1DWGBK9Tf
HOVidCBGWsXawtu7uf7v3Pug04pXb8LBqN+JLcGNMjLMLf+pbERRjGm9c4/8VE6E
3wIpAAylnVCR+IvBiL/oI4ffsj5ApAL8/sfAS/R9aVi0rUg5ZPPDv6AyJg6k1zRN
FoEmCf/jOHTU7dJB0BmuTA==
-----END PRIVATE KEY-----
`;

const K = Buffer.from('2b7e151628aed2a6abf7158809cf4f3c', 'hex');
const IV = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const PAYLOAD = {
  username: 'player01',
  password: 'Player#2026',
  type: 'username',
  loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4',
  isOfficialAppLogin: false,
  note: 'Tiếng Việt',
};

// Produced with the OpenSSL command line from JSON.stringify(PAYLOAD) in payload.json:
//   printf 'K34VFiiu0qar9xWICc9PPA==' | openssl pkeyutl -encrypt -pubin -inkey pub.pem \
//     -pkeyopt rsa_padding_mode:pkcs1 | base64 -w0
//   (printf $IV | xxd -r -p; openssl enc -aes-128-cbc -K $K -iv $IV -in payload.json) | base64 -w0
//   printf '%s' "$VALUE" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$K -binary | base64 -w0
const ENCRYPTION =
  'SP50LBoZaAgnfaNpS6qF+WOD4XLxwC9vjsjrTi3ibmtmUYw1uIp5KnzfLpjPNF3c2NkXTdH6vxq0204FkWiY7HFwIl+c' +
  '+3IBUmQYYxfhDyr7GwsDKUSeoXuqI27PK9A/TT1FcSOEo8vTY8boqTmnUV3BR8G4+EDJsUHf/wLXsXnnDv1QQZA4IpoQ' +
  'urscBxtiH486+UlXG7vVCxj9UfWEfQzszo439p37JUU0mFQRWpRGicyBktwPC6jPviH4PYZOCtt/i44g4wi1FUgU9GDN' +
  '9aLI0U9c3kpLAmfVGz/5OX6WGMAoevgZsnvos0D83AZ+z4a0UNneHUyG5YzYpxbCxQ==';
const VALUE =
  'AAECAwQFBgcICQoLDA0OD/b6QZ9jEhU7bi4etnvS+w1tzcsTe2YMsFr+sEf9ZFrlM5SZDunnXNLilBx2/l5txSPeqo3C' +
  'LyZ8DWGBcrZfZa42ldIWqNoOfk50upj3Thk5QjMSUCl95KRMD15Pj2mrsHAktTZQt22pVPuCXmmaSvAHfFRg9j59xh4Z' +
  '884yIpZ2qTqbRtTyfgD/+jKG7Nu1oKa8cXnObQGyUXNePzgPWlMh1giL7LL3MMW7Jyl4labx';
const DIGEST = '3RZ1Yzhijg8HBBAn28LXhjhEaA2Oyb5L+uIAqDKhqgA=';

const key = rsaKeyFromPrivatePem(PRIVATE_KEY);
const keyring = new Keyring(key);
const body = (value: string, v: unknown = 1) => Buffer.from(JSON.stringify({ v, value }));
const request = (overrides: Partial<Parameters<typeof decryptRequest>[1]> = {}) =>
  decryptRequest(keyring, {
    encryption: ENCRYPTION,
    digest: DIGEST,
    keyId: key.keyId,
    body: body(VALUE),
    ...overrides,
  });

/** A raw RSA block, so the tests can pad it wrongly on purpose. */
function rawRsa(block: Buffer): string {
  return publicEncrypt(
    { key: key.publicKeyPem, padding: constants.RSA_NO_PADDING },
    block,
  ).toString('base64');
}

function padded(message: Buffer, options: { type?: number; separator?: number } = {}) {
  const block = Buffer.alloc(key.modulusBytes, 0x5a);
  block[0] = 0;
  block[1] = options.type ?? 2;
  const separatorAt = key.modulusBytes - message.length - 1;
  block[separatorAt] = options.separator ?? 0;
  message.copy(block, separatorAt + 1);
  return block;
}

/** 0x00 0x02, seven padding bytes, 0x00: too little padding (the rest reads as the message). */
function sevenPaddingBytes() {
  const block = Buffer.alloc(key.modulusBytes, 0x5a);
  block[0] = 0;
  block[1] = 2;
  block[9] = 0;
  return block;
}

describe('wire contract v1 decryption', () => {
  it('matches the OpenSSL known answer in both directions', async () => {
    const post = encryptForTest(key.publicKeyPem, key.keyId, PAYLOAD, { key: K, iv: IV });
    expect(post.body).toEqual({ v: 1, value: VALUE });
    expect(post.headers['X-Digest']).toBe(DIGEST);
    expect(post.headers['X-RSA']).toBe(key.keyId);
    expect(await request()).toEqual({ ok: true, payload: PAYLOAD });
    // The RSA part of encryptForTest is random; the server must still read it.
    const mine = post.headers.Encryption;
    expect(mine).not.toBe(ENCRYPTION);
    expect(await request({ encryption: mine })).toEqual({ ok: true, payload: PAYLOAD });
  });

  it('names the key by its fingerprint', () => {
    expect(key.modulusBytes).toBe(256);
    expect(key.keyId).toMatch(/^k1-[\w-]{16}$/);
    expect(rsaKeyFromPrivatePem(PRIVATE_KEY).keyId).toBe(key.keyId);
  });

  it('answers missing_encryption only when the header is absent', async () => {
    expect(await request({ encryption: undefined })).toEqual({
      ok: false,
      errorCode: 'missing_encryption',
    });
    expect(await request({ encryption: '  ' })).toMatchObject({ errorCode: 'missing_encryption' });
  });

  it('fails every other problem the same way', async () => {
    const flipped = Buffer.from(VALUE, 'base64');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    const goodMessage = Buffer.from(K.toString('base64'));
    const cases = {
      'tampered digest': { digest: DIGEST.replace(/^./, 'A') },
      'short digest': { digest: 'AAAA' },
      'no digest': { digest: undefined },
      'tampered value': { body: body(flipped.toString('base64')) },
      'wrong key id': { keyId: 'k1-someoneelse00000' },
      'no key id': { keyId: undefined },
      'unknown version': { body: body(VALUE, 2) },
      'body not JSON': { body: Buffer.from('v=1') },
      'value not a string': { body: Buffer.from('{"v":1,"value":7}') },
      'Encryption not Base64': { encryption: `${ENCRYPTION}!` },
      'Encryption too short': { encryption: ENCRYPTION.slice(0, 100) },
      'padding type 1': { encryption: rawRsa(padded(goodMessage, { type: 1 })) },
      'only 7 padding bytes': { encryption: rawRsa(sevenPaddingBytes()) },
      'no separator': { encryption: rawRsa(padded(goodMessage, { separator: 0x11 })) },
      'K not Base64 text': { encryption: rawRsa(padded(K)) },
    } satisfies Record<string, Partial<Parameters<typeof decryptRequest>[1]>>;
    for (const [name, overrides] of Object.entries(cases)) {
      expect(await request(overrides), name).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    }
    // The well-formed block built the same way does decrypt, so the cases above fail for the
    // reason they name.
    const wellFormed = rawRsa(padded(goodMessage));
    expect(await request({ encryption: wellFormed })).toMatchObject({ ok: true });
  });

  it('reads a ciphertext sent without its leading zero bytes (older jsencrypt)', async () => {
    let ciphertext = Buffer.alloc(0);
    // About one RSA ciphertext in 256 starts with a zero byte.
    while (ciphertext[0] !== 0) {
      ciphertext = Buffer.from(
        encryptForTest(key.publicKeyPem, key.keyId, {}, { key: K }).headers.Encryption,
        'base64',
      );
    }
    const stripped = ciphertext.subarray(1).toString('base64');
    expect(await request({ encryption: stripped })).toEqual({ ok: true, payload: PAYLOAD });
    const tooLong = Buffer.concat([Buffer.alloc(1), ciphertext]).toString('base64');
    expect(await request({ encryption: tooLong })).toEqual({
      ok: false,
      errorCode: 'decrypt_failed',
    });
  });

  it('rejects a payload that is not a JSON object', async () => {
    for (const payload of [[1, 2], 'text', null]) {
      const post = encryptForTest(key.publicKeyPem, key.keyId, payload);
      const result = await request({
        encryption: post.headers.Encryption,
        digest: post.headers['X-Digest'],
        body: Buffer.from(JSON.stringify(post.body)),
      });
      expect(result).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    }
  });

  it('unpads PKCS#1 v1.5 type 2 exactly', () => {
    const message = Buffer.from('hello');
    const block = (bytes: number[]) => Buffer.from(bytes);
    const nz = (n: number) => Array<number>(n).fill(7);
    expect(unpadPkcs1Type2(block([0, 2, ...nz(8), 0, ...message]))).toEqual(message);
    expect(unpadPkcs1Type2(block([0, 2, ...nz(8), 0]))).toEqual(Buffer.alloc(0));
    expect(unpadPkcs1Type2(block([0, 2, ...nz(7), 0, ...message]))).toBeNull();
    expect(unpadPkcs1Type2(block([1, 2, ...nz(8), 0, ...message]))).toBeNull();
    expect(unpadPkcs1Type2(block([0, 1, ...nz(8), 0, ...message]))).toBeNull();
    expect(unpadPkcs1Type2(block([0, 2, ...nz(12)]))).toBeNull();
    // The first zero ends the padding; later zeros belong to the message.
    expect(unpadPkcs1Type2(block([0, 2, ...nz(9), 0, 0, 5]))).toEqual(Buffer.from([0, 5]));
  });
});

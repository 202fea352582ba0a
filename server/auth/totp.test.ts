import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from './seed.ts';
import { base32Decode, base32Encode, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totp(RFC_SECRET, seconds * 1000, 8), String(seconds)).toBe(code);
      expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it('round-trips Base32 and decodes the demo secret to 20 bytes', () => {
    const bytes = Buffer.from('Storefront demo 2FA!');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode(DEMO_TOTP_SECRET)).toHaveLength(20);
    expect(base32Decode('gezd gnbv')).toEqual(base32Decode('GEZDGNBV'));
    expect(() => base32Decode('GEZD1')).toThrow(/Base32/);
  });

  it('accepts one step either side and nothing further', () => {
    const now = 1_800_000_000_000;
    const at = (offsetS: number) => totp(DEMO_TOTP_SECRET, now + offsetS * 1000);
    expect(verifyTotp(DEMO_TOTP_SECRET, at(0), now)).toBe(true);
    expect(verifyTotp(DEMO_TOTP_SECRET, at(-30), now)).toBe(true);
    expect(verifyTotp(DEMO_TOTP_SECRET, at(30), now)).toBe(true);
    expect(verifyTotp(DEMO_TOTP_SECRET, at(-90), now)).toBe(false);
    expect(verifyTotp(DEMO_TOTP_SECRET, at(90), now)).toBe(false);
    expect(verifyTotp(DEMO_TOTP_SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(DEMO_TOTP_SECRET, 'abcdef', now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ID_TOKEN_TTL_S, IdentityTokens, type Identity } from './tokens.ts';

const LAN: Identity = {
  channel: 'google',
  subject: 'vn-google-1001',
  email: 'lan.nguyen@gmail.example',
  name: 'Nguyễn Thị Lan',
};
const NOW = 1_800_000_000_000;

const part = (token: string, index: number) => token.split('.')[index] ?? '';
const decode = (segment: string) =>
  JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('identity tokens', () => {
  const tokens = new IdentityTokens();

  it('are JWT-shaped, carry the claims and verify for their channel', () => {
    const token = tokens.sign(LAN, NOW);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    expect(decode(part(token, 0))).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'dev-idp' });
    const iat = NOW / 1000;
    const claims = {
      iss: 'dev-idp',
      sub: 'vn-google-1001',
      channel: 'google',
      email: 'lan.nguyen@gmail.example',
      name: 'Nguyễn Thị Lan',
      iat,
      exp: iat + 600,
    };
    expect(decode(part(token, 1))).toEqual(claims);
    expect(tokens.verify(token, 'google', NOW + 1000)).toEqual({ ok: true, claims });
  });

  it('refuses a tampered payload, header or signature, and another server’s token', () => {
    const token = tokens.sign(LAN, NOW);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = encode({ ...decode(payload), sub: 'vn-google-1002' });
    expect(tokens.verify(`${header}.${forged}.${signature}`, 'google', NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(tokens.verify(`${header}.${payload}.${flipped}`, 'google', NOW).ok).toBe(false);
    // The last character's spare bits are part of the signature too.
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    const respelled = `${header}.${payload}.${signature.slice(0, -1)}${last}`;
    expect(tokens.verify(respelled, 'google', NOW).ok).toBe(false);
    const none = encode({ alg: 'none', typ: 'JWT' });
    expect(tokens.verify(`${none}.${payload}.${signature}`, 'google', NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(new IdentityTokens().verify(token, 'google', NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    for (const junk of ['', 'a.b.c', `${token}.x`, 42, null, `${token}${'A'.repeat(5000)}`]) {
      expect(tokens.verify(junk, 'google', NOW).ok, String(junk).slice(0, 20)).toBe(false);
    }
  });

  it('expires after ten minutes and refuses one issued in the future', () => {
    const token = tokens.sign(LAN, NOW);
    expect(tokens.verify(token, 'google', NOW + (ID_TOKEN_TTL_S - 1) * 1000).ok).toBe(true);
    expect(tokens.verify(token, 'google', NOW + ID_TOKEN_TTL_S * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(tokens.verify(token, 'google', NOW - 120_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a channel other than the one the login claims', () => {
    const token = tokens.sign(LAN, NOW);
    expect(tokens.verify(token, 'facebook', NOW)).toEqual({ ok: false, reason: 'channel' });
    expect(tokens.verify(token, 'myspace', NOW)).toEqual({ ok: false, reason: 'channel' });
    const line = tokens.sign({ ...LAN, channel: 'line', subject: 'vn-line-4001' }, NOW);
    expect(tokens.verify(line, 'line', NOW).ok).toBe(true);
    expect(tokens.verify(line, 'google', NOW).ok).toBe(false);
  });
});

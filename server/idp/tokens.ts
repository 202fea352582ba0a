// Identity tokens of the development identity provider: compact JWT-shaped strings
// (base64url header . base64url payload . base64url HMAC-SHA-256) under a secret that only this
// server instance holds, so a restart invalidates every token handed out before. They stand in
// for Firebase ID tokens: the storefront passes them through unread, and only this server checks
// them, at login and registration.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isSocialChannel, type SocialChannel } from './channels.ts';

export const ID_TOKEN_ISSUER = 'dev-idp';
/** Ten minutes, like a short-lived provider token; the client exchanges it at once. */
export const ID_TOKEN_TTL_S = 600;
/** Clock skew allowed on `iat`. */
const SKEW_S = 60;
const MAX_TOKEN_LENGTH = 4096;

export interface IdentityClaims {
  iss: typeof ID_TOKEN_ISSUER;
  /** The provider's stable id of the person; bindings are kept by channel and subject. */
  sub: string;
  channel: SocialChannel;
  email: string;
  name: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

export interface Identity {
  channel: SocialChannel;
  subject: string;
  email: string;
  name: string;
}

export type TokenCheck =
  | { ok: true; claims: IdentityClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'channel' };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

// One fixed header: a token with any other header (another `alg`, say) is simply not ours.
const HEADER = encode({ alg: 'HS256', typ: 'JWT', kid: ID_TOKEN_ISSUER });
const SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

function claimsFrom(payload: string): IdentityClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { iss, sub, channel, email, name, iat, exp } = value as Record<string, unknown>;
  const strings = [sub, email, name].every((field) => typeof field === 'string' && field !== '');
  const times = Number.isInteger(iat) && Number.isInteger(exp);
  if (iss !== ID_TOKEN_ISSUER || !strings || !times || !isSocialChannel(channel)) return null;
  return value as IdentityClaims;
}

export class IdentityTokens {
  readonly #secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret;
  }

  #mac(signed: string): Buffer {
    return createHmac('sha256', this.#secret).update(signed).digest();
  }

  sign(identity: Identity, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const claims: IdentityClaims = {
      iss: ID_TOKEN_ISSUER,
      sub: identity.subject,
      channel: identity.channel,
      email: identity.email,
      name: identity.name,
      iat,
      exp: iat + ID_TOKEN_TTL_S,
    };
    const signed = `${HEADER}.${encode(claims)}`;
    return `${signed}.${this.#mac(signed).toString('base64url')}`;
  }

  /**
   * Checks a token for a login or registration that claims `channel`: the signature first (so
   * nothing of a forged token is believed), then expiry, then the channel.
   */
  verify(token: unknown, channel: string, now = Date.now()): TokenCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) {
      return { ok: false, reason: 'malformed' };
    }
    const [, header = '', payload = '', signature = ''] = SHAPE.exec(token) ?? [];
    if (header !== HEADER) return { ok: false, reason: 'malformed' };
    // Compared as text: the last base64url character has two spare bits, so comparing decoded
    // bytes would accept four spellings of one signature.
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.#mac(`${header}.${payload}`).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'signature' };
    }
    const claims = claimsFrom(payload);
    if (!claims) return { ok: false, reason: 'malformed' };
    const seconds = now / 1000;
    if (claims.exp <= seconds || claims.iat > seconds + SKEW_S) {
      return { ok: false, reason: 'expired' };
    }
    if (claims.channel !== channel) return { ok: false, reason: 'channel' };
    return { ok: true, claims };
  }
}

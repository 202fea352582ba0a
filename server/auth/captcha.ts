// The development captcha: Geetest-shaped values that are HMACs under a secret only this server
// instance holds, so it can check them without state beyond a "used once" list. The browser gets
// them from POST /captcha/verify when the "I am not a robot" button is pressed (captcha-script.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { isOnFor } from '../qa.ts';

/** How long a challenge or lot number stays usable. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface GeetestV3Validate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

export interface GeetestV4Validate {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The public captcha id (`gt`, v4 `captchaId`) of a merchant: fixed, like an operator's. */
export function captchaId(merchantCode: string): string {
  return createHash('md5').update(`storefront-dev-captcha:${merchantCode}`).digest('hex');
}

export function captchaEnabledFor(scenario: QaScenario, merchantCode: string): boolean {
  return isOnFor(scenario.captcha, merchantCode);
}

export type CaptchaCheck = 'ok' | 'captcha.required' | 'captcha.err';

const V4_FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;
const SECCODE_SUFFIX = '|jordan'; // what Geetest v3 appends to the validate

export class DevCaptcha {
  readonly #secret: Buffer;
  /** Challenges and lot numbers already accepted, with when they stop mattering. */
  readonly #used = new Map<string, number>();

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret;
  }

  #mac(label: string, ...parts: string[]): string {
    return createHmac('sha256', this.#secret)
      .update([label, ...parts].join('|'))
      .digest('hex');
  }

  /** 32 hex: issue time (8), random (8), tag (16) bound to the captcha id. */
  #nonce(label: string, id: string, now: number): string {
    const stem =
      Math.floor(now / 1000)
        .toString(16)
        .padStart(8, '0') + randomBytes(4).toString('hex');
    return stem + this.#mac(label, id, stem).slice(0, 16);
  }

  #nonceValid(label: string, id: string, nonce: string, now: number): boolean {
    if (!/^[0-9a-f]{32}$/.test(nonce)) return false;
    const stem = nonce.slice(0, 16);
    const issued = parseInt(stem.slice(0, 8), 16) * 1000;
    const fresh = issued <= now + 60_000 && now - issued <= CAPTCHA_TTL_MS;
    return fresh && safeEqual(nonce.slice(16), this.#mac(label, id, stem).slice(0, 16));
  }

  /** GET /wps/captcha/geetest. */
  register(merchantCode: string, now = Date.now()) {
    const gt = captchaId(merchantCode);
    return { gt, challenge: this.#nonce('challenge', gt, now), newCaptcha: true, success: 1 };
  }

  /** The "solved" v3 values for a challenge this server issued, or null. */
  solveV3(gt: string, challenge: string, now = Date.now()): GeetestV3Validate | null {
    if (!this.#nonceValid('challenge', gt, challenge, now)) return null;
    const validate = this.#mac('validate', gt, challenge).slice(0, 32);
    // The seccode carries the challenge so it can be checked alone (the register payload of
    // spec §3 has no geetestChallenge field).
    return {
      geetest_challenge: challenge,
      geetest_validate: validate,
      geetest_seccode: `${challenge}.${validate}${SECCODE_SUFFIX}`,
    };
  }

  solveV4(id: string, now = Date.now()): GeetestV4Validate {
    const lot = this.#nonce('lot', id, now);
    const genTime = String(Math.floor(now / 1000));
    const output = this.#mac('output', id, lot, genTime).slice(0, 32);
    return {
      lot_number: lot,
      captcha_output: output,
      pass_token: this.#mac('pass', id, lot, output),
      gen_time: genTime,
    };
  }

  /**
   * The captcha rule of login and registration: a `geetestSeccode` (v3) or `geetestValidateV4`
   * must be present and issued here for this merchant, and each is accepted once.
   */
  check(merchantCode: string, payload: Record<string, unknown>, now = Date.now()): CaptchaCheck {
    const { geetestSeccode: seccode, geetestValidateV4: v4 } = payload;
    if (!seccode && !v4) return 'captcha.required';
    const id = captchaId(merchantCode);
    const key = seccode ? this.#checkV3(id, payload, now) : this.#checkV4(id, v4, now);
    if (!key || this.#used.has(key)) return 'captcha.err';
    for (const [used, until] of this.#used) if (until < now) this.#used.delete(used);
    this.#used.set(key, now + CAPTCHA_TTL_MS + 60_000);
    return 'ok';
  }

  #checkV3(gt: string, payload: Record<string, unknown>, now: number): string | null {
    const { geetestSeccode: seccode, geetestChallenge, geetestValidate } = payload;
    if (typeof seccode !== 'string' || !seccode.endsWith(SECCODE_SUFFIX)) return null;
    const [challenge = '', validate = ''] = seccode.slice(0, -SECCODE_SUFFIX.length).split('.');
    const expected = this.solveV3(gt, challenge, now);
    if (!expected || !safeEqual(validate, expected.geetest_validate)) return null;
    // When the client also sends the separate fields, they must be the same values.
    if (geetestChallenge !== undefined && geetestChallenge !== challenge) return null;
    if (geetestValidate !== undefined && geetestValidate !== validate) return null;
    return `v3:${challenge}`;
  }

  #checkV4(id: string, input: unknown, now: number): string | null {
    let value = input;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    }
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const [lot, output, pass, genTime] = V4_FIELDS.map((name) => fields[name]);
    if (typeof lot !== 'string' || typeof output !== 'string') return null;
    if (typeof pass !== 'string' || typeof genTime !== 'string') return null;
    if (!this.#nonceValid('lot', id, lot, now)) return null;
    const outputOk = safeEqual(output, this.#mac('output', id, lot, genTime).slice(0, 32));
    return outputOk && safeEqual(pass, this.#mac('pass', id, lot, output)) ? `v4:${lot}` : null;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// The sign-in limits (docs/server.md "Sign-in limits"): calls per IP address and per account in a
// sliding window, and a lockout of an account after repeated wrong passwords or codes. Generous
// enough for a player (and for a browser test that signs in several times), tight enough that
// guessing a password, an SMS code or an authenticator code is hopeless.
import { SlidingWindow, type WindowRule } from './sliding-window.ts';

const MINUTE = 60_000;

export interface SignInLimitRules {
  /** Every limited sign-in call from one address. */
  perAddress: WindowRule;
  /** Every attempt on one account: login, second factor, code check, password change. */
  perAccount: WindowRule;
  /** SMS codes sent to one number. */
  smsPerNumber: WindowRule;
  /** Wrong passwords and codes for one account; at the limit it is locked until one ages out. */
  failures: WindowRule;
}

export const SIGN_IN_LIMITS: SignInLimitRules = {
  perAddress: { limit: 300, windowMs: 10 * MINUTE },
  perAccount: { limit: 30, windowMs: 10 * MINUTE },
  smsPerNumber: { limit: 10, windowMs: 10 * MINUTE },
  failures: { limit: 10, windowMs: 15 * MINUTE },
};

/** What a limited call does to an account: sign in (or check a code), or send it an SMS. */
export type AccountAttempt = 'signIn' | 'smsSend';

export interface LimitsSnapshot {
  rules: SignInLimitRules;
  /** Calls in the window per address, attempts and SMS per account, failures per account. */
  addresses: Record<string, number>;
  accounts: Record<string, number>;
  smsNumbers: Record<string, number>;
  failures: Record<string, number>;
  /** Locked accounts and the seconds until they may try again. */
  locked: Record<string, number>;
}

export class SignInLimits {
  readonly #rules: SignInLimitRules;
  readonly #now: () => number;
  readonly #addresses: SlidingWindow;
  readonly #accounts: SlidingWindow;
  readonly #smsNumbers: SlidingWindow;
  readonly #failures: SlidingWindow;

  constructor(rules: SignInLimitRules = SIGN_IN_LIMITS, now: () => number = () => Date.now()) {
    this.#rules = rules;
    this.#now = now;
    this.#addresses = new SlidingWindow(rules.perAddress);
    this.#accounts = new SlidingWindow(rules.perAccount);
    this.#smsNumbers = new SlidingWindow(rules.smsPerNumber);
    this.#failures = new SlidingWindow(rules.failures);
  }

  /** Before any work: 0 and the call is counted, or how many ms the address must wait. */
  admitAddress(address: string): number {
    const now = this.#now();
    const wait = this.#addresses.retryAfterMs(address, now);
    if (!wait) this.#addresses.hit(address, now);
    return wait;
  }

  /** Once the account is known: 0 and the attempt is counted, or how many ms to wait. */
  admitAccount(account: string, attempt: AccountAttempt): number {
    const now = this.#now();
    if (attempt === 'smsSend') {
      const wait = this.#smsNumbers.retryAfterMs(account, now);
      if (!wait) this.#smsNumbers.hit(account, now);
      return wait;
    }
    const wait = Math.max(
      this.#accounts.retryAfterMs(account, now),
      this.#failures.retryAfterMs(account, now),
    );
    if (!wait) this.#accounts.hit(account, now);
    return wait;
  }

  /** A wrong password or code for the account. */
  failed(account: string): void {
    this.#failures.hit(account, this.#now());
  }

  /** The account signed in: its wrong attempts are forgiven. */
  succeeded(account: string): void {
    this.#failures.clear(account);
  }

  snapshot(): LimitsSnapshot {
    const now = this.#now();
    const failures = this.#failures.snapshot(now);
    const locked = Object.keys(failures)
      .map((account) => [account, this.#failures.retryAfterMs(account, now)] as const)
      .filter(([, wait]) => wait > 0)
      .map(([account, wait]) => [account, Math.ceil(wait / 1000)]);
    return {
      rules: this.#rules,
      addresses: this.#addresses.snapshot(now),
      accounts: this.#accounts.snapshot(now),
      smsNumbers: this.#smsNumbers.snapshot(now),
      failures,
      locked: Object.fromEntries(locked),
    };
  }

  reset(): void {
    for (const window of [this.#addresses, this.#accounts, this.#smsNumbers, this.#failures]) {
      window.reset();
    }
  }
}

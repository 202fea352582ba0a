// The push relays (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe) have no real push service
// behind them here: each call is recorded so QA can check the token lifecycle of spec §4 (bind and
// subscribe to ALL after sign-in, unsubscribe when the token is cleared) via GET /__qa/push.
import { createHash } from 'node:crypto';
import { RingBuffer } from '../ring-buffer.ts';

/** How many push calls QA can read back, and how many registration tokens are remembered. */
export const PUSH_LOG_SIZE = 500;
export const PUSH_REGISTRATIONS = 10_000;

export type PushRelay = 'CSP_fcmBind' | 'CSP_fcmSubscribe' | 'CSP_fcmUnsubscribe';

export interface PushCall {
  at: string;
  relay: PushRelay;
  merchantCode: string;
  /** Null when an unsubscribe came without a valid session (after sign-out). */
  account: string | null;
  /** A fingerprint of the bearer token, never the token itself. */
  session: string | null;
  registrationToken: string;
  topic: string | null;
  unsubscribeAll: boolean | null;
}

export interface PushRegistration {
  merchantCode: string;
  account: string | null;
  bound: boolean;
  topics: string[];
}

export const sessionFingerprint = (token: string) =>
  createHash('sha256').update(token).digest('base64url').slice(0, 12);

export class PushRecorder {
  readonly #calls = new RingBuffer<PushCall>(PUSH_LOG_SIZE);
  /** In order of last change: past the cap, the longest untouched token is forgotten. */
  readonly #registrations = new Map<string, PushRegistration>();

  record(call: Omit<PushCall, 'at'>): void {
    this.#calls.push({ at: new Date().toISOString(), ...call });
    const current = this.#registrations.get(call.registrationToken) ?? {
      merchantCode: call.merchantCode,
      account: call.account,
      bound: false,
      topics: [],
    };
    const topics = new Set(current.topics);
    if (call.relay === 'CSP_fcmBind') current.bound = true;
    if (call.relay === 'CSP_fcmSubscribe' && call.topic) topics.add(call.topic);
    if (call.relay === 'CSP_fcmUnsubscribe') {
      if (call.unsubscribeAll || !call.topic) {
        topics.clear();
        current.bound = false;
      } else {
        topics.delete(call.topic);
      }
    }
    current.account = call.account ?? current.account;
    current.topics = [...topics];
    this.#registrations.delete(call.registrationToken);
    this.#registrations.set(call.registrationToken, current);
    const oldest = this.#registrations.keys().next().value;
    if (this.#registrations.size > PUSH_REGISTRATIONS && oldest !== undefined) {
      this.#registrations.delete(oldest);
    }
  }

  /** The last PUSH_LOG_SIZE calls in order, and the resulting state per registration token. */
  snapshot() {
    return {
      calls: this.#calls.items().map((call) => ({ ...call })),
      registrations: Object.fromEntries(
        [...this.#registrations].map(([token, state]) => [token, { ...state }]),
      ),
    };
  }
}

import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, type ActiveSession, type AuthCall } from '../auth/call.ts';
import { createAuthState, type AuthState } from '../auth/state.ts';
import { findMerchant } from '../merchants/index.ts';
import { defaultScenario } from '../qa.ts';
import { MEMBER_AREA_ROUTES } from './routes.ts';
import { fingerprintOf, submissionRoute } from './submissions.ts';

const merchant = findMerchant('DEMOVN')!;
let dataDir: string;
let auth: AuthState;
let session: ActiveSession;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-submissions-test-'));
  auth = createAuthState(dataDir);
  const store = await auth.members.forMerchant(merchant);
  session = { token: 't', merchantCode: 'DEMOVN', member: store.byAccount('player01')!, store };
}, 30_000);
afterAll(async () => {
  await auth.memberArea.books.flush();
  await rm(dataDir, { recursive: true, force: true });
});

function callWith(key: string, body: Record<string, unknown> = {}, query = ''): AuthCall {
  return {
    req: { headers: { 'idempotency-key': key } } as unknown as IncomingMessage,
    query: new URLSearchParams(query),
    merchant,
    scenario: defaultScenario(),
    auth,
    body,
    session,
  };
}

const lookUp = (key: string) =>
  MEMBER_AREA_ROUTES['/wps/member/submission']!.answer(callWith(key, {}, `key=${key}`));

describe('a submission in flight', () => {
  it('is pending to the look-up, refuses a second copy, then answers with its result', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const route = submissionRoute('/test/slow', {
      malformed: null,
      async submit(_call, context) {
        await gate;
        context.book.balance += 1;
        return context.commit(ok('paid'));
      },
    });
    const key = crypto.randomUUID();
    const first = route.answer(callWith(key, { amount: 1 }));
    await vi.waitFor(() => expect(auth.memberArea.inFlight.size).toBe(1));
    expect(await lookUp(key)).toMatchObject({
      success: true,
      value: { state: 'pending', path: '/test/slow' },
    });
    expect(await route.answer(callWith(key, { amount: 1 }))).toMatchObject({
      success: false,
      errorCode: 'idempotency.in_progress',
    });
    release();
    expect(await first).toEqual({ success: true, value: 'paid' });
    expect(await lookUp(key)).toMatchObject({
      value: { state: 'done', result: { success: true, value: 'paid' } },
    });
    expect(auth.memberArea.inFlight.size).toBe(0);
  });

  it('is not recorded when it was refused without changing anything', async () => {
    const route = submissionRoute('/test/refuse', {
      malformed: null,
      submit: () => ({ success: false, errorCode: 'amount.invalid', message: 'no', value: null }),
    });
    const key = crypto.randomUUID();
    await route.answer(callWith(key));
    expect(await lookUp(key)).toMatchObject({ value: { state: 'unknown' } });
  });
});

describe('a key the look-up reported as not received', () => {
  it('is spent: a request arriving under it later changes nothing', async () => {
    let paid = 0;
    const route = submissionRoute('/test/late', {
      malformed: null,
      submit(_call, context) {
        paid += 1;
        return context.commit(ok('paid'));
      },
    });
    const key = crypto.randomUUID();
    // The page was reloaded before its request arrived: the look-up finds nothing.
    expect(await lookUp(key)).toMatchObject({ value: { state: 'unknown' } });
    expect(await route.answer(callWith(key, { amount: 1 }))).toMatchObject({
      success: false,
      errorCode: 'idempotency.key.void',
    });
    expect(paid).toBe(0);
    // What the player was told stays true.
    expect(await lookUp(key)).toMatchObject({ value: { state: 'unknown' } });
    // A new key goes through as usual.
    expect(await route.answer(callWith(crypto.randomUUID(), { amount: 1 }))).toEqual(ok('paid'));
    expect(paid).toBe(1);
  });
});

describe('request fingerprints', () => {
  it('ignore key order, the merchant the client adds, and secrets', () => {
    const a = fingerprintOf('/p', { amount: 1, channel: 'BANK', merchantCode: 'DEMOVN' });
    const b = fingerprintOf('/p', { channel: 'BANK', amount: 1 });
    expect(a).toBe(b);
    expect(fingerprintOf('/p', { amount: 1, withdrawPassword: '1' }, ['withdrawPassword'])).toBe(
      fingerprintOf('/p', { amount: 1, withdrawPassword: '2' }, ['withdrawPassword']),
    );
    expect(fingerprintOf('/p', { amount: 1 })).not.toBe(fingerprintOf('/p', { amount: 2 }));
    expect(fingerprintOf('/p', { amount: 1 })).not.toBe(fingerprintOf('/q', { amount: 1 }));
    expect(fingerprintOf('/p', { nested: { b: 1, a: 2 } })).toBe(
      fingerprintOf('/p', { nested: { a: 2, b: 1 } }),
    );
  });
});

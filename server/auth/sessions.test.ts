import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-helpers.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { SESSION_RULES, SessionStore } from './sessions.ts';
import { login, plainCall } from './test-client.ts';

const HOUR = 3_600_000;

function clock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SessionStore', () => {
  it('ends a session left idle, and keeps one in use alive until its full time', () => {
    const time = clock();
    const store = new SessionStore(
      { idleMs: 2 * HOUR, maxAgeMs: 24 * HOUR, perMember: 5 },
      time.now,
    );
    const idle = store.issue('DEMOVN', 1);
    const busy = store.issue('DEMOVN', 2);
    time.advance(HOUR);
    expect(store.find(busy)).toBeDefined();
    time.advance(HOUR + 1);
    expect(store.find(idle)).toBeUndefined();
    // Used every hour: alive until 24 hours after sign-in, not a moment longer.
    for (let hours = 2; hours < 24; hours++) {
      expect(store.find(busy), `hour ${hours}`).toBeDefined();
      time.advance(HOUR);
    }
    time.advance(1);
    expect(store.find(busy)).toBeUndefined();
  });

  it("ends a member's oldest sessions beyond the cap", () => {
    const store = new SessionStore({ ...SESSION_RULES, perMember: 3 });
    const tokens = Array.from({ length: 5 }, () => store.issue('DEMOVN', 7));
    const other = store.issue('DEMOBR', 7);
    expect(tokens.map((token) => store.find(token) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(store.find(other)).toBeDefined();
  });

  it('forgets ended sessions even when nobody asks for them again', () => {
    const time = clock();
    const store = new SessionStore(SESSION_RULES, time.now);
    for (let member = 0; member < 50; member++) store.issue('DEMOVN', member);
    time.advance(SESSION_RULES.idleMs + 60_001);
    store.issue('DEMOVN', 999);
    expect(store.size).toBe(1);
  });
});

describe('an ended session over HTTP', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers user.or.token.invalid, the code that logs the storefront out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const server = await startTestServer();
    try {
      const { value } = await login(server, 'player01', DEMO_PASSWORD);
      const info = () => plainCall(server, 'GET', '/wps/member/info', undefined, value);
      expect((await info()).json()).toMatchObject({ success: true });
      vi.setSystemTime(Date.now() + SESSION_RULES.idleMs + 1);
      expect((await info()).json()).toMatchObject({
        success: false,
        errorCode: 'user.or.token.invalid',
      });
    } finally {
      await server.stop();
    }
  });
});

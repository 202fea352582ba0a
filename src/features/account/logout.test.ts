// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_KEY, REQUEST_CACHE_KEY } from '../../common/storageKeys';
import { db } from '../../data/db';
import { trackingDb, type OutboxRow } from '../../data/tracking/outboxDb';
import { isAutoLoginOn, setAutoLogin } from '../../lib/autoLogin';
import { getDeviceId } from '../../lib/deviceId';
import { readSession, writeSession } from '../../lib/session';
import { read, storageEntry, suffixed, write } from '../../lib/storage';
import { logOut } from './logout';

const cachedAnswer = suffixed(storageEntry(REQUEST_CACHE_KEY, 'session', v.string()), '/wps/x');
const inApp = storageEntry(IN_APP_KEY, 'session', v.string());

async function seed() {
  writeSession({ id: 10001, token: 'token-a', userName: 'player01' });
  setAutoLogin(true);
  write(cachedAnswer, 'player01’s answer');
  write(inApp, '1');
  for (const key of ['10001', '10003']) {
    await db.balances.put({ key, balance: { balance: 1 }, fetchedAt: 1 });
    await db.transactionHistory.put({ key, lists: {} });
    await db.memberInfo.put({ key, id: Number(key), account: `member ${key}`, type: 0 });
  }
  const queued: OutboxRow = {
    eventId: 'e1',
    name: 'viewContent',
    createdAt: 1,
    payload: {},
    owner: '10001',
    attempts: 0,
    nextAttemptAt: 0,
    notBefore: 0,
    inFlightSince: null,
    lastError: null,
  };
  await trackingDb().outbox.add(queued);
}

let posted: { url: string; token: string | null }[];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await trackingDb().outbox.clear();
  posted = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(answer: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const token = new Headers(init.headers).get('Authorization');
      posted.push({ url, token });
      return answer();
    }),
  );
}

describe('log out', () => {
  it('ends the server session and forgets the member here, and only the member', async () => {
    serve(async () => new Response(JSON.stringify({ success: true, value: true })));
    await seed();
    const device = getDeviceId();
    await logOut();

    expect(posted).toEqual([
      { url: expect.stringContaining('/wps/session/logout'), token: 'Bearer token-a' },
    ]);
    expect(readSession()).toBeNull();
    expect(isAutoLoginOn()).toBe(false);
    expect(read(cachedAnswer)).toBeUndefined();
    expect(await db.balances.get('10001')).toBeUndefined();
    expect(await db.transactionHistory.get('10001')).toBeUndefined();
    expect(await db.memberInfo.get('10001')).toBeUndefined();
    // Another tab's member, the tab's own entries, the device and the queued events stay.
    expect(await db.balances.get('10003')).toBeDefined();
    expect(await db.memberInfo.get('10003')).toBeDefined();
    expect(read(inApp)).toBe('1');
    expect(getDeviceId()).toBe(device);
    expect(await trackingDb().outbox.count()).toBe(1);
  });

  it('forgets the member even when the server cannot be reached', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await seed();
    await logOut();
    expect(readSession()).toBeNull();
    expect(await db.balances.get('10001')).toBeUndefined();
  });
});

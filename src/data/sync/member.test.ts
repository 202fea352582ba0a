// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, writeSession } from '../../lib/session';
import { db } from '../db';
import { storedMemberInfo, useMemberInfo } from '../hooks';
import { useRankProgress } from '../promotionHooks';
import { clearMemberData, syncMemberInfo, syncRankProgress } from './member';

// Two demo members as the reference backend answers them (docs/qa.md).
const PLAYER = {
  id: 10001,
  account: 'player01',
  type: 0,
  clubLabel: { labelName: 'VIP', labelId: 3 },
};
const NOCHAT = { id: 10003, account: 'nochat01', type: 4 };
const PROGRESS = { playerRankProgress: { completedConditions: 3, totalExpectedConditions: 5 } };

/** The backend: member info and rank progress per bearer token; `hold` delays member info. */
function serve(byToken: Record<string, unknown>, hold?: Promise<void>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      if (url.includes('/wps/member/info')) {
        await hold;
        return new Response(JSON.stringify({ success: true, value: byToken[token] }));
      }
      return new Response(JSON.stringify({ success: true, value: PROGRESS }));
    }),
  );
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('member rows are the signed-in member’s own', () => {
  it('are stored under the member’s id, and another member never reads them', async () => {
    serve({ 'token-a': PLAYER, 'token-b': NOCHAT });
    writeSession({ id: 10001, token: 'token-a' });
    await syncMemberInfo();
    expect((await storedMemberInfo())?.account).toBe('player01');

    // The same database, another session (as another tab would have): nothing of player01's.
    writeSession({ id: 10003, token: 'token-b' });
    expect(await storedMemberInfo()).toBeUndefined();
    await syncMemberInfo();
    expect((await storedMemberInfo())?.account).toBe('nochat01');
    expect((await db.memberInfo.get('10001'))?.account).toBe('player01');
  });

  it('fill in the id, name and type of a token adopted from the URL', async () => {
    serve({ 'url-token': NOCHAT });
    writeSession({ token: 'url-token' });
    expect(await storedMemberInfo()).toBeUndefined();
    await syncRankProgress();
    expect(readSession()).toMatchObject({ id: 10003, userName: 'nochat01', type: 4 });
    expect((await storedMemberInfo())?.type).toBe(4);
    expect(await db.rankProgress.get('10003')).toMatchObject({ completedConditions: 3 });
  });

  it('drop an answer that arrives after the tab’s member changed', async () => {
    let release = () => {};
    serve({ 'token-a': PLAYER }, new Promise<void>((resolve) => (release = resolve)));
    writeSession({ token: 'token-a' });
    const asked = syncMemberInfo();
    writeSession({ id: 10003, token: 'token-b' });
    release();
    await asked;
    expect(await db.memberInfo.count()).toBe(0);
    expect(readSession()).toEqual({ id: 10003, token: 'token-b' });
  });

  it('of the member who leaves are cleared, and only theirs', async () => {
    await db.memberInfo.bulkPut([
      { key: '10001', ...PLAYER },
      { key: '10003', ...NOCHAT },
    ]);
    await db.rankProgress.put({
      key: '10001',
      completedConditions: 3,
      totalExpectedConditions: 5,
      labelId: 3,
    });
    await db.memberPromotions.put({ key: '10001', enabled: { REFERRAL: true } });
    await clearMemberData('10001');
    expect(await db.memberInfo.toCollection().primaryKeys()).toEqual(['10003']);
    expect(await db.rankProgress.count()).toBe(0);
    expect(await db.memberPromotions.count()).toBe(0);
  });
});

describe('the member hooks', () => {
  it('never hand a view the previous member’s row while they read the new one', async () => {
    await db.memberInfo.put({ key: '10001', ...PLAYER });
    await db.rankProgress.put({
      key: '10001',
      completedConditions: 3,
      totalExpectedConditions: 5,
      labelId: 3,
    });
    writeSession({ id: 10001, token: 'token-a' });
    const seen: unknown[] = [];
    const { result } = renderHook(() => {
      const member = useMemberInfo();
      const progress = useRankProgress();
      seen.push(member?.account, progress?.completedConditions);
      return { member, progress };
    });
    await waitFor(() => expect(result.current.member?.account).toBe('player01'));
    expect(result.current.progress?.completedConditions).toBe(3);

    seen.length = 0;
    act(() => writeSession({ id: 10003, token: 'token-b' }));
    await waitFor(() => expect(result.current.member).toBeNull());
    expect(result.current.progress).toBeNull();
    expect(seen).not.toContain('player01');
    expect(seen).not.toContain(3);

    act(() => clearSession());
    await waitFor(() => expect(result.current.member).toBeNull());
    expect(seen).not.toContain('player01');
  });
});

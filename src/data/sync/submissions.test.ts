// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, getNotices } from '../../ui/notices';
import { resolveSubmission, submitOnce } from './submissions';

const Answer = v.object({ claimed: v.literal(true) });
const KEY = '0b6f6d0e-3c1b-4b8e-9d7a-2f6a1c9e5b10';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  getNotices().forEach((notice) => dismissNotice(notice.id));
});

describe('a claim whose answer may be lost', () => {
  it('sends the key and gives the answer when it comes', async () => {
    const fetch = vi.fn(() => json({ success: true, value: { claimed: true } }));
    vi.stubGlobal('fetch', fetch);
    expect(await submitOnce('/wps/member/rewards/claim', { rewardId: 1 }, KEY, Answer)).toEqual({
      kind: 'done',
      value: { claimed: true },
    });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('Idempotency-Key')).toBe(KEY);
  });

  it('is "checking", not failed, when no answer comes back or a gateway fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await submitOnce('/wps/member/rewards/claim', {}, KEY, Answer)).toEqual({
      kind: 'checking',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({}, 503)),
    );
    expect(await submitOnce('/wps/member/rewards/claim', {}, KEY, Answer)).toEqual({
      kind: 'checking',
    });
  });

  it('is refused, with the translated reason shown, when the server says no', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json({ success: false, errorCode: 'reward.unavailable', message: 'Not now', value: null }),
      ),
    );
    expect(await submitOnce('/wps/member/rewards/claim', {}, KEY, Answer)).toEqual({
      kind: 'refused',
      code: 'reward.unavailable',
    });
    expect(getNotices()).toHaveLength(1);
  });

  it('resolves a lost answer by its key: done, never arrived, or still not known', async () => {
    const lookUp = (submission: object) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(() => json({ success: true, value: submission })),
      );
    lookUp({
      key: KEY,
      state: 'done',
      path: '/wps/member/rewards/claim',
      at: '2026-11-25T08:30:00.000Z',
      result: { success: true, value: { claimed: true } },
    });
    expect(await resolveSubmission(KEY, Answer)).toEqual({
      kind: 'done',
      value: { claimed: true },
    });
    lookUp({ key: KEY, state: 'unknown', path: null, at: null, result: null });
    expect(await resolveSubmission(KEY, Answer)).toEqual({ kind: 'unknown' });
    lookUp({
      key: KEY,
      state: 'pending',
      path: '/wps/member/rewards/claim',
      at: null,
      result: null,
    });
    expect(await resolveSubmission(KEY, Answer)).toEqual({ kind: 'checking' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await resolveSubmission(KEY, Answer)).toEqual({ kind: 'checking' });
  });
});

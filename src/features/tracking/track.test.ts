// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingDb } from '../../data/tracking/outboxDb';
import { deliverSoon, sendBeforeLeaving } from './delivery';
import { quotaErrorsThisPage, track } from './track';
import { MERCHANT_KEY, SESSION_INFO_KEY } from '../../common/storageKeys';

vi.mock('./delivery', () => ({
  deliverSoon: vi.fn(() => Promise.resolve()),
  sendBeforeLeaving: vi.fn(() => Promise.resolve()),
}));

afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await trackingDb().outbox.clear();
  await trackingDb().flags.clear();
});

describe('track', () => {
  it('records the event with the signed-in player and the page, never the token', async () => {
    sessionStorage.setItem(
      SESSION_INFO_KEY,
      JSON.stringify({ id: 7, token: 'secret-token', userName: 'player07' }),
    );
    await track('deposit', { amount: 50, currency: 'VND' });
    const [row] = await trackingDb().outbox.toArray();
    expect(row).toMatchObject({
      name: 'deposit',
      payload: { customerId: 7, customerName: 'player07', amount: 50, currency: 'VND' },
      context: { page: '/' },
    });
    expect(row!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(row)).not.toContain('secret-token');
  });

  it('keeps who the event is sent as beside it: the player and the merchant, never the token', async () => {
    localStorage.setItem(MERCHANT_KEY, 'DEMOBR');
    sessionStorage.setItem(SESSION_INFO_KEY, JSON.stringify({ id: 7, token: 'secret-token' }));
    await track('login');
    sessionStorage.clear();
    await track('viewContent');
    const rows = await trackingDb().outbox.orderBy('seq').toArray();
    expect(rows.map(({ owner, merchant }) => ({ owner, merchant }))).toEqual([
      { owner: '7', merchant: 'DEMOBR' },
      { owner: null, merchant: 'DEMOBR' },
    ]);
    localStorage.clear();
  });

  it('records a once-per-player event once for each player, and not for a visitor', async () => {
    await track('firstDepositArrival', {}, { oncePerPlayer: true });
    for (const id of [7, 7, 8]) {
      sessionStorage.setItem(SESSION_INFO_KEY, JSON.stringify({ id, token: `token-${id}` }));
      await track('firstDepositArrival', {}, { oncePerPlayer: true });
    }
    const rows = await trackingDb().outbox.toArray();
    expect(rows.map((row) => row.owner)).toEqual(['7', '8']);
  });

  it('empties the image caches to make room before an event is given up', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(trackingDb(), 'transaction').mockRejectedValueOnce(quota);
    const emptied: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(emptied.push(name) > 0),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await track('register');
    expect(emptied).toEqual(['images-opaque']);
    expect((await trackingDb().outbox.toArray()).map((row) => row.name)).toEqual(['register']);
    vi.unstubAllGlobals();
  });

  it('an event recorded as the page leaves is also sent at once, before the normal delivery', async () => {
    const order: string[] = [];
    vi.mocked(sendBeforeLeaving).mockImplementationOnce((eventId) => {
      order.push(`keepalive ${eventId}`);
      return Promise.resolve();
    });
    vi.mocked(deliverSoon).mockImplementationOnce(() => {
      order.push('drain');
      return Promise.resolve();
    });
    await track('gameLaunch', {}, { leavingPage: true });
    const [row] = await trackingDb().outbox.toArray();
    expect(order).toEqual([`keepalive ${row!.eventId}`, 'drain']);
  });

  it('counts a full disk and does not throw at the player', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(trackingDb(), 'transaction').mockRejectedValue(quota);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = quotaErrorsThisPage();
    await expect(track('login')).resolves.toBeUndefined();
    expect(quotaErrorsThisPage()).toBe(before + 1);
  });
});

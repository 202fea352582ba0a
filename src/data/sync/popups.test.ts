// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError } from '../../api/errors';
import { db } from '../db';
import { storedPopups, syncPopups } from './popups';

function answer(value: unknown) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, value }), { status: 200 }));
}

const POPUPS = [
  { id: 1, title: 'Members', content: '<p>A</p>', promotionType: 'DEPOSIT', execution: 'A' },
  { id: 2, title: 'Welcome', content: '<p>F</p>', execution: 'F', forceRead: true },
];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.announcements.put({
    key: 'marquee:9',
    kind: 'marquee',
    position: 0,
    id: 9,
    content: 'M',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('popup sync', () => {
  it('asks for type PR and stores the popups in order beside the marquee', async () => {
    const fetch = answer(POPUPS);
    vi.stubGlobal('fetch', fetch);
    await syncPopups();
    const [url] = fetch.mock.calls[0] as unknown as [string];
    const query = new URL(url).searchParams;
    expect(query.get('types')).toBe('PR');
    expect(query.get('platform')).toBe('M');
    const popups = await storedPopups();
    expect(popups.map(({ key, execution, forceRead }) => ({ key, execution, forceRead }))).toEqual([
      { key: 'popup:1', execution: 'A', forceRead: false },
      { key: 'popup:2', execution: 'F', forceRead: true },
    ]);
    expect(await db.announcements.get('marquee:9')).toBeDefined();
    expect((await db.syncState.get('popups'))?.fetchedAt).toBeGreaterThan(0);
  });

  it('replaces the popups as a whole', async () => {
    vi.stubGlobal('fetch', answer(POPUPS));
    await syncPopups();
    vi.stubGlobal('fetch', answer([{ ...POPUPS[0], id: 3 }]));
    await syncPopups();
    expect((await storedPopups()).map((popup) => popup.key)).toEqual(['popup:3']);
  });

  it.each([
    ['an unknown execution', [{ ...POPUPS[0], execution: 'Z' }]],
    ['content that is not text', [{ ...POPUPS[0], content: 7 }]],
    ['not a list', { popups: POPUPS }],
  ])('rejects %s and keeps what was stored', async (_name, value) => {
    vi.stubGlobal('fetch', answer(POPUPS));
    await syncPopups();
    vi.stubGlobal('fetch', answer(value));
    await expect(syncPopups()).rejects.toBeInstanceOf(InvalidResponseError);
    expect((await storedPopups()).map((popup) => popup.key)).toEqual(['popup:1', 'popup:2']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { writeSession } from '../../lib/session';
import { loadPopup } from './loadPopup';
import { writeAnnouncementPopupMemory } from '../../lib/popupMemory';

const POPUPS = [
  { id: 1, title: 'Members', content: '<p>A</p>', execution: 'A' },
  { id: 2, title: 'Visitors', content: '<p>B<img src=x onerror=alert(1)></p>', execution: 'B' },
  { id: 3, title: ' ', content: '<p>F</p>', execution: 'F', forceRead: true },
];

function answer(value: unknown) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, value }), { status: 200 }));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('fetch', answer(POPUPS));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadPopup', () => {
  it('waits the load delay, then opens the visitor popups sanitised', async () => {
    const started = Date.now();
    const open = await loadPopup();
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(open?.forceRead).toBe(false);
    expect(open?.slides.map((slide) => slide.title)).toEqual(['Visitors']);
    expect(open?.slides[0]?.html).toBe('<p>B<img loading="lazy" referrerpolicy="no-referrer"></p>');
  });

  it('opens A and F for a first login, with forceRead and a default title', async () => {
    writeSession({ token: 't', firstTimeLogin: true });
    const open = await loadPopup();
    expect(open?.slides.map((slide) => slide.title)).toEqual(['Members', null]);
    expect(open?.forceRead).toBe(true);
  });

  it('stays closed for a set already closed', async () => {
    const first = await loadPopup();
    writeAnnouncementPopupMemory({ hash: first!.hash, hideUntil: null });
    expect(await loadPopup()).toBeNull();
  });

  it('uses the stored popups when the refresh fails', async () => {
    await loadPopup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await loadPopup())?.slides.map((slide) => slide.title)).toEqual(['Visitors']);
  });
});

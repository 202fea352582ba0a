// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_POPUP_MEMORY_KEY, POPUP_ANNOUNCEMENT_KEY } from '../common/storageKeys';
import {
  EMPTY_DOWNLOAD_POPUP_MEMORY,
  readAnnouncementPopupMemory,
  readDownloadPopupMemory,
  writeAnnouncementPopupMemory,
  writeDownloadPopupMemory,
} from './popupMemory';
import { writeSession } from './session';

/** A few of the install rules' triggers: the memory keeps only the ones it is given. */
const POPUP_TRIGGERS = ['bind_card', 'in_game', 'reg_days_forced'] as const;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('announcement popup memory', () => {
  it('reads back what was written', () => {
    writeAnnouncementPopupMemory({ hash: 'abc', hideUntil: 1_900_000_000_000 });
    expect(readAnnouncementPopupMemory()).toEqual({ hash: 'abc', hideUntil: 1_900_000_000_000 });
    writeAnnouncementPopupMemory({ hash: 'abc', hideUntil: null });
    expect(readAnnouncementPopupMemory()).toEqual({ hash: 'abc', hideUntil: null });
  });

  it('is empty when nothing was written', () => {
    expect(readAnnouncementPopupMemory()).toBeNull();
  });

  it.each([
    ['not JSON', '{hash'],
    ['a number', '42'],
    ['null', 'null'],
    ['no hash', '{"hideUntil":null}'],
    ['an empty hash', '{"hash":"","hideUntil":null}'],
    ['a hash too long', JSON.stringify({ hash: 'x'.repeat(65), hideUntil: null })],
    ['a time as text', '{"hash":"abc","hideUntil":"tomorrow"}'],
    ['a negative time', '{"hash":"abc","hideUntil":-5}'],
    ['a fractional time', '{"hash":"abc","hideUntil":1.5}'],
    ['no time at all', '{"hash":"abc"}'],
  ])('ignores a bad value: %s', (_name, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(POPUP_ANNOUNCEMENT_KEY, raw);
    expect(readAnnouncementPopupMemory()).toBeNull();
  });

  it('survives storage that refuses', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeAnnouncementPopupMemory({ hash: 'abc', hideUntil: null })).not.toThrow();
    expect(readAnnouncementPopupMemory()).toBeNull();
  });
});

describe('download popup session memory', () => {
  const stored = (userName = '') =>
    sessionStorage.getItem(`${DOWNLOAD_POPUP_MEMORY_KEY}:${userName}`);

  it('reads back what it wrote', () => {
    writeDownloadPopupMemory({ forced: false, dismissals: 2, shownTriggers: ['bind_card'] });
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual({
      forced: false,
      dismissals: 2,
      shownTriggers: ['bind_card'],
    });
  });

  it('treats unreadable storage as a fresh session, dropping unknown triggers', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = `${DOWNLOAD_POPUP_MEMORY_KEY}:`;
    sessionStorage.setItem(key, '{not json');
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual(EMPTY_DOWNLOAD_POPUP_MEMORY);
    sessionStorage.setItem(key, 'null');
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual(EMPTY_DOWNLOAD_POPUP_MEMORY);
    sessionStorage.setItem(
      key,
      JSON.stringify({ forced: 'yes', dismissals: -3, shownTriggers: ['x', 'in_game'] }),
    );
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual({
      forced: false,
      dismissals: 0,
      shownTriggers: ['in_game'],
    });
  });

  it('is kept per player: another member on the same tab starts afresh', () => {
    writeSession({ token: 't1', userName: 'player01' });
    writeDownloadPopupMemory({ forced: true, dismissals: 1, shownTriggers: ['in_game'] });
    expect(JSON.parse(stored('player01')!)).toMatchObject({ forced: true });
    writeSession({ token: 't2', userName: 'player02' });
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual(EMPTY_DOWNLOAD_POPUP_MEMORY);
  });

  it('takes over what an earlier build kept under its old name, once', () => {
    sessionStorage.setItem(
      'install.popupMemory:',
      JSON.stringify({ forced: true, dismissals: 2, shownTriggers: ['reg_days_forced'] }),
    );
    expect(readDownloadPopupMemory(POPUP_TRIGGERS)).toEqual({
      forced: true,
      dismissals: 2,
      shownTriggers: ['reg_days_forced'],
    });
    expect(sessionStorage.getItem('install.popupMemory:')).toBeNull();
    expect(stored()).not.toBeNull();
  });
});

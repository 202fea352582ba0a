import { describe, expect, it } from 'vitest';
import { isAnyPopupOpen, markPopupOpen, subscribePopups } from './popupRegistry';
import { whenPopupClosed } from './popupWaits';

describe('popup registry (spec §4 "no other popup is open")', () => {
  it('knows a popup is open until it is released, ignoring the asker itself', () => {
    const release = markPopupOpen('announcement');
    expect(isAnyPopupOpen()).toBe(true);
    expect(isAnyPopupOpen('announcement')).toBe(false);
    expect(isAnyPopupOpen('install-sheet')).toBe(true);
    release();
    expect(isAnyPopupOpen()).toBe(false);
  });

  it('counts two openings of one id, and a double release only once', () => {
    const first = markPopupOpen('notice');
    const second = markPopupOpen('notice');
    first();
    first();
    expect(isAnyPopupOpen()).toBe(true);
    second();
    expect(isAnyPopupOpen()).toBe(false);
  });

  it('tells subscribers when popups open and close', () => {
    let calls = 0;
    const stop = subscribePopups(() => calls++);
    markPopupOpen('download-image')();
    stop();
    markPopupOpen('download-image')();
    expect(calls).toBe(2);
  });
});

describe('whenPopupClosed', () => {
  it('resolves at once when that popup is not open, else only when it closes', async () => {
    await expect(whenPopupClosed('install-sheet')).resolves.toBeUndefined();
    const closeSheet = markPopupOpen('install-sheet');
    let done = false;
    const waiting = whenPopupClosed('install-sheet').then(() => {
      done = true;
    });
    markPopupOpen('other')();
    await Promise.resolve();
    expect(done).toBe(false);
    closeSheet();
    await waiting;
    expect(done).toBe(true);
  });

  it('waits for each of several popups', async () => {
    const closeSheet = markPopupOpen('install-sheet');
    const closeAlert = markPopupOpen('notice');
    let done = false;
    const waiting = whenPopupClosed('install-sheet', 'notice').then(() => {
      done = true;
    });
    closeSheet();
    await Promise.resolve();
    expect(done).toBe(false);
    closeAlert();
    await waiting;
    expect(done).toBe(true);
  });
});

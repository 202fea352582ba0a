import type { BrowserContext, Page } from '@playwright/test';
import { POPUP_ANNOUNCEMENT_KEY } from '../../src/common/storageKeys';

/**
 * The announcement popup (docs/announcements.md) opens over the home page 500 ms after it loads
 * in a fresh browser. Specs that test something else on the home page call this first: it marks
 * the popup "hidden today" before any page of the test loads.
 */
export async function hideAnnouncementPopup(target: Page | BrowserContext) {
  await target.addInitScript((key) => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    try {
      localStorage.setItem(key, JSON.stringify({ hash: 'hidden-by-test', hideUntil: midnight }));
    } catch {
      // A frame without storage (about:blank) has no popup either.
    }
  }, POPUP_ANNOUNCEMENT_KEY);
}

// The popups that would cover what most tests tap, and how the kit keeps them away unless a test
// asks for them (docs/qa.md "What the kit sets up for you").
import type { BrowserContext, Page } from '@playwright/test';
import { NOTIFICATION_ASKED_KEY, POPUP_ANNOUNCEMENT_KEY, presetStorage } from './storage.ts';
import type { ScenarioPatch } from './server-types.ts';

/**
 * The announcement popup (docs/announcements.md) opens over the home page 500 ms after it loads in
 * a fresh browser. This marks it "hidden today" before any page of `target` loads.
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

/** Members are asked about notifications once per device (docs/install-browser.md): answered. */
export async function answerNotificationQuestion(context: BrowserContext) {
  await presetStorage(context, 'local', NOTIFICATION_ASKED_KEY, '1');
}

/**
 * The download popups (docs/install.md) open the app-install sheet over the demo members' pages
 * (player01 crosses several thresholds): this switches them off on the backend.
 */
export const INSTALL_POPUPS_OFF: ScenarioPatch = {
  downloadSettings: { download_condition_switch: { enabled: false } },
};

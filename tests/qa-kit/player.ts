// What a player does in the browser, as the kit's and our own specs do it: log in through the
// form, open the home page, leave the tab and come back, get Chromium's install prompt.
import { expect, type Locator, type Page } from '@playwright/test';
import { strings } from './locales.ts';
import { DEMO_PASSWORD } from './member.ts';

/** Logs in through the login page, in the page's language (`language`, English by default). */
export async function logIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  query = '',
  language = 'en',
) {
  const text = strings(language);
  await page.goto(`/m/login${query}`);
  await page.getByLabel(text('auth.username')).fill(username);
  await page.getByLabel(text('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('auth.login_submit') }).click();
}

/**
 * Opens the home page (signed in by the link's `token` when given) and waits until `ready` shows:
 * by default the first carousel banner, the last thing a first visit draws.
 */
export async function openHome(page: Page, token?: string, ready?: Locator) {
  await page.goto(token ? `/m/home?token=${token}` : '/m/home');
  await expect(ready ?? page.locator('.banner-strip img').first()).toBeVisible();
}

/**
 * The player leaves the tab (another app, Settings) and comes back. Headless Chromium never hides
 * a page, so the page is told what a phone would tell it: hidden, then visible again. The
 * storefront checks for a new version and refreshes its settings when it becomes visible.
 */
export async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** Counts the synthetic prompt's `prompt()` calls, for tests to read. */
export type PromptWindow = Window & { installPromptShown?: number };

/**
 * Chromium offers its install prompt (a synthetic `beforeinstallprompt` whose answer the test
 * chooses): now on a page already open, else at every load of `page`, where any real prompt from
 * Chromium is kept from the app so only the test's exists. `window.installPromptShown` counts
 * the app's `prompt()` calls.
 */
export async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  const offer = ({ outcome, atLoad }: { outcome: string; atLoad: boolean }) => {
    const testWindow = window as PromptWindow;
    testWindow.installPromptShown = 0;
    const dispatch = () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        synthetic: true,
        prompt: async () => {
          testWindow.installPromptShown! += 1;
        },
        userChoice: Promise.resolve({ outcome }),
      });
      dispatchEvent(event);
    };
    if (!atLoad) return dispatch();
    addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (!('synthetic' in event)) event.stopImmediatePropagation();
      },
      true,
    );
    addEventListener('load', dispatch);
  };
  if (page.url() === 'about:blank') await page.addInitScript(offer, { outcome, atLoad: true });
  else await page.evaluate(offer, { outcome, atLoad: false });
}

import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, qaGet, test } from '../e2e/fixtures';
import type { Ledger } from '../e2e/tracking-helpers';
import { strings } from '../e2e/locales';

// IndexedDB that cannot open: private modes, a broken backing store, an open that never answers.
// The visit works from memory, with a notice; nothing persists (docs/architecture.md).

test.use({ locale: 'en-US' });
const en = strings('en');

const BROKEN_INDEXED_DB = {
  /** No IndexedDB at all (some private modes, locked-down in-app browsers). */
  missing: () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
  /** Every open fails as Chromium's does when its backing store is damaged. */
  failing: () => {
    IDBFactory.prototype.open = function open() {
      const request = {} as IDBOpenDBRequest & { error: DOMException };
      setTimeout(() => {
        request.error = new DOMException(
          'Internal error opening backing store for indexedDB.open.',
          'UnknownError',
        );
        const event = { target: request, preventDefault() {}, stopPropagation() {} };
        request.onerror?.(event as unknown as Event);
      });
      return request;
    };
  },
  /** Every open stays pending, as WebKit's sometimes does or an upgrade blocked by another tab. */
  hanging: () => {
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
  },
};

async function expectWorkingHome(page: Page) {
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.marquee-track')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: en('recovery.storage_memory') }),
  ).toBeVisible();
}

for (const [kind, breakIndexedDb] of Object.entries(BROKEN_INDEXED_DB)) {
  test(`IndexedDB ${kind}: the home page renders from memory with a notice`, async ({ page }) => {
    await page.addInitScript(breakIndexedDb);
    await page.goto('/m/home');
    await expectWorkingHome(page);
  });
}

test('without IndexedDB a player still logs in, and the login event reaches the collector', async ({
  page,
  server,
}) => {
  await page.addInitScript(BROKEN_INDEXED_DB.missing);
  await page.goto('/m/login');
  await page.getByLabel(en('auth.username')).fill('player01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('auth.login_submit') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  // The tracking outbox is made after the switch to memory, so it works from memory too.
  await expect
    .poll(async () =>
      (await qaGet<Ledger>(server, '/__qa/tracking')).events.map((event) => event.name),
    )
    .toContain('login');
});

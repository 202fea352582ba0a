import type { Locator, Page } from '@playwright/test';
import { encryptCustomerServicePath } from '../../server/cs-crypto.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { strings } from './locales.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// Every overlay is one Modal (src/ui/Modal.tsx, docs/architecture.md "Dialogs"): a native modal
// dialog, so the page behind takes neither taps nor the focus, Tab stays inside, Escape closes
// what may be closed, and the focus goes back where it was.
const en = strings('en');
test.use({ locale: 'en-US' });

async function homeSettled(page: Page) {
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Tab and Shift+Tab round the dialog more times than it has controls: the focus never leaves. */
async function expectTabStaysInside(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `focus inside after ${key}`).toBe(true);
  }
}

test.describe('an alert (DEMOBR, referral off)', () => {
  test.use({ merchant: 'DEMOBR' });

  test('holds the focus and the page until it is answered, then gives the focus back', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await homeSettled(page);
    const referral = page.getByRole('button', { name: en('promotions.referral'), exact: true });
    await referral.click();
    const alert = page.getByRole('alertdialog', { name: en('app.prompt') });
    await expect(alert).toContainText(en('app.coming_soon'));
    expect(await focusInside(alert)).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await expectTabStaysInside(page, alert);

    // The page behind is inert: the focus cannot be put there, a tap does not reach it.
    await referral.evaluate((button) => button.focus());
    expect(await focusInside(alert)).toBe(true);
    // A tap at its middle lands on what covers it (as Playwright's own click would find).
    await referral.scrollIntoViewIfNeeded();
    const tapped = await referral.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === null ? 'nothing' : button.contains(hit) ? 'the button' : 'a cover';
    });
    expect(tapped).toBe('a cover');

    // An alert waits for its answer: Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(alert).toBeVisible();
    await alert.getByRole('button').first().click();
    await expect(alert).toHaveCount(0);
    await expect(referral).toBeFocused();
  });
});

test('the two-factor dialog takes the focus, keeps Tab inside and closes on Escape', async ({
  page,
}) => {
  await page.goto('/m/login');
  await page.getByLabel(en('auth.username')).fill('twofa01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  const submit = page.getByRole('button', { name: en('auth.login_submit') });
  await submit.click();
  const dialog = page.getByRole('dialog', { name: en('auth.two_factor_title') });
  await expect(dialog).toBeFocused();
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('an action sheet closes on Escape', async ({ page, server }) => {
  await page.route('**/wps/system/config', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          customerService: ['/cs/DEMOVN/1', '/cs/DEMOVN/2'].map((target, index) => ({
            title: '',
            path: encryptCustomerServicePath(target, `Key${index}abcd`),
            csType: 'LIVECHAT',
            labelIds: [],
          })),
          domainList: [{ domainName: `localhost:${server.port}` }],
        },
      },
    }),
  );
  await page.goto('/m/home');
  await homeSettled(page);
  const button = page.getByRole('button', { name: en('customer_service.open') });
  await button.click();
  const sheet = page.getByRole('dialog', { name: en('status.online_customer_service') });
  await expect(sheet).toBeVisible();
  expect(await focusInside(sheet)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('a toast and a dialog that opens after it', () => {
  test.use({ announcementPopup: 'shown' });

  test('the toast shows above it, and is read out', async ({ page }) => {
    // No IndexedDB: the page says it keeps nothing (an 8 s toast); the announcement popup opens
    // 500 ms after the home page, while the toast is still up.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto('/m/home');
    const toast = page.getByRole('status').filter({ hasText: en('recovery.storage_memory') });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Behind a modal dialog the page is inert, out of sight of hit tests and screen readers
    // alike: the toast must be what a tap on it meets (toasts let taps through; for this look,
    // it takes them).
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      (element as HTMLElement).style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });
});

import type { Page } from '@playwright/test';
import { expect, storedSession as session, test } from './fixtures';
import { strings } from './locales';
import { networkQuiet } from '../qa-kit/index.ts';

test.use({ locale: 'en-US' });
const en = strings('en');

/** Picks an account on the provider's popup, which closes itself as soon as it has answered. */
async function choose(popup: Page, account: RegExp | string) {
  const button = popup.getByRole('button', { name: account });
  await button.waitFor();
  // The window may close while Playwright still confirms the click: the close is the success.
  await Promise.all([popup.waitForEvent('close'), button.click().catch(() => undefined)]);
}

const googleButton = (page: Page) =>
  page.getByRole('button', { name: en('social.continue_with', { provider: 'Google' }) });

test('a bound Google identity signs in through the popup and lands home', async ({ page }) => {
  await page.goto('/m/login');
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()]);
  await choose(popup, /lan\.nguyen@gmail\.example/);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: 'player01' });
});

test('an unbound identity offers the choose dialog; Create a new account registers it', async ({
  page,
}) => {
  await page.goto('/m/login');
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()]);
  await choose(popup, /new\.player@gmail\.example/);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This account is not linked yet');
  await expect(dialog).not.toContainText('please register');
  await expect(
    dialog.getByRole('button', { name: en('social.login_exist_account') }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: en('social.register_new') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: 'new_player' });
});

test('under FIREBASECREATEACC3 an unbound identity is registered without asking', async ({
  page,
  scenario,
}) => {
  await scenario({ whitelabelOn: ['FIREBASECREATEACC3'] });
  await page.goto('/m/login');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: en('social.continue_with', { provider: 'LINE' }) }).click(),
  ]);
  await choose(popup, /thao\.pham@line\.example/);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: 'thao_pham' });
});

test('cancelling the popup shows the translated error with its code', async ({ page }) => {
  await page.goto('/m/login');
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()]);
  await choose(popup, 'Cancel');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(en('social_errors.auth/popup-closed-by-user'));
  await expect(dialog).toContainText(en('social.code', { code: 'auth/popup-closed-by-user' }));
});

test.describe("inside LINE's browser the redirect flow is used", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Line/14.1.0',
  });

  test('sign-in leaves for the provider and resumes on return, leaving no token in the address', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await googleButton(page).click();
    await page.getByRole('button', { name: /lan\.nguyen@gmail\.example/ }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(page.url()).not.toContain('devIdp');
    expect(await session(page)).toMatchObject({ userName: 'player01' });
  });
});

test.describe('Google one-tap (GOOGLELOGIN3 on DEMOBR)', () => {
  test.use({ merchant: 'DEMOBR' });

  test('the one-tap card signs a visitor in from the home page', async ({ page }) => {
    await page.goto('/m/home');
    const card = page.getByRole('dialog', { name: /Sign in with Google/ });
    await card.getByRole('button', { name: /ana\.souza@gmail\.example/ }).click();
    await expect.poll(() => session(page)).toMatchObject({ userName: 'player01' });
  });
});

test('no one-tap without GOOGLELOGIN3', async ({ page, clock }) => {
  // One-tap starts once the status answered, waits its delay, then decides (and would load
  // Google's script to show the card).
  const statusAnswered = page.waitForResponse('**/wps/system/status*');
  await page.goto('/m/home');
  await statusAnswered;
  await expect(page.locator('.banner-strip img')).toHaveCount(4);
  await networkQuiet(page);
  const { ONE_TAP_DELAY_MS } = await import('../../src/features/auth/social/oneTap.ts');
  await clock.past(ONE_TAP_DELAY_MS);
  await networkQuiet(page);
  await expect(page.getByRole('dialog', { name: /Sign in with Google/ })).toHaveCount(0);
});

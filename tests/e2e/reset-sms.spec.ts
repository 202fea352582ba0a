import { seriousAccessibilityProblems } from './axe';
import { expect, storedSession, test } from './fixtures';
import { chooseNewPassword, en, smsCodeFor, tryPassword } from './reset-helpers';

test.use({ locale: 'en-US' });

const NEW_PASSWORD = 'Reset2026ok';

test('forgot password by SMS: code to the number typed with its trunk 0, new password, old one refused', async ({
  page,
  server,
}) => {
  await page.goto('/m/login');
  await page.getByRole('link', { name: en('reset.link') }).click();
  await expect(page).toHaveURL(/\/m\/forgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: en('reset.title') })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // player01's DEMOVN phone is +84 901 234 567; typed the Vietnamese way, trunk 0 and spaces.
  await page.getByLabel(en('auth.mobile_number')).fill('0901 234 567');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  const code = await smsCodeFor(server, '+84901234567');

  // A wrong code first: said in place, with the attempts left; the number is kept.
  const codeInput = page.getByLabel(en('auth.verification_code'));
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: en('reset.continue') }).click();
  await expect(page.getByText(en('reset.error_code_wrong_attempts', { count: '4' }))).toBeVisible();
  await expect(page.getByLabel(en('auth.mobile_number'))).toHaveValue('0901 234 567');

  await codeInput.fill(code);
  await page.getByRole('button', { name: en('reset.continue') }).click();
  await expect(page.getByText(en('reset.for_account', { account: 'pl****01' }))).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The change-password rule holds before anything is sent.
  await chooseNewPassword(page, 'lettersonly');
  await expect(page.getByText(en('auth.password_rule')).first()).toBeVisible();
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText(en('reset.done'))).toBeVisible();

  await tryPassword(page, 'player01', 'Player#2026');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await tryPassword(page, 'player01', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'player01' });
});

test('five wrong reset codes void the code until a new one is sent', async ({ page, server }) => {
  await page.goto('/m/forgotPassword');
  await page.getByLabel(en('auth.mobile_number')).fill('901234567');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  const code = await smsCodeFor(server, '+84901234567');
  const wrong = code === '000000' ? '111111' : '000000';
  const codeInput = page.getByLabel(en('auth.verification_code'));
  for (let left = 4; left >= 1; left--) {
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: en('reset.continue') }).click();
    await expect(
      page.getByText(en('reset.error_code_wrong_attempts', { count: String(left) })),
    ).toBeVisible();
  }
  await codeInput.fill(wrong);
  await page.getByRole('button', { name: en('reset.continue') }).click();
  await expect(page.getByText(en('reset.error_too_many_codes'))).toBeVisible();
  // Even the right code is refused now.
  await codeInput.fill(code);
  await page.getByRole('button', { name: en('reset.continue') }).click();
  await expect(page.getByText(en('reset.error_too_many_codes'))).toBeVisible();
  await expect(page.getByText(en('reset.for_account', { account: 'pl****01' }))).toHaveCount(0);
});

test('with the SMS captcha on, the reset code waits for it', async ({ page, server, scenario }) => {
  await scenario({ smsCaptcha: true, captchaVersion: 'v4' });
  await page.goto('/m/forgotPassword');
  await page.getByLabel(en('auth.mobile_number')).fill('0901234567');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(en('captcha.complete_first'));
  await page.getByRole('button', { name: en('app.confirm') }).click();
  await page.getByRole('button', { name: 'I am not a robot' }).click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  expect(await smsCodeFor(server, '+84901234567')).toMatch(/^\d{6}$/);
});

test('a number that is no phone number is refused before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/password/reset/')) sent.push(request.url());
  });
  await page.goto('/m/forgotPassword');
  await page.getByLabel(en('auth.mobile_number')).fill('0901 23');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByText(en('phone.too_short'))).toBeVisible();
  await expect(page.getByLabel(en('auth.mobile_number'))).toBeFocused();
  expect(sent).toEqual([]);
});

test('a captcha the merchant switched on since the page opened is asked for in words', async ({
  page,
  scenario,
}) => {
  await page.goto('/m/forgotPassword');
  await page.getByLabel(en('auth.mobile_number')).fill('0901234567');
  await scenario({ smsCaptcha: true, captchaVersion: 'v4' });
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByRole('alert')).toHaveText(en('reset.error_captcha'));
  await expect(page.getByRole('button', { name: en('auth.send_code') })).toBeEnabled();
});

test.describe('Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR' });

  test('forgot password by SMS with a number typed with its trunk 0 and area code', async ({
    page,
    server,
  }) => {
    await page.goto('/m/forgotPassword');
    // player01's DEMOBR phone is +55 11 98765 4321.
    await page.getByLabel(en('auth.mobile_number')).fill('(011) 98765-4321');
    await page.getByRole('button', { name: en('auth.send_code') }).click();
    const code = await smsCodeFor(server, '+5511987654321');
    await expect(page.getByLabel(en('auth.mobile_number'))).toHaveValue('(11) 98765-4321');
    await page.getByLabel(en('auth.verification_code')).fill(code);
    await page.getByRole('button', { name: en('reset.continue') }).click();
    await chooseNewPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/login$/);
    await tryPassword(page, 'player01', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

import type { Page } from '@playwright/test';
import { REGISTER_GUARD_MS } from '../../src/common/auth-constants.ts';
import { expect, qaGet, storedMember, storedSession as sessionOf, test } from './fixtures';
import { strings } from './locales';

test.use({ locale: 'en-US' });
const en = strings('en');

/** The code the development SMS gateway "sent" to a number (GET /__qa/sms). */
async function smsCodeFor(server: { url: string }, number: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sent = await qaGet<{ number: string; code: string }[]>(server, '/__qa/sms');
      code = sent.findLast((sms) => sms.number === number)?.code;
      return code;
    })
    .toBeDefined();
  return code!;
}

const passwordInput = (page: Page) => page.getByLabel(en('auth.password'), { exact: true });
const confirmInput = (page: Page) => page.getByLabel(en('register.confirm_password'));
const submitButton = (page: Page) => page.getByRole('button', { name: en('register.submit') });
const resendLabel = new RegExp(en('auth.resend_in').replace('{{seconds}}', '\\d+'));

async function fillUsernameForm(page: Page, username: string, password: string) {
  await page.getByLabel(en('auth.username')).fill(username);
  await passwordInput(page).fill(password);
  await confirmInput(page).fill(password);
}

test('registering by username signs in and lands on home with a session', async ({
  page,
  server,
}) => {
  await page.goto('/m/register');
  await expect(page.getByRole('heading', { level: 1, name: en('pages.register') })).toBeVisible();
  await fillUsernameForm(page, 'newbie01', 'Secret123');
  await submitButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: en('register.success') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sessionOf(page)).toMatchObject({
    userName: 'newbie01',
    merchantCode: 'DEMOVN',
    token: expect.any(String),
  });
  const member = await storedMember(server.dataDir, 'DEMOVN', 'newbie01');
  expect(member).toMatchObject({ registerMethod: 'H5', mobile: null });
});

test('/m/register.html is the registration page too', async ({ page }) => {
  await page.goto('/m/register.html');
  await expect(submitButton(page)).toBeVisible();
});

test('invalid fields are named under each field and the first one gets the focus', async ({
  page,
}) => {
  await page.goto('/m/register');
  await submitButton(page).click();
  const username = page.getByLabel(en('auth.username'));
  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription(en('auth.required'));
  await username.fill('1abc');
  await passwordInput(page).fill('Secret123');
  await confirmInput(page).fill('Secret124');
  await submitButton(page).click();
  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription(en('register.username_rule'));
  await expect(confirmInput(page)).toHaveAccessibleDescription(en('auth.password_mismatch'));
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a taken username shows the server message once and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/m/register');
  await fillUsernameForm(page, 'player01', 'Secret123');
  await submitButton(page).click();
  const alert = page.getByRole('alertdialog');
  // The reference backend's message for user.exists (server/auth/call.ts).
  await expect(alert).toContainText('This account is already registered');
  await alert.getByRole('button', { name: en('app.confirm') }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel(en('auth.username'))).toHaveValue('player01');
  await expect(passwordInput(page)).toHaveValue('Secret123');
  await expect(confirmInput(page)).toHaveValue('Secret123');
  await expect(page).toHaveURL(/\/m\/register$/);
  expect(await sessionOf(page)).toBeNull();
});

test('registering by mobile number with the SMS code signs in', async ({ page, server, clock }) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.by_mobile') }).click();
  // DEMOVN has countries but not UPDATEMOBILEICC3 nor MOBILEPWDREG3: no picker, no password.
  await expect(page.getByRole('button', { name: en('country.dialing_code') })).toHaveCount(0);
  await expect(passwordInput(page)).toHaveCount(0);

  const mobile = page.getByLabel(en('auth.mobile_number'));
  await mobile.fill('0987 654 321');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await expect(page.getByRole('button', { name: resendLabel })).toBeDisabled();
  const code = await smsCodeFor(server, '+84987654321');

  // A wrong code: the server's message, the code cleared, the number kept.
  const codeInput = page.getByLabel(en('auth.verification_code'));
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await submitButton(page).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The verification code is wrong or has expired');
  await alert.getByRole('button', { name: en('app.confirm') }).click();
  await expect(codeInput).toHaveValue('');
  await expect(mobile).toHaveValue('0987 654 321');

  // The double-submit guard ignores a submit within 500 ms of the last one.
  await clock.past(REGISTER_GUARD_MS);
  await codeInput.fill(code);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sessionOf(page)).toMatchObject({ userName: '84987654321' });
  const member = await storedMember(server.dataDir, 'DEMOVN', '84987654321');
  expect(member?.mobile).toEqual({ dialingCode: '84', number: '987654321' });
});

test('the affiliate and referral codes of the landing address reach the backend', async ({
  page,
  server,
}) => {
  await page.goto('/m/login?affiliateCode=AFF77&r=REF55');
  await page.getByRole('link', { name: en('pages.register') }).click();
  await expect(page).toHaveURL(/\/m\/register\?affiliateCode=AFF77&r=REF55$/);
  // The address changes at once, but the login page, with its own Username field, stays on
  // screen until the registration page has rendered (src/app/transitionLocation.ts).
  await expect(page.getByRole('heading', { name: en('pages.register') })).toBeVisible();
  await fillUsernameForm(page, 'friend07', 'Secret123');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect
    .poll(() => storedMember(server.dataDir, 'DEMOVN', 'friend07'))
    .toMatchObject({ affiliateCode: 'AFF77', referralCode: 'REF55' });
});

test('with the merchant captcha on, registration needs it completed, then goes through', async ({
  page,
  server,
  scenario,
}) => {
  await scenario({ captcha: true });
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/member/register')) registerCalls.push(request.url());
  });
  await page.goto('/m/register');
  await fillUsernameForm(page, 'newbie02', 'Secret123');
  await submitButton(page).click();
  await expect(page.getByRole('alertdialog')).toContainText(en('captcha.complete_first'));
  expect(registerCalls).toEqual([]);
  expect(await storedMember(server.dataDir, 'DEMOVN', 'newbie02')).toBeUndefined();
  await page.getByRole('button', { name: en('app.confirm') }).click();
  await page.getByRole('button', { name: 'I am not a robot' }).click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedMember(server.dataDir, 'DEMOVN', 'newbie02')).toBeDefined();
});

test.describe('Brazilian merchant (UPDATEMOBILEICC3 on)', () => {
  test.use({ merchant: 'DEMOBR' });

  test('the country picker lists the countries and the choice changes the code', async ({
    page,
    server,
  }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: en('register.by_mobile') }).click();
    const picker = page.getByRole('button', { name: en('country.dialing_code') });
    await expect(picker).toContainText('BR');
    await expect(picker).toContainText('+55');

    await picker.click();
    const sheet = page.getByRole('dialog', { name: en('country.title') });
    await expect(sheet.getByRole('listitem')).toHaveCount(7);
    await expect(sheet.getByRole('button', { name: en('country.close') })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Brazil\s*\+55/ })).toBeVisible();
    await sheet.getByRole('button', { name: /Portugal\s*\+351/ }).click();
    await expect(sheet).toBeHidden();
    await expect(picker).toContainText('PT');
    await expect(picker).toContainText('+351');

    // The chosen code is the one the SMS goes to and the member registers with.
    await page.getByLabel(en('auth.mobile_number')).fill('912345678');
    await page.getByRole('button', { name: en('auth.send_code') }).click();
    const code = await smsCodeFor(server, '+351912345678');
    await page.getByLabel(en('auth.verification_code')).fill(code);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const member = await storedMember(server.dataDir, 'DEMOBR', '351912345678');
    expect(member?.mobile).toEqual({ dialingCode: '351', number: '912345678' });
  });

  test('the close button closes the list and keeps the country', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: en('register.by_mobile') }).click();
    const picker = page.getByRole('button', { name: en('country.dialing_code') });
    await picker.click();
    const sheet = page.getByRole('dialog', { name: en('country.title') });
    await sheet.getByRole('button', { name: en('country.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(picker).toContainText('+55');
    await expect(picker).toBeFocused();
  });
});

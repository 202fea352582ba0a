import { expect, storedMember, storedSession, test } from './fixtures';
import { en, smsCodeFor } from './reset-helpers';

test.use({ locale: 'en-US' });

// Numbers typed the way people type them at home: trunk 0, spaces. What is sent is E.164.

test('SMS login with a number typed with its trunk 0 and spaces', async ({ page, server }) => {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/verification/sms/noLogin')) sent.push(request.postDataJSON());
  });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: en('auth.login_by_sms') }).click();
  await page.getByLabel(en('auth.mobile_number')).fill('0901 234 567');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  const code = await smsCodeFor(server, '+84901234567');
  expect(sent).toEqual([{ countryDialingCode: '84', mobileNum: '+84901234567' }]);
  await page.getByLabel(en('auth.verification_code')).fill(code);
  await page.getByRole('button', { name: en('auth.login_submit') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'player01' });
});

test('registration by mobile with a number typed with its trunk 0 and spaces', async ({
  page,
  server,
}) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.by_mobile') }).click();
  await page.getByLabel(en('auth.mobile_number')).fill('0933 444 555');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  const code = await smsCodeFor(server, '+84933444555');
  await page.getByLabel(en('auth.verification_code')).fill(code);
  await page.getByRole('button', { name: en('register.submit') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const member = await storedMember(server.dataDir, 'DEMOVN', '84933444555');
  expect(member?.mobile).toEqual({ dialingCode: '84', number: '933444555' });
});

test('the phone chunk is not loaded by the home route', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  expect(scripts.filter((path) => /\/phone-[^/]*\.js$/.test(path))).toEqual([]);
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.by_mobile') }).click();
  await expect.poll(() => scripts.some((path) => /\/phone-[^/]*\.js$/.test(path))).toBe(true);
});

test('a number left before the phone library arrived is still shown the country’s way', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/phone-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: en('auth.login_by_sms') }).click();
  const number = page.getByLabel(en('auth.mobile_number'));
  await number.fill('901234567');
  await number.blur();
  await expect(number).toHaveValue('901234567');
  release();
  await expect(number).toHaveValue('0901 234 567');
});

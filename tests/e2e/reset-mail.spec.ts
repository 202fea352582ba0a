import type { Page } from '@playwright/test';
import { seriousAccessibilityProblems } from './axe';
import { expect, qaGet, storedSession, test } from './fixtures';
import { chooseNewPassword, en, resetLinkFor, smsCodeFor, tryPassword } from './reset-helpers';

test.use({ locale: 'en-US' });

const NEW_PASSWORD = 'Mailed2026ok';
const ADDRESS = 'player01@demovn.example';

/** The mailed link on this test's server: its path and fragment (where the token is). */
const linkPath = (link: string) => new URL(link).pathname + new URL(link).hash;

async function askForLink(page: Page, email = ADDRESS) {
  await page.goto('/m/forgotPassword');
  await page.getByRole('tab', { name: en('reset.by_email') }).click();
  await page.getByLabel(en('auth.username')).fill('player01');
  await page.getByLabel(en('auth.email')).fill(email);
  await page.getByRole('button', { name: en('reset.send_link') }).click();
}

test('forgot password by e-mail: the mailed link sets a new password, once, and the old one stops working', async ({
  page,
  server,
}) => {
  await askForLink(page);
  await expect(page.getByText(en('reset.mail_sent', { email: ADDRESS }))).toBeVisible();
  // The server mails an address once a minute: the button counts down as long.
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  const link = await resetLinkFor(server, ADDRESS);
  await page.goto(linkPath(link));
  await expect(page.getByText(en('reset.for_account', { account: 'pl****01' }))).toBeVisible();
  // The token leaves the address at once.
  expect(page.url()).not.toContain('token');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/m\/login$/);

  await tryPassword(page, 'player01', 'Player#2026');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await tryPassword(page, 'player01', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);

  // The same link again: used.
  await page.goto(linkPath(link));
  await expect(page.getByRole('alert')).toHaveText(en('reset.error_link_used'));
  await expect(page.getByRole('link', { name: en('reset.request_new_link') })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('a link voided by a newer reset says it expired; a made-up one says it is not valid', async ({
  page,
  server,
}) => {
  await askForLink(page);
  const link = await resetLinkFor(server, ADDRESS);

  // A reset by SMS since then voids the mailed link.
  await page.goto('/m/forgotPassword');
  await page.getByLabel(en('auth.mobile_number')).fill('0901234567');
  await page.getByRole('button', { name: en('auth.send_code') }).click();
  await page
    .getByLabel(en('auth.verification_code'))
    .fill(await smsCodeFor(server, '+84901234567'));
  await page.getByRole('button', { name: en('reset.continue') }).click();
  await expect(page.getByText(en('reset.for_account', { account: 'pl****01' }))).toBeVisible();

  await page.goto(linkPath(link));
  await expect(page.getByRole('alert')).toHaveText(en('reset.error_link_expired'));

  await page.goto(`/m/resetPassword#token=${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(en('reset.error_link_invalid'));
  await page.goto('/m/resetPassword');
  await expect(page.getByRole('alert')).toHaveText(en('reset.error_link_invalid'));
  await page.getByRole('link', { name: en('reset.request_new_link') }).click();
  await expect(page).toHaveURL(/\/m\/forgotPassword$/);
});

test('the e-mail form checks its fields, and answers the same for an unknown address', async ({
  page,
  server,
}) => {
  await page.goto('/m/forgotPassword');
  await page.getByRole('tab', { name: en('reset.by_email') }).click();
  await page.getByRole('button', { name: en('reset.send_link') }).click();
  await expect(page.getByLabel(en('auth.username'))).toBeFocused();
  await page.getByLabel(en('auth.username')).fill('player01');
  await page.getByLabel(en('auth.email')).fill('player01@');
  await page.getByRole('button', { name: en('reset.send_link') }).click();
  await expect(page.getByText(en('reset.email_invalid'))).toBeVisible();

  await askForLink(page, 'someone.else@demovn.example');
  await expect(
    page.getByText(en('reset.mail_sent', { email: 'someone.else@demovn.example' })),
  ).toBeVisible();
  const mails = await qaGet<{ to: string }[]>(server, '/__qa/mail');
  expect(mails.map((mail) => mail.to)).not.toContain('someone.else@demovn.example');
});

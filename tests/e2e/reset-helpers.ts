// What the forgotten-password journeys share: the QA views of the sent SMS and mails, and the
// fields of the pages by their English labels.
import { expect, type Page } from '@playwright/test';
import { qaGet } from './fixtures';
import { strings } from './locales';

export const en = strings('en');

/** The last code the development SMS gateway "sent" to an E.164 number (GET /__qa/sms). */
export async function smsCodeFor(server: { url: string }, number: string, notBefore = 0) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sent = await qaGet<{ number: string; code: string; expirationTime: number }[]>(
        server,
        '/__qa/sms',
      );
      code = sent.findLast((sms) => sms.number === number && sms.expirationTime > notBefore)?.code;
      return code;
    })
    .toBeDefined();
  return code!;
}

/** The link of the last reset mail to an address (GET /__qa/mail). */
export async function resetLinkFor(server: { url: string }, to: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await qaGet<{ to: string; link: string }[]>(server, '/__qa/mail');
      link = mails.findLast((mail) => mail.to === to)?.link;
      return link;
    })
    .toBeDefined();
  return link!;
}

export async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel(en('auth.new_password'), { exact: true }).fill(password);
  await page.getByLabel(en('auth.confirm_password')).fill(password);
  await page.getByRole('button', { name: en('reset.submit') }).click();
}

/** Signs in with the password form and waits for where it lands or the alert it shows. */
export async function tryPassword(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel(en('auth.username')).fill(username);
  await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('auth.login_submit') }).click();
}

import type { Page } from '@playwright/test';
import { expect, storedSession as session, test, tokenFor } from '../e2e/fixtures';
import { strings } from '../e2e/locales';

// A link carrying another member's token, opened in a tab already signed in: the tab's session
// is never replaced behind the player's back (docs/auth.md).

test.use({ locale: 'en-US' });
const en = strings('en');

/** Signed in as player01 in this tab (its name known), then a link for nochat01 opens. */
async function openForeignLink(page: Page, mine: string, theirs: string) {
  await page.goto(`/m/home?token=${mine}`);
  await expect.poll(async () => (await session(page))?.userName).toBe('player01');
  await page.goto(`/m/home?affiliateCode=AF1&token=${theirs}`);
  // Out of the address bar at once, whatever the player answers.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AF1$/);
  const question = page.getByRole('alertdialog', { name: en('recovery.switch_title') });
  await expect(question).toContainText(en('recovery.switch_current', { name: 'player01' }));
  await expect(question).toContainText(en('recovery.switch_link', { name: 'nochat01' }));
  // Nothing changed while the question is open.
  expect((await session(page))?.token).toBe(mine);
  return question;
}

test('keeping the current account leaves the session as it was', async ({ page, server }) => {
  const mine = await tokenFor(server, 'player01');
  const question = await openForeignLink(page, mine, await tokenFor(server, 'nochat01'));
  // The safe answer is the first, focused one.
  await expect(question.getByRole('button', { name: en('recovery.switch_keep') })).toBeFocused();
  await question.getByRole('button', { name: en('recovery.switch_keep') }).click();
  await expect(question).toBeHidden();
  expect(await session(page)).toMatchObject({ token: mine, userName: 'player01' });
  await page.reload();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  expect(await session(page)).toMatchObject({ token: mine, userName: 'player01' });
});

test('switching takes the account of the link', async ({ page, server }) => {
  const theirs = await tokenFor(server, 'nochat01');
  const question = await openForeignLink(page, await tokenFor(server, 'player01'), theirs);
  await question.getByRole('button', { name: en('recovery.switch_confirm') }).click();
  await expect(question).toBeHidden();
  expect(await session(page)).toMatchObject({ token: theirs, userName: 'nochat01' });
});

import type { Page } from '@playwright/test';
import { clockRecipes } from '../qa-kit/index.ts';
import { DEMO_PASSWORD, expect, hideAnnouncementPopup, logIn, test, tokenFor } from './fixtures';
import { strings } from './locales';
import { seriousAccessibilityProblems } from './axe.ts';

// Spec §4 announcement popup on the DEMOVN fixtures (server/merchants/DEMOVN.ts `popups`):
// 301 A members, 302 B visitors, 303 F first login with forceRead, 304 B hostile HTML.
test.use({ locale: 'en-US', timezoneId: 'Asia/Ho_Chi_Minh', announcementPopup: 'shown' });
const en = strings('en');

const MEMBER_TITLE = 'Ưu đãi hội viên';
const VISITOR_TITLE = 'Đăng ký nhận quà';
const FIRST_LOGIN_TITLE = 'Chào mừng thành viên mới';
const HOSTILE_TITLE = 'Lịch quay số dịp lễ';

/** The announcement popup: the dialog with the "don't show today" choice. */
function popup(page: Page) {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('checkbox', { name: en('announcements.hide_today') }) });
}

/** Opens (or reloads) a page and waits for the popup announcements to arrive. */
async function open(page: Page, go: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/wps/relay/MCSFE_getListAnnouncements') &&
      new URL(response.url()).searchParams.get('types') === 'PR',
  );
  await go();
  await answered;
}

/**
 * The popup decides 500 ms after the page mounts and once its answer is stored (`open` waited
 * for it): the page's fake clock (the `clock` fixture, or the test's own) moves past that delay.
 */
async function expectNoPopup(page: Page) {
  await clockRecipes(page).pastAnnouncementDelay();
  await expect(popup(page)).toHaveCount(0);
}

const dots = (page: Page) => popup(page).getByRole('button', { name: /^Announcement \d of \d$/ });

test('a visitor sees the B popups, with focus inside, and Escape closes it for good', async ({
  page,
  clock: _clock,
}) => {
  await open(page, () => page.goto('/m/home'));
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: VISITOR_TITLE })).toHaveAttribute(
    'aria-modal',
    'true',
  );
  await expect(dialog).toBeFocused();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  // Tab stays inside the dialog.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: en('announcements.close') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Đăng ký ngay' })).toBeFocused();

  await expect(dots(page)).toHaveCount(2);
  await expect(dialog).not.toContainText(MEMBER_TITLE);
  await expect(dialog.getByRole('button', { name: en('announcements.previous') })).toBeDisabled();

  await dialog.getByRole('button', { name: en('announcements.next') }).click();
  await expect(dialog.getByRole('heading')).toHaveText(HOSTILE_TITLE);
  await dots(page).first().click();
  await expect(dialog.getByRole('heading')).toHaveText(VISITOR_TITLE);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await open(page, () => page.reload());
  await expectNoPopup(page);
});

test('a member sees the A popup only', async ({ page, server }) => {
  const token = await tokenFor(server, 'player01');
  await open(page, () => page.goto(`/m/home?token=${token}`));
  const dialog = page.getByRole('dialog', { name: MEMBER_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('20%');
  await expect(dots(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: en('announcements.close') }).click();
  await expect(dialog).toHaveCount(0);
});

test('a link to /m/ inside an announcement opens in the app', async ({ page }) => {
  await open(page, () => page.goto('/m/home'));
  await popup(page).getByRole('link', { name: 'Đăng ký ngay' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(popup(page)).toHaveCount(0);
});

test('the popup shows again when an announcement changes', async ({ page, scenario }) => {
  await open(page, () => page.goto('/m/home'));
  await popup(page)
    .getByRole('button', { name: en('announcements.close') })
    .click();
  await expect(popup(page)).toHaveCount(0);

  await scenario({ popupRevision: '2' });
  await open(page, () => page.reload());
  await expect(page.getByRole('dialog', { name: `${VISITOR_TITLE} [2]` })).toBeVisible();
});

test('"hide today" hides it until the next local day starts', async ({ page }) => {
  await page.clock.install({ time: new Date('2030-01-15T21:00:00+07:00') });
  await open(page, () => page.goto('/m/home'));
  await popup(page)
    .getByRole('checkbox', { name: en('announcements.hide_today') })
    .check();
  await popup(page)
    .getByRole('button', { name: en('announcements.close') })
    .click();
  await expect(popup(page)).toHaveCount(0);

  await open(page, () => page.reload());
  await expectNoPopup(page);

  await page.clock.setSystemTime(new Date('2030-01-15T23:59:00+07:00'));
  await open(page, () => page.reload());
  await expectNoPopup(page);

  await page.clock.setSystemTime(new Date('2030-01-16T00:00:30+07:00'));
  await open(page, () => page.reload());
  await expect(page.getByRole('dialog', { name: VISITOR_TITLE })).toBeVisible();
});

test('on a first login the F popup shows and must be read to the end before closing', async ({
  page,
}) => {
  await logIn(page, 'first01');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await open(page, () => page.goto('/m/home'));

  const dialog = popup(page);
  await expect(page.getByRole('dialog', { name: MEMBER_TITLE })).toBeVisible();
  await expect(dots(page)).toHaveCount(2);
  const close = dialog.getByRole('button', { name: en('announcements.close') });
  await expect(close).toBeDisabled();
  await expect(close).toHaveAccessibleDescription(en('announcements.read_all'));
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: en('announcements.next') }).click();
  await expect(dialog.getByRole('heading')).toHaveText(FIRST_LOGIN_TITLE);
  await expect(close).toBeEnabled();
  await dialog.getByRole('button', { name: en('announcements.previous') }).click();
  await expect(close).toBeEnabled();
  await close.click();
  await expect(dialog).toHaveCount(0);
});

test('after the first login, F popups are gone', async ({ page }) => {
  await logIn(page, 'first01');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.getByLabel(en('auth.old_password')).fill(DEMO_PASSWORD);
  await page.getByLabel(en('auth.new_password'), { exact: true }).fill('Second#2027');
  await page.getByLabel(en('auth.confirm_password')).fill('Second#2027');
  await open(page, () =>
    page.getByRole('button', { name: en('auth.change_password_submit') }).click(),
  );
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('dialog', { name: MEMBER_TITLE })).toBeVisible();

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await page.getByLabel(en('auth.username')).fill('first01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill('Second#2027');
  await open(page, () => page.getByRole('button', { name: en('auth.login_submit') }).click());
  await expect(page).toHaveURL(/\/m\/home$/);
  // The set changed (A without F), so the popup shows again, with the A slide alone.
  await expect(page.getByRole('dialog', { name: MEMBER_TITLE })).toBeVisible();
  await expect(dots(page)).toHaveCount(0);
  await expect(popup(page)).not.toContainText(FIRST_LOGIN_TITLE);
});

test('hostile announcement HTML runs nothing and its text still shows', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The image that carried onerror is still fetched (and fails), so the payload had its trigger.
  const missingImage = page.waitForResponse((response) =>
    response.url().endsWith('/cdn/DEMOVN/missing.png'),
  );

  await open(page, () => page.goto('/m/home'));
  const dialog = popup(page);
  await dialog.getByRole('button', { name: en('announcements.next') }).click();
  await expect(dialog.getByRole('heading')).toHaveText(HOSTILE_TITLE);
  expect((await missingImage).status()).toBe(404);

  const content = dialog.locator('.announcement-content');
  await expect(content).toContainText('Lịch quay số dịp lễ đã được cập nhật.');
  await expect(content).toContainText('Giờ quay: 18:15 hằng ngày.');
  await expect(content).toContainText('Đăng nhập lại tại đây');
  await expect(
    content.locator('script, iframe, svg, object, embed, form, style, details, [style], [class]'),
  ).toHaveCount(0);
  const external = content.getByRole('link', { name: 'Lịch đầy đủ' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(content.getByText('Xem chi tiết')).not.toHaveAttribute('href');
  await expect(content.getByText('Tải lịch')).not.toHaveAttribute('href');
  await content.getByText('Xem chi tiết').click();

  // The would-be overlay is plain text: the close button is still the one that gets the click.
  await dialog.getByRole('button', { name: en('announcements.close') }).click();
  await expect(dialog).toHaveCount(0);

  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page).toHaveTitle(en('pages.home'));
  expect(dialogs).toEqual([]);
  expect(requested.filter((url) => /^(javascript|data):/i.test(url))).toEqual([]);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('other specs can keep it out of their way for the day', async ({ page, clock: _clock }) => {
  await hideAnnouncementPopup(page);
  await open(page, () => page.goto('/m/home'));
  await expectNoPopup(page);
});

test.describe('Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR', locale: 'pt-BR' });

  test('a visitor sees its own B popup', async ({ page }) => {
    await open(page, () => page.goto('/m/home'));
    await expect(page.getByRole('dialog', { name: 'Cadastre-se e ganhe' })).toBeVisible();
  });
});

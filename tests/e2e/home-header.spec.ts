import type { Page } from '@playwright/test';
import { expect, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';

const vi = strings('vi');
const en = strings('en');

test.use({ locale: 'vi-VN' });

/** The language posts this page made to the server. */
function languagePosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/wps/member/language')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

test('a visitor switches to English: every text follows and the choice survives a reload', async ({
  page,
}) => {
  const posts = languagePosts(page);
  await page.goto('/m/home');
  await expect(page.getByRole('navigation')).toContainText(vi('pages.home'));
  await page.getByLabel(vi('language.label')).selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation')).toContainText(en('pages.home'));
  await page.reload();
  await expect(page.getByLabel(en('language.label'))).toHaveValue('EN');
  expect(posts).toEqual([]);
});

test('a member’s choice is saved on the server; a type-4 member’s is not', async ({
  page,
  server,
}) => {
  const posts = languagePosts(page);
  await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
  await page.getByLabel(vi('language.label')).selectOption('TH');
  await expect.poll(() => posts.length).toBe(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ language: 'TH' });

  const other = await page.context().newPage();
  const otherPosts = languagePosts(other);
  await other.goto(`/m/home?token=${await tokenFor(server, 'nochat01')}`);
  await expect(other.locator('.banner-strip img').first()).toBeVisible();
  // Member info must be known before the choice, as it would be for a player looking at the page.
  await other.waitForTimeout(500);
  await other.getByLabel(strings('th')('language.label')).selectOption('EN');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  expect(otherPosts).toEqual([]);
});

test('banner links: a promotion opens its page, a game banner its launch, with no token shown', async ({
  page,
  server,
}) => {
  await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
  const banners = page.locator('.banner-strip a.banner');
  await expect(banners.first()).toBeVisible();
  const hrefs = await banners.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs.some((href) => href?.includes('/m/activity?id=12'))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith('/m/launchGame?'))).toBe(true);
  expect(hrefs.every((href) => !href?.includes('token='))).toBe(true);
  await page.locator('.banner-strip a[href*="/m/launchGame"]').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*vendor=TCG_LOTTO_VN/);
});

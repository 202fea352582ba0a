import type { Page } from '@playwright/test';
import { expect, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';
import { networkQuiet } from '../qa-kit/index.ts';

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

/**
 * The member's info is read: the VIP block draws only then (its label is the server's). It waits
 * on a call and two lazy chunks, which a busy machine can stretch past the default 10 s.
 */
async function waitForMemberInfo(page: Page) {
  await expect(page.locator('.vip-progress .vip-label')).toBeVisible({ timeout: 20_000 });
}

test('a member’s choice is saved on the server; a type-4 member’s is not', async ({
  page,
  server,
}) => {
  test.slow(); // two home pages, each signed in
  const posts = languagePosts(page);
  await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
  await waitForMemberInfo(page);
  await page.getByLabel(vi('language.label')).selectOption('TH');
  await expect.poll(() => posts.length).toBe(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ language: 'TH' });

  const other = await page.context().newPage();
  const otherPosts = languagePosts(other);
  await other.goto(`/m/home?token=${await tokenFor(server, 'nochat01')}`);
  await waitForMemberInfo(other);
  await other.getByLabel(strings('th')('language.label')).selectOption('EN');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  // A post is sent as the choice is made: it would be out before the network falls quiet.
  await networkQuiet(other);
  expect(otherPosts).toEqual([]);
});

test.describe('a choice made before the member info answers', () => {
  // page.route does not see what a service worker fetches.
  test.use({ serviceWorkers: 'block' });

  /** Holds the member-info answer until `release` is called. */
  async function holdMemberInfo(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/member/info', async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  for (const [account, saved] of [
    ['player01', true],
    ['nochat01', false],
  ] as const) {
    test(`${account}: ${saved ? 'saved once the type is known' : 'never saved (type 4)'}`, async ({
      page,
      server,
    }) => {
      const posts = languagePosts(page);
      const release = await holdMemberInfo(page);
      // A token from the address carries no member type: only member info tells it.
      await page.goto(`/m/home?token=${await tokenFor(server, account)}`);
      await page.getByLabel(vi('language.label')).selectOption('EN');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await networkQuiet(page);
      expect(posts).toEqual([]);

      release();
      await waitForMemberInfo(page);
      if (saved) {
        await expect.poll(() => posts.length).toBe(1);
        expect(JSON.parse(posts[0]!)).toMatchObject({ language: 'EN' });
      } else {
        // The post waits for the type only: it would go as member info is read.
        await networkQuiet(page);
        expect(posts).toEqual([]);
      }
    });
  }
});

test('the maintenance screen follows the language chosen on the home page', async ({
  page,
  scenario,
}) => {
  const th = strings('th');
  await page.goto('/m/home');
  await page.getByLabel(vi('language.label')).selectOption('TH');
  await expect(page.getByRole('navigation')).toContainText(th('pages.home'));

  await scenario({ maintenance: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: th('status.maintenance_title') })).toBeVisible();
  await expect(page.getByText(th('status.maintenance_text'))).toBeVisible();
  // Spec §2: the second line is in English when the language is not.
  await expect(page.getByText(en('status.maintenance_text'))).toBeVisible();
  await expect(page.getByRole('button', { name: th('status.contact_us') })).toBeVisible();
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
  // Spec §2: the launch route names the game by `code`, as the lanes' cards do.
  expect(hrefs).toContain(
    '/m/launchGame?gameType=LOTT&vendor=TCG_LOTTO_VN&nodeId=1&code=VN_SIEU_TOC_45S',
  );
  await page.locator('.banner-strip a[href*="/m/launchGame"]').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*vendor=TCG_LOTTO_VN/);
});

test.describe('outside banner links', () => {
  // page.route does not see what a service worker fetches.
  test.use({ serviceWorkers: 'block' });

  const PARTNER = 'https://partner.example/landing?ref=storefront';

  test('get the token and user name only on the merchant’s hosts, and open here when told', async ({
    page,
    context,
    server,
  }) => {
    const own = `${server.url}/cs/DEMOVN/1?from=banner`;
    const banner = (id: number, title: string, fields: Record<string, unknown>) => ({
      id,
      groupName: 'm_home',
      url: `/cdn/DEMOVN/banner-${id}.svg`,
      title,
      linkageType: 'URL',
      ...fields,
    });
    await page.route('**/wps/relay/MCSFE_getBanners**', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: [
            banner(1, 'Partner offer', { linkage: PARTNER }),
            banner(2, 'Our help page', { linkage: own, target: '_self' }),
            // Not a web address: dropped at the schema, the others still show.
            banner(3, 'Broken', { url: 'javascript:alert(1)', linkage: PARTNER }),
          ],
        },
      }),
    );
    await context.route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
    );
    await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
    await waitForMemberInfo(page);
    const slides = page.locator('.banner-strip .banner');
    await expect(slides).toHaveCount(2);
    const partner = page.getByRole('link', { name: 'Partner offer' });
    const ownPage = page.getByRole('link', { name: 'Our help page' });
    await expect(partner).toHaveAttribute('href', PARTNER);
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(ownPage).toHaveAttribute('href', own);
    await expect(ownPage).not.toHaveAttribute('target', /./);

    // A third party gets the plain link, in a new window.
    const popup = page.waitForEvent('popup');
    await partner.click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(PARTNER);
    await opened.close();

    // The merchant's own host gets the session, in this window.
    await ownPage.click();
    await page.waitForURL(/\/cs\/DEMOVN\/1\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('from')).toBe('banner');
    expect(query.get('token')).toBeTruthy();
    expect(query.get('username')).toBe('player01');
  });
});

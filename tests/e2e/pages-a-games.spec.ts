import { seriousAccessibilityProblems } from './axe';
import { expect, strings, test } from '../qa-kit/index.ts';

// The games page (/m/game, docs/pages.md "The pages"): the lanes by category, search on the
// stored lanes (offline too), the lottery draws, recently played per member.
test.use({ locale: 'en-US' });
const en = strings('en');

test('a visitor taps the Games tab: lanes by category, no "coming soon"', async ({ page }) => {
  await page.goto('/m/home');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('pages.game') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.game') })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: en('games.categories') }).getByRole('tab');
  // Spec §9 order, the same as the home page's lanes, between "All" and the draws.
  await expect(tabs).toHaveText([
    en('games.all'),
    'Xổ số ba miền',
    'Xổ số VIP',
    'Xổ số điện toán',
    'Xổ số Đông Nam Á',
    'Game bài',
    'Quay số nhanh',
    en('games.draws'),
  ]);
  await tabs.filter({ hasText: 'Xổ số điện toán' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Xổ số điện toán']);
  await expect(page.getByRole('link', { name: /Mega 6\/45/ })).toHaveAttribute(
    'href',
    /\/m\/launchGame\?vendor=/,
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('search finds games on the stored lanes with the line cut', async ({ page, line }) => {
    await page.goto('/m/game');
    await expect(page.getByRole('heading', { level: 2, name: 'Xổ số ba miền' })).toBeVisible();
    await line.offlineReady();
    await line.cut();
    await page.reload();
    const search = page.getByRole('searchbox', { name: en('games.search') });
    // Without accents, as a player types on a phone.
    await search.fill('mien bac sieu');
    const results = page.getByRole('list', { name: en('games.search') }).getByRole('link');
    await expect(results).toHaveCount(1);
    await expect(results).toHaveAccessibleName('Miền Bắc siêu tốc');
    await search.fill('no such game');
    await expect(page.getByRole('status').filter({ hasText: 'no such game' })).toHaveText(
      en('games.no_match', { query: 'no such game' }),
    );
  });
});

test('the draws: next draw in the game zone, bets closed a minute before Miền Nam', async ({
  page,
  scenario,
}) => {
  // A Wednesday, one minute before Miền Nam's 16:15 draw (docs/qa.md "drawClock").
  await scenario.set({ drawClock: '2026-11-25T16:14:00+07:00' });
  await page.goto('/m/game');
  await page.getByRole('tab', { name: en('games.draws') }).click();
  const south = page.getByRole('article', { name: 'Miền Nam' });
  await expect(south).toContainText(en('games.bets_closed'));
  await expect(south).toContainText('16:15 GMT+7');
  await expect(south).toContainText(
    en('games.stations', { names: 'Đồng Nai, Cần Thơ, Sóc Trăng' }),
  );
  // Miền Bắc draws at 18:15, so its bets are still open until 18:00.
  await expect(page.getByRole('article', { name: 'Miền Bắc', exact: true })).toContainText(
    en('games.bets_close', { time: 'Wed, Nov 25, 18:00 GMT+7' }),
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('a member sees the games they opened under "Recently played"', async ({ member }) => {
  const page = await member('player01');
  await page.goto('/m/game');
  await page.getByRole('link', { name: 'Miền Bắc' }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame/);
  await page.goto('/m/game');
  const recent = page.getByRole('list', { name: en('games.recent') }).getByRole('link');
  await expect(recent).toHaveCount(1);
  await expect(recent).toHaveAccessibleName('Miền Bắc');
});

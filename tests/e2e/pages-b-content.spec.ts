import { expect, qaGet, strings, test } from '../qa-kit/index.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// Help, news, VIP benefits and agent registration (docs/pages.md): what each page is for works,
// and axe finds nothing serious on any of them.
test.use({ locale: 'en-US' });
const en = strings('en');

test('help: the search finds a question across topics and hides the others', async ({ page }) => {
  await page.goto('/m/help');
  const forgot = page.getByText('I forgot my password');
  const deposit = page.getByText('How can I deposit?');
  await expect(forgot).toBeVisible();
  await page.getByRole('tab', { name: 'Deposits' }).click();
  await expect(deposit).toBeVisible();
  await expect(forgot).toBeHidden();

  await page.getByRole('searchbox', { name: en('help.search') }).fill('forgot password');
  await expect(forgot).toBeVisible();
  await expect(deposit).toBeHidden();
  await forgot.click();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByRole('searchbox', { name: en('help.search') }).fill('zzzz nothing');
  await expect(page.getByText(en('help.no_results'))).toBeVisible();
});

test('news: items published since the first visit are new until opened', async ({
  page,
  clock,
}) => {
  // Asked for so the page runs on Playwright's clock, which setSystemTime moves.
  void clock;
  // The device first read the news three days ago: what was published since is new to it.
  const now = Date.now();
  await page.clock.setSystemTime(now - 3 * 24 * 60 * 60_000);
  await page.goto('/m/news');
  await expect(page.locator('.news-item').first()).toBeVisible();
  await page.clock.setSystemTime(now);
  await page.reload();
  const unread = page.locator('.news-item.unread');
  await expect(unread.first()).toBeVisible();
  const before = await unread.count();
  const title = (await unread.first().locator('.news-title').innerText()).replace(
    en('news.unread'),
    '',
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await unread.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: title.trim() })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.getByRole('link', { name: en('news.all') }).click();
  await expect(page.locator('.news-item').first()).toBeVisible();
  await expect(unread).toHaveCount(before - 1);
  await expect(page.locator('.news-item').filter({ hasText: title.trim() })).not.toHaveClass(
    /unread/,
  );
});

test('VIP benefits: the member sees their tier, the next tier gap and every tier', async ({
  member,
}) => {
  const page = await member('player01');
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('list', { name: en('benefits.tiers') })).toBeVisible();
  await expect(page.locator('.vip-tier')).toHaveCount(5);
  await expect(page.locator('.vip-mine h2')).toContainText(
    en('benefits.your_tier', { name: '' }).trim(),
  );
  await expect(page.locator('.vip-conditions li').first()).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('agent registration: the application is sent once and its status shows', async ({
  member,
  scenario,
  storefront,
}) => {
  await scenario.set({ agentApplication: 'review' });
  const page = await member('player01');
  await page.goto('/m/agentRegister');
  await page.getByLabel(en('agent.contact_name')).fill('Nguyen Thi Lan');
  await page.getByLabel(en('agent.phone')).fill('0912345678');
  await page.getByLabel(en('agent.email')).fill('lan.nguyen@example.com');
  await page.getByLabel(en('agent.channel')).selectOption('ZALO');
  await page.getByLabel(en('agent.volume')).selectOption({ index: 1 });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.getByRole('button', { name: en('agent.submit') }).dblclick();
  await expect(page.getByRole('heading', { name: en('agent.status.pending') })).toBeVisible();
  const applications = await qaGet<{ account: string }[]>(storefront, '/__qa/agent/applications');
  expect(applications.filter((entry) => entry.account === 'player01')).toHaveLength(1);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

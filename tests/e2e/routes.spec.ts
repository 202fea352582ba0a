import { expect, storedSession, test, tokenFor } from './fixtures';
import { strings } from './locales';

test.use({ locale: 'en-US' });
const en = strings('en');

test('a visitor on a protected route goes to login, keeping the tracked query', async ({
  page,
}) => {
  await page.goto('/m/rewardCenter?affiliateCode=AF1&fbclid=FB2&other=x');
  await expect(page).toHaveURL(/\/m\/login\?affiliateCode=AF1&fbclid=FB2$/);
  await expect(page.getByRole('heading', { name: en('pages.login') })).toBeVisible();
});

test('a token in the query becomes the session and leaves the address bar', async ({
  page,
  server,
}) => {
  const token = await tokenFor(server, 'player01');
  await page.goto(`/m/voucherCenter?token=${token}&affiliateCode=AF1`);
  await expect(page.getByRole('heading', { name: en('pages.voucher_center') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?affiliateCode=AF1$/);
  expect(await storedSession(page)).toMatchObject({ token });
  const history = await page.evaluate(() => window.location.href);
  expect(history).not.toContain(token);
});

test('feedback without a session goes home', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('every route of spec §2 shows a page frame with a title and a way back', async ({
  page,
  server,
}) => {
  await page.goto(`/m/home?tokens=${await tokenFor(server, 'player01')}`);
  const routes: [string, string][] = [
    ['/m/login', 'pages.login'],
    ['/m/register.html', 'pages.register'],
    ['/m/changePsw', 'pages.change_password'],
    ['/m/launchGame?code=LOTTO_LOBBY', 'pages.launch_game'],
    ['/m/game', 'pages.game'],
    ['/m/member/home', 'pages.member_home'],
    ['/m/help', 'pages.help'],
    ['/m/news', 'pages.news'],
    ['/m/activity?id=12', 'pages.activity'],
    ['/m/inviteFriends', 'pages.invite_friends'],
    ['/m/agentRegister', 'pages.agent_register'],
    ['/m/withdraw', 'pages.withdraw'],
    ['/m/securityCenter/addBankCard', 'pages.add_bank_card'],
    ['/m/securityCenter/addBankCardPix', 'pages.add_bank_card_pix'],
    ['/m/mall/mallHome', 'pages.point_market'],
    ['/m/leaderBoard', 'pages.leader_board'],
    ['/m/member/benefits', 'pages.member_benefits'],
    ['/m/feedback', 'pages.feedback'],
    ['/m/member/transactions', 'history.title'],
  ];
  for (const [path, titleKey] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: en(titleKey) })).toBeVisible();
    await expect(page.getByRole('button', { name: en('app.back') })).toBeVisible();
  }
});

test('Back returns to the previous page, or home for a page opened directly', async ({ page }) => {
  await page.goto('/m/news');
  await page.getByRole('button', { name: en('app.back') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('pages.game') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.game') })).toBeVisible();
  await page.getByRole('button', { name: en('app.back') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.banner-strip img')).toHaveCount(4);
});

test('in-app navigation keeps the tracked query parameters', async ({ page }) => {
  await page.goto('/m/home?affiliateCode=AF9&gclid=G1');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('pages.game') })
    .click();
  await expect(page).toHaveURL(/\/m\/game\?affiliateCode=AF9&gclid=G1$/);
});

test('pages on a non-www host are not indexed', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

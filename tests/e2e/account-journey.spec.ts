import type { Page } from '@playwright/test';
import type { Envelope } from '../../server/member/test-client.ts';
import { memberGet } from '../../server/member/test-client.ts';
import type { TransactionPage } from '../../src/common/member-schemas.ts';
import { formatAmount } from '../../src/lib/currency.ts';
import { seriousAccessibilityProblems } from './axe.ts';
import {
  APP_DATABASE,
  DEMO_PASSWORD,
  expect,
  storedRows,
  storedSession,
  test,
} from './fixtures.ts';
import { strings } from './locales.ts';

// A member's money side as a player meets it (docs/member.md "Account, balance, log out,
// history"): the balance in the header and on My account, hidden and shown, the history with its
// filters and offline, then a log out after which another member sees nothing of the first.
test.use({ locale: 'en-US', serviceWorkers: 'allow' });
const en = strings('en');

interface Balance {
  currency: string;
  decimals: number;
  balance: number;
}

async function serverSide(page: Page, port: number) {
  const token = (await storedSession(page))?.token;
  const balance = await memberGet<Balance>({ port }, '/wps/member/balance', token);
  const history = await memberGet<TransactionPage>(
    { port },
    '/wps/member/transactions?pageSize=20',
    token,
  );
  const bets = await memberGet<TransactionPage>(
    { port },
    '/wps/member/transactions?type=bet&pageSize=20',
    token,
  );
  const value = <T>(answer: Envelope<T>) => {
    if (!answer.success) throw new Error(`member call failed: ${answer.errorCode}`);
    return answer.value;
  };
  const money = value(balance);
  return {
    balance: formatAmount(money.balance, money.currency, {
      decimals: money.decimals,
      symbol: true,
      roundDown: true,
    }),
    orders: value(history).items.map((item) => item.id),
    bets: value(bets).items.map((item) => item.id),
  };
}

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('balance-amount');
const orderIds = (page: Page) =>
  page
    .getByTestId('history-item')
    .allInnerTexts()
    .then((texts) => texts.map((text) => /([A-Z]+-[A-Z]\d+)/.exec(text)?.[1]));

test('balance, hide and show, history with filters and offline, log out, another member', async ({
  page,
  member,
  server,
  line,
}) => {
  await member('player01');
  await page.goto('/m/home');
  const player = await serverSide(page, server.port);

  // The balance in the header, by the merchant's currency rules, with the cashier shortcuts.
  await expect(headerBalance(page)).toHaveText(player.balance);
  await expect(page.getByRole('link', { name: en('header.deposit') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('header.withdraw') })).toBeVisible();

  // Hidden stays hidden on this device, through a reload.
  const hide = page.getByRole('banner').getByRole('button', { name: en('header.hide_balance') });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(headerBalance(page)).not.toContainText(player.balance);
  await page.reload();
  await expect(headerBalance(page)).toContainText(en('header.balance_hidden'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('header.hide_balance') })
    .click();
  await expect(headerBalance(page)).toHaveText(player.balance);

  // My account, from the bottom navigation.
  await page.getByRole('link', { name: en('pages.member_home') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('pages.member_home') }),
  ).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('player01');
  await expect(page.getByRole('main').getByTestId('balance-amount')).toHaveText(player.balance);
  await expect(page.getByRole('button', { name: en('account.log_out') })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // Another of the merchant's avatars, saved on the server.
  await page.getByRole('button', { name: en('account.change_avatar') }).click();
  const picker = page.getByRole('dialog', { name: en('account.change_avatar') });
  await expect(picker.getByRole('button', { name: /^Avatar / })).toHaveCount(9);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await picker.getByRole('button', { name: en('account.avatar_number', { number: '3' }) }).click();
  await expect(picker).toBeHidden();
  const token = (await storedSession(page))?.token;
  const profile = await memberGet<{ avatar: number }>(server, '/wps/member/profile', token);
  expect(profile.success && profile.value.avatar).toBe(3);

  // The history lists the seeded transactions, newest first, and filters by type and date.
  await page.getByRole('link', { name: en('history.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('history.title') })).toBeVisible();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  expect(await orderIds(page)).toEqual(player.orders);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.getByLabel(en('history.type')).selectOption('bet');
  await expect.poll(() => orderIds(page)).toEqual(player.bets);
  await page.getByLabel(en('history.from')).fill('2099-01-01');
  await expect(page.getByText(en('history.empty'))).toBeVisible();
  await page.getByLabel(en('history.from')).fill('');
  await page.getByLabel(en('history.type')).selectOption('all');
  await expect.poll(() => orderIds(page)).toEqual(player.orders);

  // Offline: the last-known list, not an empty page.
  await line.offlineReady();
  await line.cut();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('history.title') })).toBeVisible();
  await expect.poll(() => orderIds(page)).toEqual(player.orders);
  await line.restore();

  // Log out: back home as a visitor, nothing of player01's left in the app's tables.
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: en('account.log_out') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: en('pages.login') }),
  ).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  for (const table of ['balances', 'transactionHistory', 'memberInfo', 'profiles']) {
    expect(await storedRows(page, APP_DATABASE, table), table).toEqual([]);
  }

  // Another member signs in on the same device: their own balance and history only.
  await page
    .getByRole('banner')
    .getByRole('link', { name: en('pages.login') })
    .click();
  await page.getByLabel(en('auth.username')).fill('agent01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('auth.login_submit') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: en('header.deposit') }),
  ).toBeVisible();
  const agent = await serverSide(page, server.port);
  await expect(headerBalance(page)).toHaveText(agent.balance);
  await page.goto('/m/member/transactions');
  await expect(page.getByRole('heading', { level: 1, name: en('history.title') })).toBeVisible();
  await expect.poll(() => orderIds(page)).toEqual(agent.orders);
  expect((await orderIds(page)).filter((id) => id && player.orders.includes(id))).toEqual([]);
});

test('a Brazilian member: reais as pt-BR writes them, and the Pix keys in the menu', async ({
  page,
  member,
  server,
}) => {
  await member('player01', { merchant: 'DEMOBR' });
  await page.goto('/m/member/home');
  const token = (await storedSession(page))?.token;
  const answer = await memberGet<Balance>(server, '/wps/member/balance', token, 'DEMOBR');
  if (!answer.success) throw new Error(`balance: ${answer.errorCode}`);
  const shown = page.getByRole('main').getByTestId('balance-amount');
  await expect(shown).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(shown).toHaveText(
    formatAmount(answer.value.balance, 'BRL', { symbol: true, roundDown: true }),
  );
  await page.getByRole('link', { name: en('account.pix') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('pages.add_bank_card_pix') }),
  ).toBeVisible();
});

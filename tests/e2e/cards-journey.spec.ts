import type { Page } from '@playwright/test';
import type { PendingOrder } from '../../server/member/orders.ts';
import { expect, qaGet, strings, test } from '../qa-kit/index.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// The money side as a player meets it (docs/member.md "Cards, Pix, vouchers and the checking
// state"): binding a first card, and a withdrawal that is made exactly once however the answer
// is lost or the button tapped.
test.use({ locale: 'en-US' });
const en = strings('en');

const withdrawals = async (server: { url: string }) =>
  (await qaGet<PendingOrder[]>(server, '/__qa/orders')).filter(
    (order) => order.type === 'withdrawal',
  );

const amountField = (page: Page, currency: string) =>
  page.getByLabel(en('cashier.amount', { currency }));

test('a new player: deposit with the welcome voucher, no card to withdraw to, bind one (withdrawal password first), withdraw', async ({
  member,
}) => {
  const page = await member('nochat01');
  await page.goto('/m/voucherCenter');
  const balance = page.getByText(en('cashier.balance'));
  await expect(balance).toContainText('₫0');
  const welcome = page.getByRole('listitem').filter({ hasText: 'Thưởng nạp đầu 100%' });
  await welcome.getByRole('button', { name: en('vouchers.claim') }).click();
  const voucher = page.getByRole('radio', { name: /Thưởng nạp đầu 100%/ });
  await voucher.check();
  await amountField(page, 'VND').fill('50000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(amountField(page, 'VND')).toHaveAccessibleDescription(
    en('vouchers.below_minimum', { min: '₫100,000' }),
  );
  await amountField(page, 'VND').fill('200.000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.deposit_done', { amount: '₫200,000' }),
  );
  await page.getByRole('alertdialog').getByRole('button').click();
  // The deposit and the voucher's 100 % bonus.
  await expect(balance).toContainText('₫400,000');
  await expect(
    page
      .getByRole('region', { name: en('vouchers.title') })
      .getByRole('listitem')
      .filter({ hasText: 'Thưởng nạp đầu 100%' }),
  ).toContainText(en('vouchers.used_on', { date: '' }).trim());
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.goto('/m/withdraw');
  await expect(page.getByText(en('cashier.no_account'))).toBeVisible();
  await page.getByRole('link', { name: en('cashier.add_account') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('pages.add_bank_card') }),
  ).toBeVisible();
  await expect(page.getByText(en('cards.none_yet'))).toBeVisible();

  // No verification yet: a withdrawal password comes first.
  await page.getByLabel(en('cards.login_password'), { exact: true }).fill('Player#2026');
  await page.getByLabel(en('cards.new_pin'), { exact: true }).fill('123456');
  await page.getByLabel(en('cards.confirm_pin'), { exact: true }).fill('123456');
  await page.getByRole('button', { name: en('cards.pin_submit') }).click();
  await expect(page.getByLabel(en('cards.new_pin'), { exact: true })).toHaveAccessibleDescription(
    en('cards.pin_weak'),
  );
  await page.getByLabel(en('cards.new_pin'), { exact: true }).fill('250913');
  await page.getByLabel(en('cards.confirm_pin'), { exact: true }).fill('250913');
  await page.getByRole('button', { name: en('cards.pin_submit') }).click();

  await page.getByRole('combobox', { name: en('cards.bank') }).selectOption({ label: 'MB Bank' });
  await page.getByLabel(en('cards.account_number')).fill('12345');
  await page.getByLabel(en('cards.holder_name')).fill('Pham Van Duc');
  await page.getByLabel(en('cards.method_withdrawPassword'), { exact: true }).fill('250913');
  await page.getByRole('button', { name: en('cards.bind') }).click();
  await expect(page.getByLabel(en('cards.account_number'))).toHaveAccessibleDescription(
    en('cards.number_length', { lengths: '9–13' }),
  );
  await page.getByLabel(en('cards.account_number')).fill('0912 345 678');
  await page.getByRole('button', { name: en('cards.bind') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(en('cards.bound'));
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.getByText('MB Bank **** 5678')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.goto('/m/withdraw');
  await expect(page.getByRole('radio', { name: 'MB Bank •••• 5678' })).toBeChecked();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await amountField(page, 'VND').fill('150000');
  await page.getByLabel(en('cards.method_withdrawPassword'), { exact: true }).fill('250913');
  await page.getByRole('button', { name: en('cashier.withdraw_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.withdraw_done', { amount: '₫150,000' }),
  );
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.getByText(en('cashier.balance'))).toContainText('₫250,000');
});

test('a withdrawal whose answer is lost shows "checking", resolves by its key, and is made once', async ({
  member,
  scenario,
  line,
  storefront,
}) => {
  await scenario({ cashier: 'pending' });
  const page = await member('player01');
  await page.goto('/m/withdraw');
  await amountField(page, 'VND').fill('100000');
  // The request reaches the backend; its answer never reaches the page.
  let dropped = false;
  await page.route('**/MCSFE_submitWithdraw*', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await line.cut();
    await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: en('cashier.withdraw_submit') });
  await submit.dblclick();
  await expect(page.getByRole('status').filter({ hasText: en('checking.title') })).toBeVisible();
  await expect(submit).toBeDisabled();
  await line.restore();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.withdraw_pending', { amount: '₫100,000' }),
  );
  const made = await withdrawals(storefront);
  expect(made.filter((order) => order.account === 'player01')).toHaveLength(1);
});

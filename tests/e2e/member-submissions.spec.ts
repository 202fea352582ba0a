import type { Page } from '@playwright/test';
import { expect, qaGet, strings, test } from '../qa-kit/index.ts';

// Money submissions whose answer never reaches the page (docs/member.md "Submissions kept across
// a reload"): the page that sent one is reloaded while it is open, and the reloaded page still
// finds out by the key what happened, without a second payment.
test.use({ locale: 'en-US' });
const en = strings('en');

interface PendingOrder {
  orderId: string;
  account: string;
  type: string;
  amount: number;
}

const SUBMIT_DEPOSIT_PATH = '/wps/relay/MCSFE_submitDeposit';

const checking = (page: Page) => page.getByRole('status').filter({ hasText: en('checking.title') });

test('a deposit whose answer is lost, then a reload: the page checks by the key and the deposit is made once', async ({
  member,
  scenario,
  storefront,
}) => {
  // Pending, so the backend lists the deposit among its orders until it is settled.
  await scenario({
    cashier: 'pending',
    // The deposit is made, and neither its answer nor the lookups' arrive, until switched back.
    answerLost: [SUBMIT_DEPOSIT_PATH, '/wps/member/submission'],
  });
  const page = await member('nochat01');
  await page.goto('/m/voucherCenter');
  await page.getByLabel(en('cashier.amount', { currency: 'VND' })).fill('100000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(checking(page)).toBeVisible();

  await page.reload();
  await expect(checking(page)).toBeVisible();
  await expect(page.getByRole('button', { name: en('cashier.deposit_submit') })).toBeDisabled();
  await scenario({ answerLost: [] });
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.deposit_pending', { amount: '₫100,000' }),
  );
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(checking(page)).toBeHidden();

  const orders = await qaGet<PendingOrder[]>(storefront, '/__qa/orders');
  expect(
    orders.filter((order) => order.account === 'nochat01' && order.type === 'deposit'),
  ).toEqual([expect.objectContaining({ amount: 100000 })]);
  // Answered: a further reload has nothing left to check.
  await page.reload();
  await expect(page.getByRole('button', { name: en('cashier.deposit_submit') })).toBeEnabled();
  await expect(checking(page)).toHaveCount(0);
});

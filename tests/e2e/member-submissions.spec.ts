import type { Page } from '@playwright/test';
import type { PendingOrder } from '../../server/member/orders.ts';
import { memberGet, qaAct } from '../../server/member/test-client.ts';
import {
  APP_DATABASE,
  expect,
  qaGet,
  storedRows,
  strings,
  test,
  tokenFor,
} from '../qa-kit/index.ts';

// Money submissions whose answer never reaches the page (docs/member.md "Submissions kept across
// a reload"): the page that sent one is reloaded while it is open, and the reloaded page still
// finds out by the key what happened, without a second payment.
test.use({ locale: 'en-US' });
const en = strings('en');

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

test('a cash reward whose claim answer is lost shows checking, resolves by its key, and credits the balance once', async ({
  member,
  scenario,
  storefront,
}) => {
  const CLAIM_PATH = '/wps/member/rewards/claim';
  await scenario({ answerLost: [CLAIM_PATH, '/wps/member/submission'] });
  const page = await member('nochat01');
  await page.goto('/m/rewardCenter');
  // Every member's check-in reward: ₫5,000 to the balance.
  const checkIn = page.getByRole('article', { name: 'Điểm danh hôm nay' });
  await checkIn.getByRole('button', { name: en('rewards.claim') }).click();
  await expect(checkIn.getByRole('status')).toHaveText(en('rewards.checking'));
  await scenario({ answerLost: [] });
  // Resolved by the key without another tap.
  await expect(page.getByText(en('rewards.claimed_notice', { prize: '₫5,000' }))).toBeVisible();
  await expect(checkIn).toHaveCount(0);

  const { value } = await memberGet<{ balance: number }>(
    storefront,
    '/wps/member/balance',
    await tokenFor(storefront, 'nochat01'),
  );
  expect(value?.balance).toBe(5000);
  // The header and My account read the stored balance: it is the new one already.
  await expect
    .poll(async () =>
      (await storedRows<{ balance: { balance: number } }>(page, APP_DATABASE, 'balances')).map(
        (row) => row.balance.balance,
      ),
    )
    .toEqual([5000]);
  // My account shows it while its own balance call is still on its way.
  await scenario({ latencyMs: 60_000, paths: ['/wps/member/balance'] });
  await page.goto('/m/member/home');
  await expect(page.locator('.balance-card').getByTestId('balance-amount')).toHaveText('₫5,000');
});

test('a pending deposit in the history turns approved without a reload, and the balance follows', async ({
  member,
  scenario,
  storefront,
  clock,
}) => {
  await scenario({ cashier: 'pending' });
  const page = await member('nochat01');
  await page.goto('/m/voucherCenter');
  await page.getByLabel(en('cashier.amount', { currency: 'VND' })).fill('100000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.deposit_pending', { amount: '₫100,000' }),
  );
  await page.getByRole('alertdialog').getByRole('button').click();
  const [order] = (await qaGet<PendingOrder[]>(storefront, '/__qa/orders')).filter(
    (entry) => entry.account === 'nochat01',
  );

  await page.goto('/m/member/transactions');
  const line = page.getByTestId('history-item').filter({ hasText: order!.orderId });
  await expect(line).toContainText(en('history.status_pending'));
  const settled = await qaAct(storefront, '/__qa/orders/settle', {
    orderId: order!.orderId,
    result: 'approved',
  });
  expect(settled.status).toBe(200);
  // The page asks after pending orders every PENDING_POLL_MS while it is visible: the order is
  // settled on the backend first, then the page's clock is moved past the next ask.
  const { PENDING_POLL_MS } = await import('../../src/features/account/useFollowPending.ts');
  const approved = line.filter({ hasText: en('history.status_approved') });
  await clock.past(PENDING_POLL_MS, approved);
  await expect(line).toContainText(en('history.status_approved'));
  await expect
    .poll(async () =>
      (await storedRows<{ balance: { balance: number } }>(page, APP_DATABASE, 'balances')).map(
        (row) => row.balance.balance,
      ),
    )
    .toEqual([100000]);
});

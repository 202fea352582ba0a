import type { PendingOrder } from '../../server/member/orders.ts';
import { expect, qaGet, strings, test } from '../qa-kit/index.ts';

// A deposit request held up on the line: the page never hears of it, asks the server by its key,
// and is told nothing happened (docs/member.md "Submissions"). When that request then reaches the
// server after all, it must not make the deposit the player was told did not happen.
test.use({ locale: 'en-US' });
const en = strings('en');

const SUBMIT_DEPOSIT_PATH = '/wps/relay/MCSFE_submitDeposit';

test('a deposit arriving after the page was told "not received" changes nothing; sent again, it is made once', async ({
  member,
  scenario,
  storefront,
}) => {
  await scenario({ cashier: 'pending' });
  const page = await member('nochat01');
  // The first request never arrives while the page waits: the test keeps it to deliver late.
  let held: { url: string; headers: Record<string, string>; body: Buffer } | undefined;
  await page.route(`**${SUBMIT_DEPOSIT_PATH}`, async (route) => {
    if (held) return route.continue();
    const request = route.request();
    held = { url: request.url(), headers: request.headers(), body: request.postDataBuffer()! };
    await route.abort('connectionreset');
  });
  await page.goto('/m/voucherCenter');
  await page.getByLabel(en('cashier.amount', { currency: 'VND' })).fill('100000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(en('checking.not_received'));
  await page.getByRole('alertdialog').getByRole('button').click();

  // The held request reaches the server now.
  const late = await page.request.post(held!.url, { headers: held!.headers, data: held!.body });
  expect(await late.json()).toMatchObject({ success: false, errorCode: 'idempotency.key.void' });
  const deposits = async () =>
    (await qaGet<PendingOrder[]>(storefront, '/__qa/orders')).filter(
      (order) => order.account === 'nochat01' && order.type === 'deposit',
    );
  expect(await deposits()).toEqual([]);

  // The player sends it again, as the page says is safe: one deposit.
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.deposit_pending', { amount: '₫100,000' }),
  );
  expect(await deposits()).toEqual([expect.objectContaining({ amount: 100000 })]);
});

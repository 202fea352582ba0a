import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { DOUBLE_TAP_MS } from '../../src/features/cashier/submission.ts';
import { networkQuiet, outboxSize } from '../qa-kit/index.ts';
import { APP_DATABASE, expect, storedRows, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';
import { ledger, waitForLedger, type Ledger } from './tracking-helpers.ts';

// The cashier pages (docs/cashier.md) and the money moments of spec §3 they report: each event
// is counted from the collector's ledger, with its amount and currency.
test.use({ locale: 'en-US' });
const en = strings('en');

const MONEY_EVENTS = ['depositSubmit', 'deposit', 'firstDeposit', 'redeposit', 'withdraw'];

function moneyEvents(book: Ledger) {
  return book.events
    .filter((event) => MONEY_EVENTS.includes(event.name))
    .map(({ name, payload }) => ({ name, payload }));
}

/** The origin's outbox empty: every event its tabs recorded has reached the collector. */
async function outboxEmptied(page: Page) {
  await expect
    .poll(async () => (await outboxSize(page)) ?? 0, { message: 'the outbox is empty' })
    .toBe(0);
}

/**
 * The ledger once `count` money events arrived and the outbox is empty: a stray duplicate would
 * have been in it.
 */
async function settledMoneyEvents(page: Page, server: RunningServer, count: number) {
  await waitForLedger(server, (book) => moneyEvents(book).length >= count, 30_000);
  await outboxEmptied(page);
  return moneyEvents(await ledger(server));
}

async function open(page: Page, server: RunningServer, path: string, merchant = 'DEMOVN') {
  await page.goto(`${path}?token=${await tokenFor(server, 'player01', merchant)}`);
}

const amountField = (page: Page, currency: string) =>
  page.getByLabel(en('cashier.amount', { currency }));

test('a first deposit, then another: each moment reaches the collector once, with its amount', async ({
  page,
  server,
  scenario,
  clock,
}) => {
  await scenario({ counters: { totalDepositSuccessCount: 0 } });
  await open(page, server, '/m/voucherCenter');
  await expect(
    page.getByRole('heading', { level: 1, name: en('pages.voucher_center') }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Ví MoMo' }).check();
  await amountField(page, 'VND').fill('200.000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText(en('cashier.deposit_done', { amount: '₫200,000' }));
  await done.getByRole('button').click();
  await expect(amountField(page, 'VND')).toHaveValue('');

  // A quick amount, then a second deposit: a redeposit now. A submit within 500 ms of the last
  // accepted one is taken for a double tap (spec §9), which a player's hand never beats: the
  // player's pause is part of the scenario (too short a pause fails the test, it cannot pass it),
  // taken on the page's clock.
  await clock.past(DOUBLE_TAP_MS);
  await page
    .getByRole('group', { name: en('cashier.quick_amounts') })
    .getByRole('button', { name: '₫500,000' })
    .click();
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText('₫500,000');

  const money = (amount: number) => ({ amount, value: amount, currency: 'VND' });
  const paid = (amount: number) => ({ revenue: amount, ...money(amount) });
  expect(await settledMoneyEvents(page, server, 6)).toEqual([
    { name: 'depositSubmit', payload: expect.objectContaining(paid(200_000)) },
    { name: 'deposit', payload: expect.objectContaining(paid(200_000)) },
    { name: 'firstDeposit', payload: expect.objectContaining(paid(200_000)) },
    { name: 'depositSubmit', payload: expect.objectContaining(paid(500_000)) },
    { name: 'deposit', payload: expect.objectContaining(paid(500_000)) },
    { name: 'redeposit', payload: expect.objectContaining(paid(500_000)) },
  ]);
});

test('an amount the cashier would refuse is named at the field, and nothing is sent', async ({
  page,
  server,
}) => {
  let submitted = 0;
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_submitDeposit')) submitted += 1;
  });
  await open(page, server, '/m/voucherCenter');
  const field = amountField(page, 'VND');
  const submit = page.getByRole('button', { name: en('cashier.deposit_submit') });
  await field.fill('một trăm');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(en('cashier.amount_invalid'));
  await expect(field).toBeFocused();
  await field.fill('10000');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(en('cashier.amount_below', { min: '₫50,000' }));
  expect(submitted).toBe(0);
  await outboxEmptied(page);
  expect(moneyEvents(await ledger(server))).toEqual([]);
});

test('a declined payment shows the cashier’s message and keeps the amount', async ({
  page,
  server,
  scenario,
}) => {
  await scenario({ cashier: 'decline' });
  await open(page, server, '/m/voucherCenter');
  await amountField(page, 'VND').fill('100000');
  await page.getByRole('button', { name: en('cashier.deposit_submit') }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The payment was declined by the bank');
  await expect(amountField(page, 'VND')).toHaveValue('100000');
  // The player did ask to pay; no deposit happened.
  expect((await settledMoneyEvents(page, server, 1)).map((event) => event.name)).toEqual([
    'depositSubmit',
  ]);
});

test.describe('Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR' });

  test('a withdrawal in reais: more than the balance is refused first; withdraw is tracked', async ({
    page,
    server,
  }) => {
    await open(page, server, '/m/withdraw', 'DEMOBR');
    await expect(page.getByText(en('cashier.balance'))).toContainText('R$ 350,00');
    await expect(page.getByRole('radio', { name: 'Nubank •••• 3390' })).toBeChecked();
    const field = amountField(page, 'BRL');
    const submit = page.getByRole('button', { name: en('cashier.withdraw_submit') });
    await field.fill('400');
    await submit.click();
    await expect(field).toHaveAccessibleDescription(en('cashier.amount_over_balance'));

    await field.fill('50,10');
    await submit.click();
    await expect(page.getByRole('alertdialog')).toContainText(
      en('cashier.withdraw_done', { amount: 'R$ 50,10' }),
    );
    await page.getByRole('alertdialog').getByRole('button').click();
    await expect(page.getByText(en('cashier.balance'))).toContainText('R$ 299,90');
    expect(await settledMoneyEvents(page, server, 1)).toEqual([
      { name: 'withdraw', payload: expect.objectContaining({ amount: 50.1, currency: 'BRL' }) },
    ]);
  });
});

test('the first deposit’s arrival is counted once, though two tabs see it', async ({
  context,
  page,
  server,
  scenario,
}) => {
  // A deposit made elsewhere (a cashier in the app, a bank transfer) shows in the counters.
  await scenario({ counters: { totalDepositSuccessCount: 0 } });
  const token = await tokenFor(server, 'player01');
  const second = await context.newPage();
  const storedDeposits = async (tab: Page) =>
    (await storedRows<{ totalDepositSuccessCount?: number }>(tab, APP_DATABASE, 'counters')).map(
      (row) => row.totalDepositSuccessCount,
    );
  for (const tab of [page, second]) await tab.goto(`/m/home?token=${token}`);
  await expect.poll(() => storedDeposits(page)).toEqual([0]);

  await scenario({ counters: { totalDepositSuccessCount: 1 } });
  // Each tab asks the counters again on its next look (a reload here; every 30 s in play).
  await Promise.all([page.reload(), second.reload()]);
  await expect.poll(() => storedDeposits(page)).toEqual([1]);
  await waitForLedger(
    server,
    (book) => book.events.some((event) => event.name === 'firstDepositArrival'),
    30_000,
  );
  // Once more from the top: the counters read again, what that recorded sent (the network quiet,
  // the outbox empty). A second arrival from either tab would be in the ledger by then.
  const countersRead = page.waitForResponse((response) =>
    response.url().includes('/wps/member/depositSummary'),
  );
  await page.reload();
  await countersRead;
  await networkQuiet(page);
  await outboxEmptied(page);
  const arrivals = (await ledger(server)).events.filter(
    (event) => event.name === 'firstDepositArrival',
  );
  expect(arrivals).toHaveLength(1);
});

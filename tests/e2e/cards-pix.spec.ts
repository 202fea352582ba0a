import { expect, qaGet, strings, test } from '../qa-kit/index.ts';
import { DOUBLE_TAP_MS } from '../../src/features/cashier/submission.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// Pix keys on the Brazilian merchant, the offline read-only money forms, a bind the backend
// refuses, and a double tap (docs/member.md "Cards, Pix, vouchers and the checking state").
test.use({ locale: 'en-US' });
const en = strings('en');

test.describe('DEMOBR', () => {
  test.use({ merchant: 'DEMOBR' });

  test('each Pix key type is checked, bound and shown masked', async ({ member, clock }) => {
    const page = await member('player01', { merchant: 'DEMOBR' });
    await page.goto('/m/securityCenter/addBankCardPix');
    await expect(page.getByText(en('pix.none_yet'))).toBeVisible();
    await page.getByLabel(en('cards.login_password'), { exact: true }).fill('Player#2026');
    await page.getByLabel(en('cards.new_pin'), { exact: true }).fill('250913');
    await page.getByLabel(en('cards.confirm_pin'), { exact: true }).fill('250913');
    await page.getByRole('button', { name: en('cards.pin_submit') }).click();

    const keyField = (type: string) =>
      page.getByLabel(en('pix.key', { type: en(`pix.type_${type}`) }));
    const pin = page.getByLabel(en('cards.method_withdrawPassword'), { exact: true });
    await page.getByLabel(en('pix.holder_cpf')).fill('111.444.777-35');
    const keys: [string, string, string, string][] = [
      ['cpf', '111.444.777-34', '111.444.777-35', '***.444.777-**'],
      ['cnpj', '11.222.333/0001-80', '11.222.333/0001-81', '11.222.***/****-81'],
      ['phone', '(21) 9987', '(21) 99876-5432', '+55 21'],
      ['email', 'joao@', 'Joao.Pereira@Example.com', 'jo***@example.com'],
      ['evp', 'not-a-key', '3f2b8c1e-5d4a-4b6f-9c2d-7e8f9a0b1c2d', '3f2b8c1e-****'],
    ];
    for (const [type, wrong, right, masked] of keys) {
      await page.getByRole('radio', { name: en(`pix.type_${type}`) }).check();
      await keyField(type).fill(wrong);
      await page.getByRole('button', { name: en('pix.bind') }).click();
      await expect(keyField(type)).toHaveAccessibleDescription(en(`pix.invalid_${type}`));
      await keyField(type).fill(right);
      await pin.fill('250913');
      await page.getByRole('button', { name: en('pix.bind') }).click();
      await expect(page.getByRole('alertdialog')).toContainText(en('pix.bound'));
      await page.getByRole('alertdialog').getByRole('button').click();
      await expect(
        page
          .getByRole('region', { name: en('pix.your_keys') })
          .getByRole('listitem')
          .filter({ hasText: en(`pix.type_${type}`) }),
      ).toContainText(masked);
      // The next key is another submission, not a double tap of this one.
      await clock.past(DOUBLE_TAP_MS);
    }
    // The whole keys never show; the fifth key is the most allowed.
    await expect(page.getByText('111.444.777-35')).toHaveCount(0);
    await expect(page.getByText(en('pix.limit_reached'))).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.goto('/m/withdraw');
    await expect(page.getByRole('radio', { name: /jo\*\*\*@example\.com/ })).toBeVisible();
  });
});

test('offline, the money forms are read-only with a notice, and nothing is sent', async ({
  member,
  line,
}) => {
  const page = await member('player01');
  let submitted = 0;
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_submit')) submitted += 1;
  });
  await page.goto('/m/withdraw');
  const amount = page.getByLabel(en('cashier.amount', { currency: 'VND' }));
  await expect(amount).toBeEnabled();
  await line.cut();
  await expect(page.getByText(en('checking.offline_read_only'))).toBeVisible();
  await expect(amount).toBeDisabled();
  await expect(page.getByRole('button', { name: en('cashier.withdraw_submit') })).toBeDisabled();
  await line.restore();
  await expect(amount).toBeEnabled();
  expect(submitted).toBe(0);
});

test('a bind the backend refuses shows why and binds nothing', async ({ member, scenario }) => {
  await scenario({ cardBind: 'card.duplicate' });
  const page = await member('agent01');
  await page.goto('/m/securityCenter/addBankCard');
  await expect(page.getByText('Techcombank **** 7730')).toBeVisible();
  await page.getByRole('combobox', { name: en('cards.bank') }).selectOption({ label: 'MB Bank' });
  await page.getByLabel(en('cards.account_number')).fill('091234567');
  await page.getByLabel(en('cards.method_withdrawPassword'), { exact: true }).fill('135790');
  const answer = page.waitForResponse((response) => response.url().includes('bankCards/bind'));
  await page.getByRole('button', { name: en('cards.bind') }).click();
  // The refusal's text is the error catalogue's (the member codes' translations live there).
  expect(await (await answer).json()).toMatchObject({
    success: false,
    errorCode: 'card.duplicate',
  });
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.getByText('MB Bank **** 4567')).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('a double-tapped withdrawal makes one withdrawal', async ({
  member,
  scenario,
  storefront,
}) => {
  await scenario({ cashier: 'pending' });
  const page = await member('player01');
  await page.goto('/m/withdraw');
  await page.getByLabel(en('cashier.amount', { currency: 'VND' })).fill('100000');
  await page.getByRole('button', { name: en('cashier.withdraw_submit') }).dblclick();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('cashier.withdraw_pending', { amount: '₫100,000' }),
  );
  const orders = await qaGet<{ account: string; type: string }[]>(storefront, '/__qa/orders');
  expect(orders.filter((o) => o.type === 'withdrawal' && o.account === 'player01')).toHaveLength(1);
});

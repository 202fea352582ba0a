import { expect, strings, test } from '../index.ts';

// Field problem: the operator's domain is blocked for a player who has been here before (the
// backend answers `domain_not_available`). The storefront must say so and offer customer service
// and Retry; once the domain works again, Retry opens it normally, keeping the affiliate link.
test.use({ locale: 'en-US' });
const en = strings('en');

test('a blocked domain: customer service and Retry; once unblocked, Retry opens the storefront', async ({
  page,
  scenario,
}) => {
  await page.goto('/m/?affiliateCode=AF7');
  await expect(page.locator('.banner-strip img')).toHaveCount(4);

  await scenario.set({ domainUnavailable: true });
  await page.reload();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(en('status.domain_unavailable'));
  await expect(
    notice.getByRole('button', { name: en('status.online_customer_service') }),
  ).toBeVisible();

  await scenario.set({ domainUnavailable: false });
  await notice.getByRole('button', { name: en('app.retry') }).click();
  await expect(page).toHaveURL(/\?affiliateCode=AF7$/);
  await expect(page.locator('.banner-strip img')).toHaveCount(4);
  await expect(notice).toBeHidden();
});

import { expect, reloadOffline, test, waitForOfflineReady } from './fixtures';
import { strings } from './locales';

test.describe('maintenance and access denied (spec §4, §8)', () => {
  test.use({ locale: 'vi-VN' });
  const vi = strings('vi');
  const en = strings('en');

  test('maintenance shows title, local end time, texts in Vietnamese and English, and Contact Us', async ({
    page,
    scenario,
    context,
  }) => {
    await scenario({ maintenance: true, maintenanceEnd: '2026-12-01T02:30:00Z' });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: vi('status.maintenance_title') })).toBeVisible();
    const localEnd = await page.evaluate(() =>
      new Intl.DateTimeFormat('vi', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-12-01T02:30:00Z'),
      ),
    );
    await expect(page.getByText(vi('status.end_time', { time: localEnd }))).toBeVisible();
    await expect(page.getByText(vi('status.maintenance_text'))).toBeVisible();
    await expect(page.getByText(en('status.maintenance_text'))).toBeVisible();

    const contact = page.getByRole('button', { name: vi('status.contact_us') });
    await expect(contact).toBeVisible();
    // DEMOVN's visitor entry is one unlabelled desk: it opens at once, decrypted in the worker.
    const [customerService] = await Promise.all([context.waitForEvent('page'), contact.click()]);
    await expect(customerService).toHaveURL(/\/cs\/DEMOVN\//);
  });

  test('a supplied maintenance message replaces the default text', async ({ page, scenario }) => {
    await scenario({ maintenance: true, maintenanceMessage: 'Nâng cấp máy chủ đến 10 giờ.' });
    await page.goto('/m/');
    await expect(page.getByText('Nâng cấp máy chủ đến 10 giờ.')).toBeVisible();
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the maintenance page works offline once seen', async ({ page, scenario, server }) => {
      await scenario({ maintenance: true });
      await page.goto('/m/');
      await expect(
        page.getByRole('heading', { name: vi('status.maintenance_title') }),
      ).toBeVisible();
      await waitForOfflineReady(page);
      await reloadOffline(page, server);
      await expect(
        page.getByRole('heading', { name: vi('status.maintenance_title') }),
      ).toBeVisible();
    });
  });

  test('region restriction shows access denied with the IP, translated', async ({
    page,
    scenario,
  }) => {
    await scenario({ regionRestriction: true });
    await page.goto('/m/');
    await expect(
      page.getByRole('heading', { name: vi('status.access_denied_title') }),
    ).toBeVisible();
    // The backend reports the address the browser connected from (IPv4 or IPv6 loopback).
    const [before, after] = vi('status.your_ip').split('{{ip}}') as [string, string];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(
      page.getByText(new RegExp(`^${escape(before)}(127\\.0\\.0\\.1|::1)${escape(after)}$`)),
    ).toBeVisible();
    await expect(page.getByText(vi('status.ip_restriction_text'))).toBeVisible();
    await expect(page.getByRole('button', { name: vi('status.contact_us') })).toBeVisible();
  });

  test('the pages follow the language: Thai when requested', async ({ page, scenario }) => {
    await scenario({ regionRestriction: true });
    await page.goto('/m/?language=th');
    await expect(
      page.getByRole('heading', { name: strings('th')('status.access_denied_title') }),
    ).toBeVisible();
  });

  test('Urdu is laid out right to left', async ({ page, scenario }) => {
    await scenario({ maintenance: true });
    await page.goto('/m/?language=UR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { name: strings('ur')('status.maintenance_title') }),
    ).toBeVisible();
  });
});

test.describe('status failures (spec §8)', () => {
  test.use({ locale: 'en-US' });
  const en = strings('en');

  test('a malformed status answer shows a clear notice, never a blank page', async ({
    page,
    scenario,
  }) => {
    await scenario({ malformed: true, paths: ['/wps/system/status'] });
    await page.goto('/m/');
    await expect(page.getByRole('alertdialog')).toContainText(en('data.invalid_response'));
    await page.getByRole('button', { name: en('app.confirm') }).click();
    await expect(page.getByRole('button', { name: en('app.retry') })).toBeVisible();
  });

  test('a malformed answer after a good one keeps the stored home page', async ({
    page,
    scenario,
  }) => {
    await page.goto('/m/');
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    await scenario({ malformed: true, paths: ['/wps/system/status'] });
    await page.reload();
    await expect(page.getByRole('alertdialog')).toContainText(en('data.invalid_response'));
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
  });

  test('domain_not_available opens the notice with Retry', async ({ page, scenario }) => {
    await scenario({ domainUnavailable: true });
    await page.goto('/m/?affiliateCode=AF7');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(en('status.domain_unavailable'));
    await expect(dialog.getByRole('heading')).toHaveText(en('app.notice'));
    await scenario({ domainUnavailable: false });
    await dialog.getByRole('button', { name: en('app.retry') }).click();
    await expect(page).toHaveURL(/\/m\/index\.html\?affiliateCode=AF7$/);
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
  });

  test('after a visit, the domain notice also offers customer service', async ({
    page,
    scenario,
    context,
  }) => {
    await page.goto('/m/');
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    await scenario({ domainUnavailable: true });
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: en('app.retry') })).toBeVisible();
    const [customerService] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: en('status.online_customer_service') }).click(),
    ]);
    await expect(customerService).toHaveURL(/\/cs\/DEMOVN\//);
  });

  test('another status error shows the server message', async ({ page, scenario }) => {
    await scenario({ statusError: { errorCode: 'merchant_closed', message: 'Merchant closed' } });
    await page.goto('/m/');
    await expect(page.getByRole('alertdialog')).toContainText('Merchant closed');
  });

  test('no answer at all shows the network error text', async ({ page, scenario }) => {
    await scenario({ failRate: 1, paths: ['/wps/system/status'] });
    await page.goto('/m/');
    await expect(page.getByRole('alertdialog')).toContainText('Network Error / CORS Errors');
  });
});

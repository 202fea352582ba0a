import { expect, strings, test } from '../index.ts';

// Field problem: the operator is in maintenance, a player who has the storefront installed opens
// it on a dead line. The maintenance page must still show (from the service worker), and the home
// page must come back once maintenance is over and the line is back.
test.use({ serviceWorkers: 'allow', locale: 'en-US' });
const en = strings('en');

test('maintenance seen once still shows offline; the home page returns after it', async ({
  page,
  scenario,
  line,
}) => {
  await scenario.set({ maintenance: true, maintenanceMessage: 'Back at 10:00.' });
  await page.goto('/m/');
  const maintenance = page.getByRole('heading', { name: en('status.maintenance_title') });
  await expect(maintenance).toBeVisible();
  await line.offlineReady();

  await line.cut();
  await page.reload();
  await expect(maintenance).toBeVisible();
  await expect(page.getByText('Back at 10:00.')).toBeVisible();

  // Maintenance ends while the player is still offline; then the line comes back.
  await scenario.set({ maintenance: false, maintenanceMessage: null });
  await line.restore();
  await page.reload();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(maintenance).toBeHidden();
});

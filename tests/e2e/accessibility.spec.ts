import { seriousAccessibilityProblems } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The axe-core scans (WCAG 2.1 A and AA rules, no serious or critical violation) are the last
// check of the functional tests that open each page and popup in that state, on both merchants:
// the home page of a visitor (home.spec.ts) and of a member with the mini-game open
// (home-widgets.spec.ts), the announcement and first-login popups (announcements.spec.ts), the
// download-image popup (home-widgets.spec.ts), the customer-service sheet and the no-permission
// alert (customer-service.spec.ts), the coming-soon alert (dialogs.spec.ts). This spec checks
// that the scan finds what it must.

test('the scan itself catches what it must', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
  await page.evaluate(() => document.body.append(document.createElement('button')));
  expect((await seriousAccessibilityProblems(page)).join('\n')).toContain('button-name');
});

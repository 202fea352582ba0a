import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { expect, strings, test } from '../qa-kit/index.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// Invite friends (docs/pages.md "Invite friends"): a visitor reads the programme and is sent to
// register; a member shares their link, and the QR code on the page is that same link.
test.use({ locale: 'en-US' });
const en = strings('en');

/**
 * The QR code on the page, decoded in Node: the dark modules of its SVG path (`M<x> <y>h1v1h-1z`
 * each) painted 8 pixels a module on white, then read by jsQR as a camera frame would be.
 */
async function decodeQr(page: Page): Promise<string | null> {
  const qr = page.locator('svg.invite-qr');
  const [viewBox, path] = await Promise.all([
    qr.getAttribute('viewBox'),
    qr.locator('path').getAttribute('d'),
  ]);
  const modules = Number(viewBox?.split(' ')[2]);
  const scale = 8;
  const side = modules * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of (path ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let row = 0; row < scale; row++) {
      for (let column = 0; column < scale; column++) {
        const offset = ((Number(y) * scale + row) * side + Number(x) * scale + column) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

test('a visitor sees the programme and its rules, and a Register button', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('heading', { name: en('invite.rules') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('invite.how') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('invite.share') })).toHaveCount(0);
  await expect(page.getByText(en('app.coming_soon'))).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.getByRole('link', { name: en('invite.register') }).click();
  await expect(page).toHaveURL(/\/m\/register/);
});

test('a member shares the invite link, and the QR code decodes to that link', async ({
  member,
  storefront,
}) => {
  const page = await member('player01');
  // Chromium on Linux has no share sheet: record what the page hands the Web Share API.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/m/inviteFriends');
  const linkField = page.getByRole('textbox', { name: en('invite.link') });
  await expect(linkField).toHaveValue(/\/m\/register\?r=[A-Z0-9]{6,12}/);
  const link = await linkField.inputValue();
  const url = new URL(link);
  expect(url.origin).toBe(new URL(storefront.url).origin);
  expect(url.searchParams.get('r')).toMatch(/^[A-Z0-9]{6,12}$/);

  await page.getByRole('button', { name: en('invite.share') }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([expect.objectContaining({ url: link })]);

  expect(await decodeQr(page)).toBe(link);
  await expect(page.getByRole('heading', { name: en('invite.friends') })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('without a share sheet the member gets the share targets instead', async ({ member }) => {
  const page = await member('player01');
  await page.goto('/m/inviteFriends');
  await page.getByRole('button', { name: en('invite.share') }).click();
  const targets = page.getByRole('list', { name: en('invite.share_with') });
  await expect(targets.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*%2Fm%2Fregister%3Fr%3D/,
  );
});

import type { Locator } from '@playwright/test';
import { expect, strings, test } from '../qa-kit/index.ts';

// Pull to refresh on the transaction history (docs/member.md "History"), on a touch screen.
test.use({ locale: 'en-US', hasTouch: true, isMobile: true });
const en = strings('en');

/** One finger down at `fromY`, moved to `toY` in a few steps, then lifted. */
async function drag(target: Locator, fromY: number, toY: number) {
  const box = (await target.boundingBox())!;
  const touchAt = (clientY: number) => [{ identifier: 1, clientX: box.x + box.width / 2, clientY }];
  await target.dispatchEvent('touchstart', {
    touches: touchAt(fromY),
    changedTouches: touchAt(fromY),
    targetTouches: touchAt(fromY),
  });
  for (let step = 1; step <= 4; step += 1) {
    const y = fromY + ((toY - fromY) * step) / 4;
    await target.dispatchEvent('touchmove', {
      touches: touchAt(y),
      changedTouches: touchAt(y),
      targetTouches: touchAt(y),
    });
  }
  await target.dispatchEvent('touchend', { touches: [], changedTouches: touchAt(toY) });
}

test('a pull down at the top of the history refreshes it; a short one does not', async ({
  member,
}) => {
  const page = await member('player01');
  await page.goto('/m/member/transactions');
  const list = page.getByRole('list', { name: en('history.title') });
  await expect(list.getByTestId('history-item').first()).toBeVisible();
  const refreshButton = page.getByRole('button', { name: en('history.refresh') });
  await expect(refreshButton).toBeEnabled();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/member/transactions') asked.push(request.url());
  });

  // 60 px of finger is 30 px of pull: under the threshold, nothing is asked.
  await drag(list, 200, 260);
  await expect(refreshButton).toBeEnabled();
  expect(asked).toEqual([]);

  const refreshed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/wps/member/transactions',
  );
  await drag(list, 200, 400);
  await refreshed;
  await expect(refreshButton).toBeEnabled();
  await expect(list.getByTestId('history-item').first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

import type { Page } from '@playwright/test';
import { expect, qaGet, storedRows, strings, test } from '../qa-kit/index.ts';
import { seriousAccessibilityProblems } from './axe.ts';

// Feedback (docs/pages.md "Feedback"): written offline, it waits in the service worker's queue
// without its token and reaches the backend exactly once when the line comes back, even when the
// backend kept it but its answer was lost.
test.use({ locale: 'en-US', serviceWorkers: 'allow' });
const en = strings('en');

interface ReceivedFeedback {
  account: string;
  text: string;
  deliveries: number;
}

const received = (server: { url: string }, text: string) =>
  qaGet<ReceivedFeedback[]>(server, '/__qa/feedback').then((all) =>
    all.filter((item) => item.text === text),
  );

async function write(page: Page, text: string) {
  await page.getByLabel(en('feedback.category')).selectOption('WITHDRAWAL');
  await page.getByRole('textbox', { name: en('feedback.text') }).fill(text);
  await page.getByRole('button', { name: en('feedback.send') }).click();
}

/**
 * The headers of the requests in workbox-background-sync's queue (its own IndexedDB). Read with
 * the kit, which neither creates that database nor keeps it open: an empty one made here first
 * would block the worker's own upgrade, and the queue would stay empty.
 */
async function queuedHeaders(page: Page): Promise<Record<string, string>[]> {
  const rows = await storedRows<{ requestData: { headers: Record<string, string> } }>(
    page,
    'workbox-background-sync',
    'requests',
  );
  return rows.map((row) => row.requestData.headers);
}

const mine = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('feedback written offline waits, then arrives once when the line returns', async ({
  member,
  storefront,
  line,
}) => {
  const page = await member('player01');
  await page.goto('/m/feedback');
  await expect(page.getByRole('heading', { name: en('feedback.mine') })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await line.offlineReady();

  await line.cut();
  const text = 'My withdrawal from yesterday has not arrived yet.';
  await write(page, text);
  await expect(mine(page, text)).toContainText(en('feedback.waiting'));
  // The service worker's queue holds the request as it will be replayed, without the token.
  await expect.poll(() => queuedHeaders(page)).toHaveLength(1);
  const [headers] = await queuedHeaders(page);
  expect(Object.keys(headers!).map((name) => name.toLowerCase())).not.toContain('authorization');

  await line.restore();
  await expect(mine(page, text)).toContainText(en('feedback.status.received'));
  await expect.poll(() => received(storefront, text)).toHaveLength(1);
  expect((await received(storefront, text))[0]?.account).toBe('player01');
});

test('a lost answer keeps it waiting; the replay gets the first receipt, no second message', async ({
  member,
  storefront,
  scenario,
  line,
}) => {
  const page = await member('player01');
  await page.goto('/m/feedback');
  await line.offlineReady();
  await scenario.set({ feedbackDelivery: 'answerLost' });

  await line.cut();
  const text = 'The deposit page froze after I pressed confirm.';
  await write(page, text);
  await expect(mine(page, text)).toContainText(en('feedback.waiting'));
  await line.restore();
  // The backend keeps it, but the answer never comes back: the player still sees it waiting.
  await expect.poll(() => received(storefront, text)).toHaveLength(1);
  await expect(mine(page, text)).toContainText(en('feedback.waiting'));

  await scenario.set({ feedbackDelivery: 'ok' });
  await page.reload();
  await expect(mine(page, text)).toContainText(en('feedback.status.received'));
  const kept = await received(storefront, text);
  expect(kept).toHaveLength(1);
  expect(kept[0]!.deliveries).toBeGreaterThan(1);
});

test('a visitor who opens feedback is sent home', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home/);
});

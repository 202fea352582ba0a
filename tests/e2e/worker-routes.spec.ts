import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';

// Backend calls go past the service worker (docs/architecture.md "Backend calls skip the service
// worker"): a stopped worker is not started for them, and an old version stopping for a new one
// is not restarted by them. The calls the worker answers itself still reach it.
test.use({ serviceWorkers: 'allow' });

/** The page's backend calls so far, by path, each with the source the static routes chose. */
function backendCallSources(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
        .filter((entry) => new URL(entry.name).pathname.startsWith('/wps/'))
        .map((entry) => [new URL(entry.name).pathname, entry.workerMatchedSourceType]),
    ),
  );
}

test("a controlled page's backend calls go straight to the network; the web manifest still reaches the worker", async ({
  page,
}) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  // The collector's call, as the page's drain sends it, and the manifest the worker keeps.
  await page.evaluate(async () => {
    const collector = await fetch('/wps/tracking/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [] }),
    });
    await collector.text();
    await (await fetch('/wps/system/manifest.json')).text();
  });

  await expect
    .poll(async () => Object.keys(await backendCallSources(page)))
    .toEqual(expect.arrayContaining(['/wps/tracking/events', '/wps/system/manifest.json']));
  const { '/wps/system/manifest.json': manifest, ...calls } = await backendCallSources(page);
  expect(manifest).toBe('fetch-event');
  expect(Object.keys(calls)).toEqual(
    expect.arrayContaining(['/wps/system/status', '/wps/relay/MCSFE_getBanners']),
  );
  expect(new Set(Object.values(calls))).toEqual(new Set(['network']));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('web-manifest')))
    .toBe(true);
});

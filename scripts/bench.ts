/**
 * `npm run bench`: how long until the home page shows its banners, in Debian's Chromium against
 * the reference backend with 300 ms added to every /wps call (a mobile network's latency):
 *   cold    first visit, nothing stored;
 *   warm    a reload: service worker + IndexedDB, the network refresh runs behind;
 *   offline a reload with the network cut.
 * Times are in-page (performance.now() from navigation start), medians over RUNS fresh profiles,
 * compared as ratios within this one run.
 */
import { chromium, type Page } from '@playwright/test';
import { startStorefrontServer } from '../server/app.ts';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import { scenarioClient } from '../tests/qa-kit/qa-api.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const API_LATENCY_MS = 300;

const server = await startStorefrontServer({ port: 0, quiet: true });
const browser = await chromium.launch(chromiumLaunchOptions);

async function homeShownAt(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('.banner-strip img').length >= 4,
    undefined,
    {
      timeout: 20_000,
      polling: 'raf',
    },
  );
  return page.evaluate(() => performance.now());
}

const samples = { cold: [] as number[], warm: [] as number[], offline: [] as number[] };
try {
  await scenarioClient(server).set({ latencyMs: API_LATENCY_MS });
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ locale: 'vi-VN', baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/m/home');
    samples.cold.push(await homeShownAt(page));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    samples.warm.push(await homeShownAt(page));
    await context.setOffline(true);
    await page.reload();
    samples.offline.push(await homeShownAt(page));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const cold = median(samples.cold);
console.log(`home page with banners, ${RUNS} runs, /wps latency ${API_LATENCY_MS} ms (median ms)`);
for (const [name, values] of Object.entries(samples)) {
  const ms = median(values);
  console.log(
    `${name.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / cold).toFixed(2)} × cold`,
  );
}

// Warm and offline reload LCP of /m/home in Debian's Chromium at 4× CPU slowdown (CDP): a cold
// visit installs the service worker; a reload then measures the warm start; with the server
// stopped, another reload measures the offline start.
import { chromium, type Page } from '@playwright/test';
import { startStorefrontServer } from '../../server/app.ts';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';

const CPU_SLOWDOWN = 4;
/** A mid-range phone's screen, as Lighthouse's mobile preset emulates it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

export interface ReloadSample {
  warmLcpMs: number;
  offlineLcpMs: number;
}

/** The page's LCP once the first banner image has been painted. */
async function lcpOfBanner(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.banner-strip img')].some(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Two frames: the banner's paint has then been reported as an LCP candidate.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
        );
      }),
  );
}

export async function measureReloads(merchant: string, runs: number): Promise<ReloadSample[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples: ReloadSample[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const server = await startStorefrontServer({ port: 0, quiet: true, merchant, qa: false });
      const context = await browser.newContext({ ...PHONE, baseURL: server.url });
      try {
        const page = await context.newPage();
        await page.goto('/m/home');
        await lcpOfBanner(page);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.reload();
        const warmLcpMs = await lcpOfBanner(page);
        await server.close();
        await page.reload();
        samples.push({ warmLcpMs, offlineLcpMs: await lcpOfBanner(page) });
      } finally {
        await context.close();
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}

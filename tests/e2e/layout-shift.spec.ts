// Nothing on the home page moves as its content arrives (issue 17: CLS ≤ 0.02). The page's own
// `layout-shift` entries are summed over a cold load and a warm reload, with the home content's
// answers held until the page has drawn without them: the moment a late answer would push things.
import type { Page, Route } from '@playwright/test';
import { networkQuiet } from '../qa-kit/index.ts';
import { expect, test } from './fixtures';

/** Issue 17's limit for the whole load, as Lighthouse counts it (input-free shifts). */
const MAX_LAYOUT_SHIFT = 0.02;

/** The calls that fill the home page's regions (banners, marquee, lanes, member rows, buttons). */
const HOME_CONTENT = /\/wps\/(relay|member|affiliate)\/|\/wps\/system\/config/;

/** The page's layout shifts so far, without those right after an input (none here). */
function layoutShiftSum(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        // The document's navigation entry is always buffered, and asked for after the shifts:
        // once it is delivered, so is every shift so far (with no shift at all, it alone comes).
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntriesByType('layout-shift')) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) sum += shift.value;
          }
          if (list.getEntriesByType('navigation').length === 0) return;
          observer.disconnect();
          resolve(sum);
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        observer.observe({ type: 'navigation', buffered: true });
      }),
  );
}

/**
 * Holds every home-content answer until the home page has been drawn without it (its body in the
 * DOM and two frames painted), then lets it through: the content arrives after the first paint.
 */
async function holdContentUntilDrawn(page: Page) {
  let drawn: Promise<void> | null = null;
  const whenDrawn = () =>
    (drawn ??= (async () => {
      await page.locator('.home-body').waitFor({ state: 'attached' });
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
    })());
  await page.route(HOME_CONTENT, async (route: Route) => {
    await whenDrawn().catch(() => undefined);
    await route.continue();
  });
  return () => {
    drawn = null;
  };
}

/** The home page with its content in: banners, lanes, and every answer it asked for. */
async function homeSettled(page: Page) {
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
  await expect(page.locator('.lanes-skeleton')).toHaveCount(0);
  await networkQuiet(page);
}

async function shiftsOfColdAndWarmLoad(page: Page) {
  const nextLoad = await holdContentUntilDrawn(page);
  await page.goto('/m/home');
  await homeSettled(page);
  const cold = await layoutShiftSum(page);
  nextLoad();
  await page.reload();
  await homeSettled(page);
  const warm = await layoutShiftSum(page);
  return { cold, warm };
}

for (const merchant of ['DEMOVN', 'DEMOBR']) {
  test.describe(`${merchant} home page`, () => {
    // Lighthouse's phone screen: every region of the home page is in or near the first view.
    test.use({ merchant, viewport: { width: 412, height: 823 } });

    test('a visitor’s cold load and warm reload shift nothing', async ({ page }) => {
      const shifts = await shiftsOfColdAndWarmLoad(page);
      expect(shifts.cold).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(shifts.warm).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    test('a member’s cold load and warm reload shift nothing', async ({ member }) => {
      const page = await member('player01');
      const shifts = await shiftsOfColdAndWarmLoad(page);
      expect(shifts.cold).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(shifts.warm).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}

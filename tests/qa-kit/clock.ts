// The spec's waits (§4, §9) on the page's fake clock instead of in real time: each recipe moves the
// clock past one named delay, with the storefront's own constant.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  ASSET_CHECK_INTERVAL_MS,
  FIRST_ASSET_CHECK_DELAY_MS,
} from '../../src/common/asset-manifests.ts';
import { LOGIN_DEBOUNCE_MS } from '../../src/common/auth-constants.ts';
import { DOWNLOAD_IMAGE_WAIT_MS } from '../../src/features/download-image/downloadImageRules.ts';
import { DELAY_BY_CAUSE } from '../../src/features/install/rules/downloadPopupRules.ts';

// These two live in modules that load half the app: imported only by the tests that use them.
const launchTimeout = async () =>
  (await import('../../src/features/game/gameApi.ts')).GAME_LAUNCH_TIMEOUT_MS;
const announcementDelay = async () =>
  (await import('../../src/features/announcements/loadPopup.ts')).POPUP_LOAD_DELAY_MS;

/**
 * Steps run after the delay: a timer the page sets a moment after the recipe starts (a lazy
 * chunk's, a React effect's) is past its delay too by the end.
 */
const MARGIN_STEPS = 5;
/** Above this, the clock jumps (firing each due timer once) instead of stepping. */
const JUMP_ABOVE_MS = 60_000;

/**
 * Moves the page's clock past `ms` in small steps, each a separate call so the page's tasks run
 * between them; with `until`, stops at the first step after which it is visible, and fails if it
 * never is.
 */
export async function runClockPast(page: Page, ms: number, until?: Locator) {
  const step = Math.min(1_000, Math.max(50, Math.ceil(ms / 10)));
  let steps = Math.ceil(ms / step) + MARGIN_STEPS;
  if (ms > JUMP_ABOVE_MS) {
    await page.clock.fastForward(ms);
    steps = MARGIN_STEPS;
  }
  for (let taken = 0; taken < steps; taken++) {
    await page.clock.runFor(step);
    if (until && (await until.isVisible())) return;
  }
  if (until) await expect(until).toBeVisible();
}

/**
 * Resolves once the tasks the page had queued have run: a message through a MessageChannel (which
 * the fake clock leaves alone) is queued behind them, as is the render a fired timer asked for.
 */
export async function pageTasksRun(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * The `clock` fixture: the test's page runs on Playwright's fake clock from its first load (time
 * still flows until a recipe moves it). Call a recipe after the moment its delay counts from.
 */
export interface ClockRecipes {
  /** Past any delay. */
  past(ms: number, until?: Locator): Promise<void>;
  /**
   * Exactly `ms` on (no margin), then the page's queued tasks: for a check that something due
   * later has not happened yet, before `past` moves on.
   */
  runFor(ms: number): Promise<void>;
  /** Spec §4: the download-image popup, 20 s after the home page opens. */
  pastDownloadImageWait(until?: Locator): Promise<void>;
  /** Spec §9: the game launch gives up 10 s after the launch call and offers Retry. */
  pastLaunchTimeout(until?: Locator): Promise<void>;
  /** Spec §4: a download popup, 1900 ms after registration, 2000 after login, 1000 after a route. */
  pastDownloadPopupDelay(after: 'register' | 'login' | 'route', until?: Locator): Promise<void>;
  /** Spec §9: the announcement popup loads 500 ms after the home page mounts. */
  pastAnnouncementDelay(until?: Locator): Promise<void>;
  /** Spec §4: a second login within 500 ms of the last is ignored. */
  pastLoginDebounce(until?: Locator): Promise<void>;
  /** Spec §9: the first asset-hash check, 1.5 s after load. */
  pastFirstAssetCheck(until?: Locator): Promise<void>;
  /** Spec §9: the asset-hash check every hour after. */
  pastHourlyAssetCheck(until?: Locator): Promise<void>;
}

export function clockRecipes(page: Page): ClockRecipes {
  const past = (ms: number, until?: Locator) => runClockPast(page, ms, until);
  return {
    past,
    async runFor(ms) {
      await page.clock.runFor(ms);
      await pageTasksRun(page);
    },
    pastDownloadImageWait: (until) => past(DOWNLOAD_IMAGE_WAIT_MS, until),
    pastLaunchTimeout: async (until) => past(await launchTimeout(), until),
    pastDownloadPopupDelay: (after, until) => past(DELAY_BY_CAUSE[after], until),
    pastAnnouncementDelay: async (until) => past(await announcementDelay(), until),
    pastLoginDebounce: (until) => past(LOGIN_DEBOUNCE_MS, until),
    pastFirstAssetCheck: (until) => past(FIRST_ASSET_CHECK_DELAY_MS, until),
    pastHourlyAssetCheck: (until) => past(ASSET_CHECK_INTERVAL_MS, until),
  };
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { strings } from './locales.ts';

// The home banner carousel (spec §9 autoplay every 5 s; WCAG 2.2.2 pause, stop, hide): it can be
// paused, does not start for players who ask for less motion, and goes on from the slide a swipe
// left on screen. The page's clock is faked: 5 s pass when the test says so.
const en = strings('en');
test.use({ locale: 'en-US', reducedMotion: 'no-preference' });

const strip = (page: Page) => page.locator('.banner-strip');

/** The index of the slide on screen, from where the strip is scrolled. */
function slideOnScreen(page: Page) {
  return strip(page).evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));
}

/** Opens the home page and stops its clock: from then on, time passes only when a test says so. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img')).toHaveCount(4);
  // A little ahead of the page's time, which runs on while this call is on its way.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
}

/** The slide the carousel is on: its active dot, which follows its state at once. */
const activeDot = (page: Page) =>
  page
    .locator('.banner-dots .dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('active')));

/**
 * Resolves once the page has run the tasks it had queued when this was called: React renders and
 * runs effects in message-channel tasks, which the fake clock does not hold back (two rounds: a
 * render, then its effects).
 */
async function afterQueuedTasks(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * What a swipe does: a finger on the strip, the strip ends on another slide, the finger lifts.
 * The carousel reads the slide back on the strip's `scrollend`: once its dot shows that slide and
 * its effects ran, its next wait counts from now.
 */
async function swipeTo(page: Page, slide: number) {
  await strip(page).evaluate((element, index) => {
    element.dispatchEvent(new TouchEvent('touchstart'));
    element.scrollTo({ left: element.clientWidth * index });
    element.dispatchEvent(new TouchEvent('touchend'));
  }, slide);
  await expect.poll(() => activeDot(page)).toBe(slide);
  await afterQueuedTasks(page);
  await page.clock.runFor(500);
}

/**
 * The slide the strip rests on once a move under way is over: the carousel's slide (its dot),
 * once the strip has scrolled all the way to it. Smooth scrolling is not timed by the page's
 * clock; the strip arriving is the signal.
 */
async function restingSlide(page: Page) {
  await afterQueuedTasks(page);
  const slide = await activeDot(page);
  await expect
    .poll(() =>
      strip(page).evaluate(
        (element, index) => Math.abs(element.scrollLeft - element.clientWidth * index) < 1,
        slide,
      ),
    )
    .toBe(true);
  return slide;
}

test('the pause button stops the slideshow and the play button starts it again', async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole('button', { name: en('home.banners_pause') }).click();
  const paused = await restingSlide(page);
  await page.clock.runFor(11_000);
  expect(await restingSlide(page)).toBe(paused);

  await page.getByRole('button', { name: en('home.banners_play') }).click();
  await expect(page.getByRole('button', { name: en('home.banners_pause') })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect.poll(() => slideOnScreen(page)).toBe((paused + 1) % 4);
});

test('a player who asks for less motion gets no autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await expect(page.getByRole('button', { name: en('home.banners_play') })).toBeVisible();
  await page.clock.runFor(11_000);
  await afterQueuedTasks(page);
  expect(await activeDot(page)).toBe(0);
  expect(await slideOnScreen(page)).toBe(0);
});

test('after a swipe the slideshow goes on from the slide on screen', async ({ page }) => {
  await openHome(page);
  // Two slides on from where the slideshow is: its own next slide would be the one between.
  const swiped = ((await restingSlide(page)) + 2) % 4;
  await swipeTo(page, swiped);
  expect(await slideOnScreen(page)).toBe(swiped);
  // A whole wait after the swipe, the slide after the swiped one comes.
  await page.clock.runFor(4_000);
  await afterQueuedTasks(page);
  expect(await activeDot(page)).toBe(swiped);
  await page.clock.runFor(1_000);
  await expect.poll(() => slideOnScreen(page)).toBe((swiped + 1) % 4);
});

test('banners that cannot be fetched leave the page to the player at once, not at the time limit', async ({
  page,
  scenario,
}) => {
  await scenario({
    forceError: [{ path: '/wps/relay/MCSFE_getBanners', status: 500, errorCode: 'system_error' }],
  });
  // The page's clock stops as soon as the app has drawn its header, seconds short of the
  // first-content time limit: from then on only the page's own signal can end the boot preview.
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.locator('.home-header')).toBeAttached();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await expect(page.locator('.banner-skeleton')).toBeVisible();
  await expect(page.locator('#boot-preview')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Handed over with the clock stopped. The header's controls are a part React reveals on its own
  // short timer (a Suspense retry), which a stopped clock would hold back: time runs again.
  await page.clock.resume();
  await page
    .getByRole('banner')
    .getByRole('link', { name: en('pages.login') })
    .click();
  await expect(page.getByLabel(en('auth.username'))).toBeVisible();
});

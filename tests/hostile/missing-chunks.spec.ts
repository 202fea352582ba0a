import type { Page, Route } from '@playwright/test';
import { expect, openHome, test } from '../e2e/fixtures';
import { builtChunk } from '../e2e/builtChunks';
import { strings } from '../e2e/locales';

// A page's code that cannot be fetched: a deploy removed it, the player went offline before it
// was cached, another tab's update cleared the old precache. Never a blank page (docs/architecture.md).

test.use({ locale: 'en-US' });
const en = strings('en');

/** The "Game" page is a public feature page with a chunk of its own (RewardsPage). */
const gameChunk = () => builtChunk('RewardsPage');

const notFound = (route: Route) => route.fulfill({ status: 404, body: 'Not found' });

/** Full page loads of the main frame from now on (a history push is not one). */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

/** The server now has another build: the manifest names another entry script. */
async function deployNewBuild(page: Page) {
  await page.route('**/m/asset-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, { file: string }>;
    manifest['index.html']!.file = 'assets/index-NEWBUILD.js';
    await route.fulfill({ response, json: manifest });
  });
}

const gameTab = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: en('pages.game') });
const failure = (page: Page) =>
  page.getByRole('heading', { level: 1, name: en('recovery.page_failed_title') });

test('a page whose chunk is missing from this build shows the error screen, not a blank page', async ({
  page,
  context,
}) => {
  await openHome(page);
  await page.route(gameChunk(), notFound);
  const loads = documentLoads(page);
  await gameTab(page).click();

  await expect(failure(page)).toBeVisible();
  await expect(page.getByText(en('recovery.page_failed'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('recovery.reload') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/game$/);
  // The same build is deployed: nothing to reload for.
  expect(loads).toEqual([]);

  // The rest of the app keeps working around it.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: en('network.offline') })).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: en('app.home') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(failure(page)).toBeHidden();
});

test('the optional parts of the home page cannot take it down when their chunks are missing', async ({
  page,
}) => {
  const refused: string[] = [];
  for (const chunk of ['homeViews', 'HeaderControls', 'afterPaint']) {
    await page.route(builtChunk(chunk), (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return notFound(route);
    });
  }
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.marquee-track')).toBeVisible();
  // Promotions and the header's controls were asked for at once, the after-paint wave (customer
  // service, the install layer, the popups) once the page was drawn; all were refused.
  await expect
    .poll(() => refused.map((path) => /assets\/(\w+)-/.exec(path)?.[1]).sort(), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(['HeaderControls', 'afterPaint', 'homeViews']));
  await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(4);
  await expect(failure(page)).toBeHidden();
});

test.describe('after a new deploy', () => {
  test('tapping to a page whose chunk is gone loads the new build once, for that page', async ({
    page,
  }) => {
    await openHome(page);
    await deployNewBuild(page);
    // Gone until the page is loaded again (the new build's server has it).
    let refusals = 0;
    await page.route(gameChunk(), (route) => {
      if (refusals++ === 0) return notFound(route);
      return route.continue();
    });
    const loads = documentLoads(page);
    await gameTab(page).click();

    await expect(page.getByRole('heading', { level: 1, name: en('pages.game') })).toBeVisible();
    expect(loads).toEqual(['/m/game']);
    await expect(failure(page)).toBeHidden();
  });

  test('a page still missing after that one load shows the error screen: no reload loop', async ({
    page,
  }) => {
    await openHome(page);
    await deployNewBuild(page);
    await page.route(gameChunk(), notFound);
    const loads = documentLoads(page);
    await gameTab(page).click();

    // The error screen shows only once the page decided not to load again.
    await expect(failure(page)).toBeVisible();
    expect(loads).toEqual(['/m/game']);
    await expect(page).toHaveURL(/\/m\/game$/);
  });
});

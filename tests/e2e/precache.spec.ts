// The service worker precaches what an offline start needs; the other chunks are cached when
// first used (docs/performance.md "Precache"). A page never opened online shows the "could not
// load" screen offline, with Reload; one opened once opens offline.
import type { Page } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefrontServer } from '../../server/app.ts';
import { builtChunk, builtDir } from './builtChunks';
import { expect, reloadOffline, test, waitForOfflineReady } from './fixtures';
import { strings } from './locales';

const en = strings('en');

test.use({ serviceWorkers: 'allow' });

/** The build's chunks in the worker's precache. */
async function precachedChunks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat().filter((url) => new URL(url).pathname.startsWith('/m/assets/'));
  });
}

const helpHeading = (page: Page) => page.getByRole('heading', { level: 1, name: en('pages.help') });

test('the home page starts offline; a page never opened shows the offline error with Reload', async ({
  page,
  server,
}) => {
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await waitForOfflineReady(page);
  // Only the offline start is precached: not the help page, nor the cashier's.
  const precached = await precachedChunks(page);
  expect(precached.some((url) => /\/assets\/home-[^/]+\.js$/.test(url))).toBe(true);
  expect(precached.some((url) => /\/assets\/(HelpPage|DepositPage)-/.test(url))).toBe(false);

  await reloadOffline(page, server);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();

  await page.goto('/m/help');
  await expect(
    page.getByRole('heading', { level: 1, name: en('recovery.page_failed_title') }),
  ).toBeVisible();
  await expect(page.getByText(en('recovery.page_failed_offline'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('recovery.reload') })).toBeVisible();
});

test('a page opened once online opens offline: its chunks were cached as they were used', async ({
  page,
  server,
}) => {
  await page.goto('/m/help');
  await expect(helpHeading(page)).toBeVisible();
  await waitForOfflineReady(page);

  await reloadOffline(page, server);
  await expect(helpHeading(page)).toBeVisible();
});

/** A request held back until the test lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('a page reloaded while the first worker installs is taken by it, and opens offline', async ({
  page,
  context,
  server,
}) => {
  // The first worker's install reads the asset manifests: held until the reload is under way.
  const install = gate();
  await context.route('**/mobile/mc/asset-manifest.json*', async (route) => {
    await install.opened;
    await route.continue();
  });
  const worker = context.waitForEvent('serviceworker');
  await page.goto('/m/help');
  await expect(helpHeading(page)).toBeVisible();
  const installing = await worker;

  // The reload's page arrives only once the worker is active and has claimed the pages it saw.
  const reloadAnswer = gate();
  const reloadAsked = gate();
  await page.route('**/m/help', async (route) => {
    reloadAsked.open();
    await reloadAnswer.opened;
    await route.continue();
  });
  const reload = page.reload();
  await reloadAsked.opened;
  install.open();
  await expect
    .poll(() =>
      installing.evaluate(
        () =>
          (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration.active
            ?.state,
      ),
    )
    .toBe('activated');
  reloadAnswer.open();
  await reload;
  await page.unroute('**/m/help');
  await expect(helpHeading(page)).toBeVisible();

  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the worker controls the reloaded page',
    })
    .toBe(true);
  await waitForOfflineReady(page);
  await reloadOffline(page, server);
  await expect(helpHeading(page)).toBeVisible();
});

test('a chunk still on its way when the first worker takes the page is cached too', async ({
  page,
  server,
}) => {
  // The help page's answers need the HTML sanitiser, a chunk of its own (not precached) asked for
  // once the page has drawn, about when the after-paint wave registers the worker. Held until the
  // worker controls the page, it was asked for before that: the worker never saw it.
  const chunk = gate();
  const chunkAsked = gate();
  await page.route(builtChunk('sanitize'), async (route) => {
    chunkAsked.open();
    await chunk.opened;
    await route.continue();
  });
  await page.goto('/m/help');
  await expect(helpHeading(page)).toBeVisible();
  await chunkAsked.opened;
  // The worker controls the page and stored what the page handed it, all but the held chunk.
  await waitForOfflineReady(page);
  chunk.open();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some(({ name }) => name.includes('/sanitize-')),
  );

  await waitForOfflineReady(page);
  await reloadOffline(page, server);
  await expect(helpHeading(page)).toBeVisible();
});

/** Each build's run-time asset cache (sw/assetCache.ts) and the chunk paths it holds. */
async function assetCaches(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('assets-'));
    const entries = await Promise.all(
      names.map(async (name) => [
        name,
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ]),
    );
    return Object.fromEntries(entries) as Record<string, string[]>;
  });
}

/** The page asks for the worker's update and activates it, as the update notice's Refresh does. */
async function activateUpdate(page: Page) {
  await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update();
    const incoming = registration.installing ?? registration.waiting;
    if (!incoming) throw new Error('no new worker');
    await new Promise<void>((resolve) => {
      const installed = () => incoming.state === 'installed';
      if (installed()) return resolve();
      incoming.addEventListener('statechange', () => installed() && resolve());
    });
    const activated = new Promise<void>((resolve) =>
      incoming.addEventListener('statechange', () => incoming.state === 'activated' && resolve()),
    );
    incoming.postMessage({ type: 'SKIP_WAITING' });
    await activated;
  });
}

test("a new version keeps the previous build's chunks for its open tabs, not older builds'", async ({
  page,
}) => {
  // A build of its own, so that the test can release new versions of the worker.
  const dist = await mkdtemp(join(tmpdir(), 'storefront-precache-'));
  await cp(builtDir(), dist, { recursive: true });
  const storefront = await startStorefrontServer({ port: 0, quiet: true, distDir: dist });
  /** The next version's worker: its precache list without the entry `drop` matches. */
  const releaseWithout = async (drop: RegExp) => {
    const worker = join(dist, 'sw.js');
    const text = await readFile(worker, 'utf8');
    expect(text).toMatch(drop);
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });
    await writeFile(worker, text.replace(drop, ''));
  };
  try {
    await page.goto(`${storefront.url}/m/help`);
    await expect(helpHeading(page)).toBeVisible();
    await waitForOfflineReady(page);
    const first = Object.keys(await assetCaches(page));
    expect(first).toHaveLength(1);
    expect((await assetCaches(page))[first[0]!]).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/HelpPage-/)]),
    );

    // Version 2 no longer precaches the not-found page: version 1's copy moves to version 1's
    // asset cache, which stays for the tabs still running version 1.
    await releaseWithout(/\{"revision":null,"url":"assets\/NotFoundPage-[^"]+"\},?/);
    await activateUpdate(page);
    const second = await assetCaches(page);
    expect(Object.keys(second)).toHaveLength(2);
    expect(second[first[0]!]).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/HelpPage-/),
        expect.stringMatching(/\/assets\/NotFoundPage-/),
      ]),
    );

    // Version 3: version 1's cache goes, version 2's stays.
    await releaseWithout(/\{"revision":null,"url":"assets\/NoticeDialog-[^"]+"\},?/);
    await activateUpdate(page);
    const third = Object.keys(await assetCaches(page));
    expect(third).toHaveLength(2);
    expect(third).not.toContain(first[0]);
  } finally {
    await storefront.close();
    await rm(dist, { recursive: true, force: true });
  }
});

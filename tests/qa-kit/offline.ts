// Offline use: waiting until the service worker can serve the next load, and the line cut as a
// player loses it. `context.setOffline` alone does not cut the service worker's own requests
// (DESIGN.md), so the backend drops them too.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { RunningServer } from './server-types.ts';

/** Waits until a service worker controls the page, so the next load can come from it. */
export async function waitForServiceWorkerControl(page: Page) {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  } catch (error) {
    // What the worker was doing says why it never took the page.
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const of = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
        return registration
          ? `installing ${of(registration.installing)}, waiting ${of(registration.waiting)}, active ${of(registration.active)}`
          : 'no registration';
      })
      .catch(() => 'unreadable');
    throw new Error(`No service worker took the page (${state})`, { cause: error });
  }
}

/**
 * Waits until the page could load again with the network cut: a worker controls it and every
 * locale file and chunk this visit fetched is in one of the worker's caches (the precache holds
 * the fallback language and the offline start's chunks; the others reach the 'locales' and
 * build asset caches by CACHE_URLS, after control).
 */
export async function waitForOfflineReady(page: Page) {
  await waitForServiceWorkerControl(page);
  // expect.poll, not waitForFunction: an async predicate's promise is truthy, so
  // waitForFunction would return at once, before CACHE_URLS has stored anything. The answer names
  // what is missing, so that a timeout says which file the worker never stored.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const fetched = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => /\/locales\/|\/m\/assets\//.test(new URL(url).pathname));
          // The precache keys its files with a revision parameter.
          const cached = await Promise.all(
            fetched.map((url) => caches.match(url, { ignoreSearch: true })),
          );
          const missing = fetched.filter((_, index) => !cached[index]);
          return fetched.some((url) => url.includes('/locales/'))
            ? missing
            : ['(no locale file fetched)', ...missing];
        }),
      { message: 'every locale file and chunk of this visit is in a cache', timeout: 30_000 },
    )
    .toEqual([]);
}

/** The connection lost as a player loses it: the browser offline, the backend unreachable. */
export async function cutLine(context: BrowserContext, server: Pick<RunningServer, 'cutLine'>) {
  server.cutLine();
  await context.setOffline(true);
}

export async function restoreLine(
  context: BrowserContext,
  server: Pick<RunningServer, 'restoreLine'>,
) {
  server.restoreLine();
  await context.setOffline(false);
}

/**
 * The `line` fixture: the connection between the test's browser context and its backend. (Not
 * `offline`: that name is Playwright's own context option.)
 */
export interface LineControl {
  /**
   * Waits until `page` (the test's page by default) would load again offline. Needs
   * `test.use({ serviceWorkers: 'allow' })`: the kit blocks service workers otherwise.
   */
  offlineReady(page?: Page): Promise<void>;
  /** Cuts the line: the context offline and every request to the backend dropped (not /__qa). */
  cut(): Promise<void>;
  /** The line back: the same backend on the same origin, with the state it had. */
  restore(): Promise<void>;
  readonly isCut: boolean;
}

export function lineControl(
  page: Page,
  server: RunningServer,
  serviceWorkers: 'allow' | 'block',
): LineControl {
  let isCut = false;
  return {
    async offlineReady(target = page) {
      if (serviceWorkers === 'block') {
        throw new Error(
          "line.offlineReady() needs a service worker: add test.use({ serviceWorkers: 'allow' })",
        );
      }
      await waitForOfflineReady(target);
    },
    async cut() {
      await cutLine(page.context(), server);
      isCut = true;
    },
    async restore() {
      await restoreLine(page.context(), server);
      isCut = false;
    },
    get isCut() {
      return isCut;
    },
  };
}

// The kit's Playwright test: every test gets its own reference backend and the fixtures of
// docs/qa.md "Writing an offline scenario in Playwright".
import { test as base, type Page } from '@playwright/test';
import { clockRecipes, type ClockRecipes } from './clock.ts';
import { ledgerClient, type LedgerClient } from './ledger.ts';
import { signInOutside, storeSessionBeforeLoad } from './member.ts';
import { lineControl, type LineControl } from './offline.ts';
import { watchPageErrors } from './page-errors.ts';
import { answerNotificationQuestion, hideAnnouncementPopup, INSTALL_POPUPS_OFF } from './popups.ts';
import { scenarioClient, type ScenarioClient } from './qa-api.ts';
import type { RunningServer, ScenarioPatch } from './server-types.ts';
import { startStorefront } from './storefront.ts';

/** Options: set them with `test.use({ … })` (docs/qa.md lists the defaults). */
export interface KitOptions {
  /** The backend's merchant: DEMOVN (default) or DEMOBR. */
  merchant: string;
  /** Scenario fields the backend starts each test with, and `scenario.reset()` returns to. */
  initialScenario: ScenarioPatch | null;
  /** The backend's data folder; by default a fresh one per test, removed after it. */
  dataDir: string | undefined;
  /** QA mode: /__qa and the demo pages. Off, `scenario` and `ledger` cannot be used. */
  qaMode: boolean;
  /** The announcement popup: `hidden` (default: "hidden today" before the first load) or `shown`. */
  announcementPopup: 'hidden' | 'shown';
  /** The download popups (the app-install sheet): `off` (default) or `on`. */
  installPopups: 'off' | 'on';
  /** The once-per-device notification question: `answered` (default) or `ask`. */
  notificationQuestion: 'answered' | 'ask';
  /** Uncaught page errors this test provokes on purpose: matched against `Name: message`. */
  allowPageErrors: RegExp[];
}

/** A page of the test's context signed in as a demo account, before anything loaded in it. */
export type MemberPage = (
  account: string,
  options?: { merchant?: string; page?: Page },
) => Promise<Page>;

export interface KitFixtures {
  /** The test's reference backend: `url`, `port`, `dataDir`; stopped after the test. */
  storefront: RunningServer;
  scenario: ScenarioClient;
  line: LineControl;
  ledger: LedgerClient;
  member: MemberPage;
  clock: ClockRecipes;
  /** Automatic: fails the test on an uncaught page error not in `allowPageErrors`. */
  failOnPageErrors: void;
}

/** The patches a test begins with, in order; `scenario.reset()` applies them again. */
function startingScenario(options: Pick<KitOptions, 'installPopups' | 'initialScenario'>) {
  return [
    ...(options.installPopups === 'off' ? [INSTALL_POPUPS_OFF] : []),
    ...(options.initialScenario ? [options.initialScenario] : []),
  ];
}

export const test = base.extend<KitOptions & KitFixtures>({
  merchant: ['DEMOVN', { option: true }],
  initialScenario: [null, { option: true }],
  dataDir: [undefined, { option: true }],
  qaMode: [true, { option: true }],
  announcementPopup: ['hidden', { option: true }],
  installPopups: ['off', { option: true }],
  notificationQuestion: ['answered', { option: true }],
  allowPageErrors: [[], { option: true }],
  // A precaching service worker adds half again to a page load's CPU, and endless CSS motion
  // repaints without end in a software renderer (docs/testing.md): off unless a test opts in with
  // test.use (a project's `use` does not change these two).
  serviceWorkers: 'block',
  reducedMotion: 'reduce',

  storefront: async ({ merchant, dataDir, qaMode, installPopups, initialScenario }, use) => {
    if (!qaMode && initialScenario) throw new Error('initialScenario needs qaMode: true');
    const server = await startStorefront({ merchant, dataDir, qaMode });
    try {
      if (qaMode) {
        const scenario = scenarioClient(server);
        for (const patch of startingScenario({ installPopups, initialScenario })) {
          await scenario.set(patch);
        }
      }
      await use(server);
    } finally {
      await server.close();
    }
  },
  baseURL: async ({ storefront }, use) => use(storefront.url),
  context: async ({ context, announcementPopup, notificationQuestion }, use) => {
    if (announcementPopup === 'hidden') await hideAnnouncementPopup(context);
    if (notificationQuestion === 'answered') await answerNotificationQuestion(context);
    await use(context);
    // A route handler still fetching when the test ends would fail it with "disposed".
    await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  failOnPageErrors: [
    async ({ context, allowPageErrors }, use) => {
      const check = watchPageErrors(context, allowPageErrors);
      await use();
      check();
    },
    { auto: true },
  ],

  scenario: async ({ storefront, installPopups, initialScenario }, use) => {
    await use(scenarioClient(storefront, startingScenario({ installPopups, initialScenario })));
  },
  line: async ({ page, storefront, serviceWorkers }, use) => {
    await use(lineControl(page, storefront, serviceWorkers ?? 'allow'));
  },
  ledger: async ({ storefront, page }, use) => use(ledgerClient(storefront, page)),
  member: async ({ storefront, merchant, page, context }, use) => {
    let pageTaken = false;
    await use(async (account, options = {}) => {
      // The test's own page first, then a new tab per member: each tab has its own session.
      const target = options.page ?? (pageTaken ? await context.newPage() : page);
      if (target === page) pageTaken = true;
      const session = await signInOutside(storefront, account, options.merchant ?? merchant);
      await storeSessionBeforeLoad(target, session);
      return target;
    });
  },
  clock: async ({ page }, use) => {
    await page.clock.install();
    await use(clockRecipes(page));
  },
});

export { expect } from '@playwright/test';

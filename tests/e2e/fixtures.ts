// Our own browser specs run on the QA kit (tests/qa-kit, docs/qa.md). This layer adds what only
// the suite needs: the backend under the name the specs use, and the failure report for CI logs.
import type { Page } from '@playwright/test';
import {
  cutLine,
  test as kit,
  type RunningServer,
  type ScenarioClient,
  type ScenarioPatch,
} from '../qa-kit/index.ts';
import {
  FAILURE_REPORT_ATTACHMENT,
  formatFailureReport,
  FULL_REPORT,
  watchForFailureReport,
} from './failureReport.ts';

export type Scenario = ScenarioPatch;
export type { ScenarioClient };

interface SuiteFixtures {
  /** The test's reference backend (the kit's `storefront`). */
  server: RunningServer;
  /** On a failure, prints what the pages and workers logged and what the pages showed. */
  failureReport: void;
}

export const test = kit.extend<SuiteFixtures>({
  server: async ({ storefront }, use) => use(storefront),
  failureReport: [
    async ({ context }, use, testInfo) => {
      const collect = watchForFailureReport(context);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const report = await collect();
      process.stdout.write(`${formatFailureReport(report, FULL_REPORT)}\n`);
      // For the digest at the end of the run (failureDigest.ts), after the output has scrolled.
      await testInfo.attach(FAILURE_REPORT_ATTACHMENT, {
        body: JSON.stringify(report),
        contentType: 'application/json',
      });
    },
    { auto: true },
  ],
});

/**
 * The connection lost as a player loses it, then a reload: the backend unreachable (the worker's
 * own requests are not cut by `setOffline`), the browser offline.
 */
export async function reloadOffline(page: Page, server: RunningServer) {
  await cutLine(page.context(), server);
  await page.reload();
}

export {
  APP_DATABASE,
  DEMO_PASSWORD,
  expect,
  hideAnnouncementPopup,
  leaveAndComeBack,
  logIn,
  offerInstallPrompt,
  openHome,
  pageTasksRun,
  presetStorage,
  qaGet,
  storedKeys,
  storedMember,
  storedRows,
  storedSession,
  tokenFor,
  waitForOfflineReady,
  waitForServiceWorkerControl,
  type PromptWindow,
} from '../qa-kit/index.ts';

import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './tests/chromium';

/** Specs that need the full browser, not the headless shell. */
const FULL_BROWSER_SPECS = ['**/install-browser.spec.ts'];

/**
 * Debian's Chromium and its headless shell only (scripts/ensure-chromium.sh installs them); never
 * a downloaded build.
 * Each test starts its own reference backend on a free port (tests/e2e/fixtures.ts), so tests are
 * isolated by origin: separate service workers, IndexedDB and storage.
 */
export default defineConfig({
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A stray test.only would pass CI with one test run.
  forbidOnly: !!process.env.CI,
  // At least two: much of a test is waiting for timers and answers, which the other fills.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The digest repeats what each failed test saw after the summary: CI keeps the log's end.
  reporter: [
    ['list'],
    ['./tests/e2e/failureDigest.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    browserName: 'chromium',
    // The QA kit (tests/qa-kit) blocks service workers and asks for reduced motion: each costs a
    // test seconds of CPU on CI's 2 cores. Specs about offline use, updates and the worker's drain
    // opt in with `test.use({ serviceWorkers: 'allow' })`; those about motion with
    // `reducedMotion: 'no-preference'`.
    // Recording a trace of every test doubles the suite's CPU time; to debug a failure, run it
    // again with `--trace on`.
    trace: 'off',
    // The headless shell costs about a fifth less CPU than full Chromium (docs/testing.md).
    launchOptions: headlessShellLaunchOptions,
  },
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', testIgnore: FULL_BROWSER_SPECS },
    // The shell reports notifications as denied, so the app never asks: the install and
    // notification prompt specs run on full Chromium.
    {
      name: 'full-chromium',
      testDir: 'tests/e2e',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: chromiumLaunchOptions },
    },
    // Attacks and unlucky players (docs/security.md): the plain-HTTP half runs in Vitest.
    { name: 'hostile', testDir: 'tests/hostile', testMatch: '**/*.spec.ts' },
    // The QA kit's own tests and the worked examples of docs/qa.md.
    { name: 'qa-kit', testDir: 'tests/qa-kit', testMatch: '**/*.spec.ts' },
  ],
});

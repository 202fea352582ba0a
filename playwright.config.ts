import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/**
 * Debian's Chromium only (scripts/ensure-chromium.sh installs it); never a downloaded build.
 * Each test starts its own reference backend on a free port (tests/e2e/fixtures.ts), so tests are
 * isolated by origin: separate service workers, IndexedDB and storage.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});

import { test as base, expect, type Page } from '@playwright/test';
import { startStorefrontServer, type RunningServer } from '../../server/app.ts';

export interface Scenario {
  maintenance?: boolean;
  maintenanceEnd?: string | null;
  maintenanceMessage?: string | null;
  regionRestriction?: boolean;
  domainUnavailable?: boolean;
  statusError?: { errorCode: string; message: string } | null;
  malformed?: boolean;
  latencyMs?: number;
  failRate?: number;
  errorRate?: number;
  paths?: string[];
  assetVersion?: string;
}

interface Fixtures {
  merchant: string;
  server: RunningServer;
  /** Sets QA scenario fields on this test's backend (docs/qa.md). */
  scenario: (fields: Scenario) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  merchant: ['DEMOVN', { option: true }],
  server: async ({ merchant }, use) => {
    const started = await startStorefrontServer({ port: 0, merchant, quiet: true });
    // Tests cut the network by closing the server; teardown then has nothing left to close.
    let closing: Promise<void> | undefined;
    const server = { ...started, close: () => (closing ??= started.close()) };
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => use(server.url),
  scenario: async ({ server }, use) => {
    await use(async (fields) => {
      const response = await fetch(`${server.url}/__qa/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
      });
      expect(response.ok, await response.clone().text()).toBe(true);
    });
  },
});

/** Waits until a service worker controls the page, so the next load can come from it. */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

export { expect };

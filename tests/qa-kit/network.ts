// "Nothing more is coming" for a check that nothing happened: the page's network quiet for a
// while, as the test measures it from the requests it sees (docs/qa.md "No fixed waits").
import type { Page, Request } from '@playwright/test';

/** How long no request may start or end before the page counts as quiet. */
export const NETWORK_QUIET_MS = 500;
/** How often the quiet is looked at. */
const LOOK_EVERY_MS = 50;

/**
 * Resolves once no request of the page started or ended for `quietMs` and none it saw start is
 * still in flight; throws after `timeout`. A request the page would send after a step that needs
 * no network (an IndexedDB read, a render) starts inside the window and is waited for.
 */
export async function networkQuiet(
  page: Page,
  { quietMs = NETWORK_QUIET_MS, timeout = 15_000 } = {},
): Promise<void> {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeout;
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`The page's network was not quiet within ${timeout} ms: ${pending}`);
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

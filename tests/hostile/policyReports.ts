import type { BrowserContext, ConsoleMessage, Response, Worker } from '@playwright/test';

/** One thing the browser refused because of a policy, and where. */
export interface PolicyReport {
  where: string;
  what: string;
}

const REPORT_BINDING = '__reportPolicyViolation';
/** How Chromium words a CSP refusal or a bad Permissions-Policy in the console. */
const POLICY_MESSAGE = /Content Security Policy|Permissions-Policy|Permissions policy/i;

/**
 * Workers have no init scripts: this listener is added once the worker has started, so it may
 * miss what the worker refuses at once (the tests also check what such work should have done).
 */
function listenInWorker() {
  self.addEventListener('securitypolicyviolation', (event) => {
    console.warn(
      `Content Security Policy: ${event.effectiveDirective} refused ${event.blockedURI}`,
    );
  });
}

/**
 * Collects every policy report of the context: `securitypolicyviolation` in every frame of every
 * page (listened to before any script of the page runs) and in every worker, and console messages about a policy. An answer without
 * `nosniff`, or a document (page, popup, frame) without every security header, is reported too.
 */
export async function watchPolicyReports(context: BrowserContext): Promise<PolicyReport[]> {
  const reports: PolicyReport[] = [];
  await context.exposeBinding(REPORT_BINDING, ({ frame }, what: string) => {
    reports.push({ where: frame.url(), what });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (what: string) => void>)[binding];
      const blocked = event.blockedURI || 'inline';
      report?.(
        `${event.effectiveDirective} refused ${blocked} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, REPORT_BINDING);
  const fromConsole = (where: () => string) => (message: ConsoleMessage) => {
    if (POLICY_MESSAGE.test(message.text())) reports.push({ where: where(), what: message.text() });
  };
  context.on('console', (message) => fromConsole(() => message.page()?.url() ?? '?')(message));
  const listenTo = (worker: Worker) => {
    worker.evaluate(listenInWorker).catch(() => undefined); // a worker may end first
    worker.on(
      'console',
      fromConsole(() => worker.url()),
    );
  };
  for (const page of context.pages()) page.on('worker', listenTo);
  context.on('page', (page) => page.on('worker', listenTo));
  context.on('serviceworker', (worker) => {
    listenTo(worker);
    worker.on(
      'console',
      fromConsole(() => worker.url()),
    );
  });
  context.on('response', (response) => {
    const missing =
      response.request().resourceType() === 'document'
        ? missingSecurityHeaders(response)
        : response.headers()['x-content-type-options'] === 'nosniff'
          ? []
          : ['X-Content-Type-Options'];
    if (missing.length > 0)
      reports.push({ where: response.url(), what: `lacks ${missing.join(', ')}` });
  });
  return reports;
}

/** What an answer (a page's, or one fetched by the test) must carry, whatever its policy. */
export function missingSecurityHeaders(response: Pick<Response, 'headers'>): string[] {
  const headers = response.headers();
  const missing: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') missing.push('X-Content-Type-Options');
  if (!headers['referrer-policy']) missing.push('Referrer-Policy');
  if (!/camera=\(\)/.test(headers['permissions-policy'] ?? '')) missing.push('Permissions-Policy');
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
  const allowsNone = (name: string) => directives.get(name)?.join(' ') === "'none'";
  if (!directives.has('frame-ancestors')) missing.push('CSP frame-ancestors');
  if (!allowsNone('object-src') && !allowsNone('default-src'))
    missing.push("CSP object-src 'none'");
  if (!directives.has('base-uri') && !allowsNone('default-src')) missing.push('CSP base-uri');
  if (directives.get('script-src')?.includes("'unsafe-inline'")) {
    missing.push("CSP script-src without 'unsafe-inline'");
  }
  return missing;
}

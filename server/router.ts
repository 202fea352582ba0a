// One server's request handling: the path normalised (or refused), the client identified, QA
// switches first (in QA mode), then delivery faults and forced errors, then the routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COLLECTOR_PATH } from '../src/common/tracking/collector.ts';
import { handleCaptchaAsset } from './auth/captcha-assets.ts';
import { authReports } from './auth/qa-reports.ts';
import type { AuthState } from './auth/state.ts';
import { createCdn } from './cdn.ts';
import type { Uploads } from './images/uploads.ts';
import { handleCsPage } from './cs-page.ts';
import { handleDownload } from './downloads.ts';
import { applyDeliveryFaults, isMalformed, loseAnswerIfAsked } from './faults.ts';
import { forcedErrorFor, sendForcedError } from './force-error.ts';
import { identifyClient, type ForwardingPolicy } from './forwarding.ts';
import { DEMO_GAME_PREFIX } from './game-page.ts';
import { DEV_IDP_PREFIX } from './idp/paths.ts';
import { handleDevIdp } from './idp/routes.ts';
import { logWhenDone, type LogSink } from './log.ts';
import { memberAreaReports } from './member/qa-reports.ts';
import { pageReports } from './pages/pageQa.ts';
import { DOWNLOADS_PREFIX } from './merchants/downloads.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { handleMiniGame } from './mini-game.ts';
import { handleMobile } from './mobile.ts';
import { proxyRequest } from './proxy.ts';
import { isQaPath, type ScenarioStore } from './qa.ts';
import { handleQaRequest } from './qa-routes.ts';
import { routeTarget, type RequestTarget } from './request.ts';
import { sendFailure, sendJson, sendText } from './respond.ts';
import { applySecurityHeaders, type ServerSecurityHeaders } from './security/headers.ts';
import { createStaticApp } from './static-app.ts';
import { trackingReports, watchCollectorRequest, type TrackingState } from './tracking/state.ts';
import { handleWps, malformedAnswerFor } from './wps/index.ts';
import { needsStatusOverlay, overlayStatus, statusOverride } from './wps/status.ts';

export interface HandlerConfig {
  defaultMerchant: MerchantFixture;
  distDir: string;
  upstream: URL | null;
  /** QA and demo mode: /__qa, /dev-idp, /captcha, /cs and the demo game pages exist. */
  qa: boolean;
  /** Whose word about the client's address and scheme counts (server/forwarding.ts). */
  forwarding: ForwardingPolicy;
  scenario: ScenarioStore;
  /** Sign-in state: keys, members, sessions, SMS codes, captcha, push calls. */
  auth: AuthState;
  /** The tracking collector's ledger and request counters. */
  tracking: TrackingState;
  /** Null when quiet. */
  log: LogSink | null;
  /** Aborted when the server closes. */
  signal: AbortSignal;
  /** CSP, referrer and permissions policies, nosniff: on every answer. */
  security: ServerSecurityHeaders;
  /** Raster images an operator uploaded, served by /cdn (docs/server.md "Image variants"). */
  uploads: Uploads;
}

const STATUS_PATH = '/wps/system/status';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Pages and calls for QA and development only; outside QA mode they do not exist. */
const DEVELOPMENT_PREFIXES = ['/__qa', DEV_IDP_PREFIX, '/captcha', '/cs'];
/** The local backend's development calls: the demo game pages and the captcha's challenges. */
const DEVELOPMENT_WPS = ['/wps/captcha/geetest', DEMO_GAME_PREFIX.replace(/\/$/, '')];

function isDevelopmentPath(pathname: string, localWps: boolean): boolean {
  const prefixes = localWps ? [...DEVELOPMENT_PREFIXES, ...DEVELOPMENT_WPS] : DEVELOPMENT_PREFIXES;
  return prefixes.some((prefix) => isUnder(pathname, prefix));
}

export function createRequestHandler(config: HandlerConfig) {
  const serveStatic = createStaticApp(config.distDir, {
    serviceWorkerVersion: () => config.scenario.current.swVersion,
    htmlPolicy: (html) => config.security.appShellPolicy(html),
  });
  const serveCdn = createCdn(config.uploads);
  const scenario = () => config.scenario.current;
  const qaReports = {
    ...authReports(config.auth, config.defaultMerchant),
    ...trackingReports(config.tracking),
    ...memberAreaReports(config.auth.memberArea),
    ...pageReports(config.auth),
  };

  /** QA's status switches and malformed answers apply before the operator is asked. */
  function proxyWps(req: IncomingMessage, res: ServerResponse, target: RequestTarget, to: URL) {
    const current = scenario();
    const override = target.pathname === STATUS_PATH ? statusOverride(current) : null;
    if (override) return sendJson(req, res, override, { cacheControl: 'no-store' });
    if (isMalformed(current, target.pathname)) {
      return sendJson(req, res, malformedAnswerFor(target.pathname), { cacheControl: 'no-store' });
    }
    const overlay = target.pathname === STATUS_PATH && needsStatusOverlay(current);
    proxyRequest(req, res, to, target, {
      forwarding: config.forwarding,
      ...(overlay ? { rewriteJson: (body: unknown) => overlayStatus(body, scenario()) } : {}),
    });
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
  ): Promise<void> {
    const { pathname } = target;
    if (!config.qa && isDevelopmentPath(pathname, !config.upstream)) {
      // As if they did not exist: the answer of any unknown path.
      if (isUnder(pathname, '/wps')) {
        return sendFailure(req, res, 404, 'not_found', `No such call: ${req.method} ${pathname}`);
      }
      return sendText(req, res, 404, 'Not found');
    }
    if (isQaPath(pathname)) {
      return handleQaRequest(req, res, pathname, {
        store: config.scenario,
        reports: qaReports,
        onScenarioReset: () => config.auth.limits.reset(),
      });
    }
    if (pathname === COLLECTOR_PATH) watchCollectorRequest(config.tracking, res);

    const handled = await applyDeliveryFaults(req, res, pathname, {
      scenario,
      signal: config.signal,
    });
    if (handled) return;
    loseAnswerIfAsked(scenario(), pathname, req, res);
    const forced = forcedErrorFor(scenario(), pathname);
    if (forced) return sendForcedError(req, res, forced);

    if (isUnder(pathname, '/wps')) {
      if (config.upstream) return proxyWps(req, res, target, config.upstream);
      return handleWps(req, res, target, {
        defaultMerchant: config.defaultMerchant,
        scenario,
        auth: config.auth,
        tracking: config.tracking,
        uploads: config.uploads,
      });
    }
    if (isUnder(pathname, '/captcha')) {
      return handleCaptchaAsset(req, res, pathname, {
        captcha: config.auth.captcha,
        scenario,
        signal: config.signal,
      });
    }
    if (isUnder(pathname, DEV_IDP_PREFIX)) {
      return handleDevIdp(req, res, target, {
        tokens: config.auth.identityTokens,
        defaultMerchant: config.defaultMerchant,
      });
    }
    if (isUnder(pathname, '/mobile')) {
      return handleMobile(req, res, target, scenario(), config.defaultMerchant);
    }
    if (isUnder(pathname, DOWNLOADS_PREFIX)) return handleDownload(req, res, pathname);
    if (isUnder(pathname, '/cdn')) return serveCdn(req, res, target);
    if (isUnder(pathname, '/cs')) return handleCsPage(req, res, pathname);
    if (isUnder(pathname, '/mini-game')) return handleMiniGame(req, res, pathname);
    return serveStatic(req, res, target);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    identifyClient(req, config.forwarding);
    applySecurityHeaders(res, config.security);
    if (config.log) logWhenDone(req, res, config.log);
    const target = routeTarget(req.url);
    if (!target) {
      sendText(req, res, 400, 'Bad request: the path has dot segments or escaped separators');
      return;
    }
    route(req, res, target).catch((error: unknown) => {
      console.error('Request failed:', error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal server error');
    });
  };
}

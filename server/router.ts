// One server's request handling: QA switches first, then delivery faults and forced errors, then
// the routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleCaptchaAsset } from './auth/captcha-assets.ts';
import { authReports } from './auth/qa-reports.ts';
import type { AuthState } from './auth/state.ts';
import { createCdn } from './cdn.ts';
import { handleCsPage } from './cs-page.ts';
import { handleDownload } from './downloads.ts';
import { applyDeliveryFaults, isMalformed } from './faults.ts';
import { forcedErrorFor, sendForcedError } from './force-error.ts';
import { DEV_IDP_PREFIX } from './idp/paths.ts';
import { handleDevIdp } from './idp/routes.ts';
import { logWhenDone, type LogSink } from './log.ts';
import { memberAreaReports } from './member/qa-reports.ts';
import { DOWNLOADS_PREFIX } from './merchants/downloads.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { handleMiniGame } from './mini-game.ts';
import { handleMobile } from './mobile.ts';
import { proxyRequest } from './proxy.ts';
import { handleQaRequest, isQaPath, type ScenarioStore } from './qa.ts';
import { parseTarget, type RequestTarget } from './request.ts';
import { sendJson, sendText } from './respond.ts';
import { createStaticApp } from './static-app.ts';
import { COLLECTOR_PATH } from './tracking/collector.ts';
import { trackingReports, watchCollectorRequest, type TrackingState } from './tracking/state.ts';
import { handleWps, malformedAnswerFor } from './wps/index.ts';
import { needsStatusOverlay, overlayStatus, statusOverride } from './wps/status.ts';

export interface HandlerConfig {
  defaultMerchant: MerchantFixture;
  distDir: string;
  upstream: URL | null;
  scenario: ScenarioStore;
  /** Sign-in state: keys, members, sessions, SMS codes, captcha, push calls. */
  auth: AuthState;
  /** The tracking collector's ledger and request counters. */
  tracking: TrackingState;
  /** Null when quiet. */
  log: LogSink | null;
  /** Aborted when the server closes. */
  signal: AbortSignal;
}

const STATUS_PATH = '/wps/system/status';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function createRequestHandler(config: HandlerConfig) {
  const serveStatic = createStaticApp(config.distDir, {
    serviceWorkerVersion: () => config.scenario.current.swVersion,
  });
  const serveCdn = createCdn();
  const scenario = () => config.scenario.current;
  const qaReports = {
    ...authReports(config.auth, config.defaultMerchant),
    ...trackingReports(config.tracking),
    ...memberAreaReports(config.auth.memberArea),
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
    proxyRequest(
      req,
      res,
      to,
      overlay ? { rewriteJson: (body) => overlayStatus(body, scenario()) } : {},
    );
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = parseTarget(req.url);
    const { pathname } = target;
    if (isQaPath(pathname)) {
      return handleQaRequest(req, res, pathname, config.scenario, qaReports);
    }
    if (pathname === COLLECTOR_PATH) watchCollectorRequest(config.tracking, res);

    const handled = await applyDeliveryFaults(req, res, pathname, {
      scenario,
      signal: config.signal,
    });
    if (handled) return;
    const forced = forcedErrorFor(scenario(), pathname);
    if (forced) return sendForcedError(req, res, forced);

    if (isUnder(pathname, '/wps')) {
      if (config.upstream) return proxyWps(req, res, target, config.upstream);
      return handleWps(req, res, target, {
        defaultMerchant: config.defaultMerchant,
        scenario,
        auth: config.auth,
        tracking: config.tracking,
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
    if (isUnder(pathname, '/cdn')) return serveCdn(req, res, pathname);
    if (isUnder(pathname, '/cs')) return handleCsPage(req, res, pathname);
    if (isUnder(pathname, '/mini-game')) return handleMiniGame(req, res, pathname);
    return serveStatic(req, res, target);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (config.log) logWhenDone(req, res, config.log);
    route(req, res).catch((error: unknown) => {
      console.error('Request failed:', error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal server error');
    });
  };
}

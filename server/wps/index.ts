// The /wps routes this backend answers itself (docs/api.md), each with the structurally wrong
// answer QA's `malformed` switch puts in its place. Sign-in calls are in server/auth/, the
// tracking collector in server/tracking/.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { handleAuthCall, isAuthPath } from '../auth/handler.ts';
import type { AuthState } from '../auth/state.ts';
import { publicOrigin } from '../downloads.ts';
import { isMalformed } from '../faults.ts';
import { resolveMerchant } from '../merchants/index.ts';
import type { Uploads } from '../images/uploads.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { handleFeedbackSubmit } from '../pages/feedbackSubmit.ts';
import { PUBLIC_PAGE_ROUTES } from '../pages/publicRoutes.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { COLLECTOR_PATH } from '../../src/common/tracking/collector.ts';
import { clientAddress } from '../forwarding.ts';
import { requestHostname, type RequestTarget } from '../request.ts';
import { sendFailure, sendJson } from '../respond.ts';
import { handleCollector } from '../tracking/collector.ts';
import type { TrackingState } from '../tracking/state.ts';
import { gameLanesValue, LANES_MALFORMED } from './lanes.ts';
import { handleChatCall, isChatPath } from './chat.ts';
import { handleGameCall, isGamePath } from './game.ts';
import { configValue } from './config.ts';
import { DOWNLOAD_SETTING_MALFORMED, downloadSettingValue } from './downloadSetting.ts';
import { MANIFEST_TYPE, webAppManifest } from './manifest.ts';
import { announcementsValue, bannersValue, countryValue } from './relays.ts';
import { PROMOTION_ROUTES } from './promotions.ts';
import { buildStatus } from './status.ts';

interface CallContext {
  req: IncomingMessage;
  query: URLSearchParams;
  merchant: MerchantFixture;
  scenario: QaScenario;
  uploads: Uploads;
}

interface JsonAnswer {
  body: unknown;
  cacheControl?: string;
  type?: string;
}

interface WpsRoute {
  answer(call: CallContext): JsonAnswer;
  malformed: unknown;
  /** Line tests ping other domains, so this route answers cross-origin requests. */
  cors?: boolean;
}

const ok = (value: unknown) => ({ success: true, value });

const ROUTES: Record<string, WpsRoute> = {
  ...PROMOTION_ROUTES,
  ...PUBLIC_PAGE_ROUTES,
  '/wps/system/status': {
    answer: ({ req, merchant, scenario }) => ({
      body: buildStatus(
        merchant,
        { hostname: requestHostname(req), clientIp: clientAddress(req), origin: publicOrigin(req) },
        scenario,
      ),
      cacheControl: 'no-store',
    }),
    malformed: { success: true, value: { info: 42 } },
  },
  '/wps/system/country': {
    answer: ({ merchant }) => ({ body: ok(countryValue(merchant)) }),
    malformed: { success: true, value: { countryCode: 84, countries: 'VN' } },
  },
  '/wps/system/test/ping': {
    answer: () => ({ body: ok('pong'), cacheControl: 'no-store' }),
    malformed: { success: 'yes', value: { pong: 1 } },
    cors: true,
  },
  // Path ours: spec §7's config call (customer service and the domain list).
  '/wps/system/config': {
    answer: ({ req, merchant }) => ({ body: ok(configValue(merchant, req)) }),
    malformed: { success: true, value: { customerService: 'none', domainList: [{}] } },
  },
  '/wps/system/manifest.json': {
    answer: ({ merchant }) => ({ body: webAppManifest(merchant), type: MANIFEST_TYPE }),
    malformed: { name: 42, icons: 'none' },
  },
  '/wps/relay/MCSFE_getBanners': {
    answer: ({ req, merchant, uploads }) => ({
      body: ok(bannersValue(merchant, publicOrigin(req), uploads)),
    }),
    malformed: { success: true, value: { banners: null } },
  },
  '/wps/relay/MCSFE_getListAnnouncements': {
    answer: ({ merchant, query, scenario }) => ({
      body: ok(announcementsValue(merchant, query, scenario.popupRevision)),
    }),
    malformed: { success: true, value: [{ id: 'one', title: null, content: 7 }] },
  },
  // Spec §3 download switches and our app upgrade setting; the same for every `domain`.
  '/wps/relay/WPSCORE_getDownloadSetting': {
    answer: ({ merchant, scenario }) => ({ body: ok(downloadSettingValue(merchant, scenario)) }),
    malformed: DOWNLOAD_SETTING_MALFORMED,
  },
  '/wps/relay/GCSGAME_newGameVendor': {
    answer: ({ merchant, query }) => ({ body: ok(gameLanesValue(merchant, query)) }),
    malformed: LANES_MALFORMED,
  },
};

/** What `malformed` sends for a path without a route of its own (e.g. a proxied call). */
const GENERIC_MALFORMED = { success: true, value: 42 };

export function malformedAnswerFor(pathname: string): unknown {
  return ROUTES[pathname]?.malformed ?? GENERIC_MALFORMED;
}

function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

export interface WpsDeps {
  defaultMerchant: MerchantFixture;
  scenario: () => QaScenario;
  auth: AuthState;
  tracking: TrackingState;
  /** Raster images an operator uploaded (`banner-<n>.png` replaces the drawn banner). */
  uploads: Uploads;
}

export function handleWps(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  deps: WpsDeps,
): void | Promise<void> {
  if (isAuthPath(target.pathname)) {
    return handleAuthCall(req, res, target.pathname, {
      auth: deps.auth,
      merchant: resolveMerchant(req.headers['merchant'], target.query, deps.defaultMerchant),
      scenario: deps.scenario(),
      query: target.query,
    });
  }
  // Its own handler: a screenshot's body size, and QA's feedback delivery faults.
  if (target.pathname === PAGE_PATHS.submitFeedback) {
    const merchant = resolveMerchant(req.headers['merchant'], target.query, deps.defaultMerchant);
    return handleFeedbackSubmit(req, res, { auth: deps.auth, scenario: deps.scenario(), merchant });
  }
  if (isChatPath(target.pathname)) {
    const chat = { auth: deps.auth, scenario: deps.scenario() };
    return handleChatCall(req, res, target.pathname, chat);
  }
  if (isGamePath(target.pathname)) {
    const { auth, scenario, defaultMerchant } = deps;
    return handleGameCall(req, res, target, { auth, scenario, defaultMerchant });
  }
  if (target.pathname === COLLECTOR_PATH) {
    return handleCollector(req, res, {
      tracking: deps.tracking,
      auth: deps.auth,
      defaultMerchant: deps.defaultMerchant,
      scenario: deps.scenario,
      query: target.query,
    });
  }
  const route = ROUTES[target.pathname];
  if (!route) {
    sendFailure(req, res, 404, 'not_found', `No such call: ${req.method} ${target.pathname}`);
    return;
  }
  if (req.method === 'OPTIONS' && route.cors) {
    res.writeHead(204, {
      ...corsHeaders(req),
      'Access-Control-Allow-Methods': 'GET',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ?? 'Merchant, Language, ModuleId, Device',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendFailure(req, res, 405, 'method_not_allowed', `${target.pathname} answers GET only`);
    return;
  }
  const scenario = deps.scenario();
  const headers = route.cors ? corsHeaders(req) : {};
  if (isMalformed(scenario, target.pathname)) {
    sendJson(req, res, route.malformed, { cacheControl: 'no-store', headers });
    return;
  }
  const merchant = resolveMerchant(req.headers['merchant'], target.query, deps.defaultMerchant);
  const call = { req, query: target.query, merchant, scenario, uploads: deps.uploads };
  const answer = route.answer(call);
  sendJson(req, res, answer.body, {
    cacheControl: answer.cacheControl ?? 'no-cache',
    headers,
    ...(answer.type ? { type: answer.type } : {}),
  });
}

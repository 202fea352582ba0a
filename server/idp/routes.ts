// /dev-idp: the development identity provider standing in for Firebase Auth (docs/api.md, "Social
// login"). The sign-in page for the popup and redirect flows, the Google one-tap script, and the
// identity list that script shows. Like /captcha it exists only in this reference server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { RequestTarget } from '../request.ts';
import { HTML_TYPE, send, sendJson, sendText } from '../respond.ts';
import {
  AUTHORIZE_CSP,
  authorizePage,
  parseAuthorizeRequest,
  REFUSAL_CSP,
  refusalPage,
} from './authorize-page.ts';
import { isSocialChannel, SOCIAL_CHANNELS } from './channels.ts';
import { GSI_SCRIPT } from './gsi-script.ts';
import { offerIdentities } from './identities.ts';
import { AUTHORIZE_PATH, GSI_SCRIPT_PATH, IDENTITIES_PATH } from './paths.ts';
import type { IdentityTokens } from './tokens.ts';

export interface DevIdpDeps {
  tokens: IdentityTokens;
  /** The merchant when the request names none (header, `merchant` or `merchantCode` query). */
  defaultMerchant: MerchantFixture;
}

// The pages carry fresh tokens: never stored, and the address (with its state) never passed on.
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

function serveAuthorize(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  merchant: MerchantFixture,
  deps: DevIdpDeps,
): void {
  const parsed = parseAuthorizeRequest(target.query, req.headers.host);
  if (!parsed.ok) {
    send(req, res, {
      status: 400,
      type: HTML_TYPE,
      body: refusalPage(parsed.error),
      headers: { ...PAGE_HEADERS, 'Content-Security-Policy': REFUSAL_CSP },
    });
    return;
  }
  const identities = offerIdentities(merchant, parsed.request.channel, deps.tokens);
  send(req, res, {
    type: HTML_TYPE,
    body: authorizePage(parsed.request, merchant, identities),
    headers: { ...PAGE_HEADERS, 'Content-Security-Policy': AUTHORIZE_CSP },
  });
}

export function handleDevIdp(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  deps: DevIdpDeps,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const merchant = resolveMerchant(req.headers['merchant'], target.query, deps.defaultMerchant);
  switch (target.pathname) {
    case AUTHORIZE_PATH:
      return serveAuthorize(req, res, target, merchant, deps);
    case GSI_SCRIPT_PATH:
      return send(req, res, {
        type: 'application/javascript; charset=utf-8',
        body: GSI_SCRIPT,
        headers: { 'Cache-Control': 'no-cache' },
      });
    case IDENTITIES_PATH: {
      const channel = target.query.get('channel');
      if (!isSocialChannel(channel)) {
        const error = `channel must be one of ${SOCIAL_CHANNELS.join(', ')}`;
        return sendJson(req, res, { error }, { status: 400, cacheControl: 'no-store' });
      }
      const offered = offerIdentities(merchant, channel, deps.tokens);
      return sendJson(req, res, offered, { cacheControl: 'no-store' });
    }
    default:
      return sendText(req, res, 404, 'Not found');
  }
}

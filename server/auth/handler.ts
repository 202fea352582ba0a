// Runs a sign-in route: method check, QA's malformed switch, the bearer session, the body (wire
// contract decryption or plain JSON), then the route. Answers are never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformed } from '../faults.ts';
import { findMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../qa.ts';
import { readBody } from '../request.ts';
import { sendFailure, sendJson } from '../respond.ts';
import { MEMBER_AREA_ROUTES } from '../member/routes.ts';
import { CASHIER_ROUTES } from '../wps/cashier.ts';
import { COUNTER_ROUTES } from '../wps/counters.ts';
import { fail, type ActiveSession, type AuthRoute, type Envelope } from './call.ts';
import { decryptRequest } from './crypto.ts';
import { MEMBER_ROUTES } from './member-routes.ts';
import { RELAY_ROUTES } from './relay-routes.ts';
import { SESSION_ROUTES } from './session-routes.ts';
import { bearerToken } from './sessions.ts';
import type { AuthState } from './state.ts';

const ROUTES: Record<string, AuthRoute> = {
  ...SESSION_ROUTES,
  ...MEMBER_ROUTES,
  ...RELAY_ROUTES,
  ...COUNTER_ROUTES,
  ...CASHIER_ROUTES,
  ...MEMBER_AREA_ROUTES,
};
const BODY_LIMIT = 64 * 1024;

export function isAuthPath(pathname: string): boolean {
  return Object.hasOwn(ROUTES, pathname);
}

/** The live session of the request's bearer token, or null (also the tracking collector's check). */
export async function findSession(
  req: IncomingMessage,
  auth: AuthState,
): Promise<ActiveSession | null> {
  const token = bearerToken(req.headers.authorization);
  const session = auth.sessions.find(token);
  const merchant = session && findMerchant(session.merchantCode);
  if (!token || !session || !merchant) return null;
  // The session's merchant, not the request's: member ids are per merchant.
  const store = await auth.members.forMerchant(merchant);
  const member = store.byId(session.memberId);
  return member ? { token, merchantCode: merchant.merchantCode, member, store } : null;
}

type BodyResult = { body: Record<string, unknown> } | { error: Envelope };

async function readPayload(
  req: IncomingMessage,
  route: AuthRoute,
  auth: AuthState,
): Promise<BodyResult> {
  if (route.method === 'GET') return { body: {} };
  let raw: Buffer;
  try {
    raw = await readBody(req, BODY_LIMIT);
  } catch {
    return { error: fail('invalid_request', null, 'The request body is too large') };
  }
  if (route.encrypted === true || (route.encrypted === 'optional' && req.headers['encryption'])) {
    const result = await decryptRequest(auth.keyring, {
      encryption: req.headers['encryption'],
      digest: req.headers['x-digest'],
      keyId: req.headers['x-rsa'],
      body: raw,
    });
    return result.ok ? { body: result.payload } : { error: fail(result.errorCode) };
  }
  if (raw.length === 0) return { body: {} };
  try {
    const json: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
      return { body: json as Record<string, unknown> };
    }
  } catch {
    // answered below
  }
  return { error: fail('invalid_request', null, 'The body must be a JSON object') };
}

export interface AuthCallDeps {
  auth: AuthState;
  merchant: MerchantFixture;
  scenario: QaScenario;
  query: URLSearchParams;
}

export async function handleAuthCall(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: AuthCallDeps,
): Promise<void> {
  const route = ROUTES[pathname];
  if (!route) return sendFailure(req, res, 404, 'not_found', `No such call: ${pathname}`);
  const allowed = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
  if (!allowed.includes(req.method ?? '')) {
    res.setHeader('Allow', allowed.join(', '));
    return sendFailure(req, res, 405, 'method_not_allowed', `${pathname} answers ${route.method}`);
  }
  const reply = (body: unknown) => sendJson(req, res, body, { cacheControl: 'no-store' });
  if (isMalformed(deps.scenario, pathname)) return reply(route.malformed);

  const session = route.session ? await findSession(req, deps.auth) : null;
  if (route.session === 'required' && !session) return reply(fail('user.or.token.invalid'));
  const payload = await readPayload(req, route, deps.auth);
  if ('error' in payload) return reply(payload.error);

  const { auth, merchant, scenario, query } = deps;
  reply(await route.answer({ req, query, merchant, scenario, auth, body: payload.body, session }));
}

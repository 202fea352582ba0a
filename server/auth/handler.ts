// Runs a sign-in route: method check, QA's malformed switch, the address limit, the bearer session,
// the body (wire contract decryption or plain JSON), the account limit, then the route, whose
// wrong passwords and codes count towards the account's lockout. Answers are never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformed } from '../faults.ts';
import { clientAddress } from '../forwarding.ts';
import { findMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { readBody } from '../request.ts';
import { sendFailure, sendJson } from '../respond.ts';
import { MEMBER_AREA_ROUTES } from '../member/routes.ts';
import { PAGE_ROUTES } from '../pages/pageRoutes.ts';
import { CASHIER_ROUTES } from '../wps/cashier.ts';
import { COUNTER_ROUTES } from '../wps/counters.ts';
import {
  fail,
  WRONG_SECRET_CODES,
  type ActiveSession,
  type AuthCall,
  type AuthRoute,
  type Envelope,
} from './call.ts';
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
  ...PAGE_ROUTES,
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

/** 429 with Retry-After and the `too.many.attempts` envelope (the client translates it). */
function sendTooMany(req: IncomingMessage, res: ServerResponse, waitMs: number): void {
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  sendJson(req, res, fail('too.many.attempts', { retryAfterSeconds }), {
    status: 429,
    cacheControl: 'no-store',
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Runs the route; for a limited account, wrong secrets count and a success forgives them. */
async function answerCounted(route: AuthRoute, call: AuthCall, account: string | null) {
  const answer = await route.answer(call);
  if (account && !answer.success && WRONG_SECRET_CODES.has(answer.errorCode)) {
    call.auth.limits.failed(account);
  } else if (account && answer.success) {
    call.auth.limits.succeeded(account);
  }
  return answer;
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
  const { auth, merchant, scenario, query } = deps;
  // Before the session lookup and the decryption: a flood costs this server as little as it can.
  const addressWait = route.limit ? auth.limits.admitAddress(clientAddress(req)) : 0;
  if (addressWait) return sendTooMany(req, res, addressWait);

  const session = route.session ? await findSession(req, auth) : null;
  if (route.session === 'required' && !session) return reply(fail('user.or.token.invalid'));
  const payload = await readPayload(req, route, auth);
  if ('error' in payload) return reply(payload.error);

  const call: AuthCall = { req, query, merchant, scenario, auth, body: payload.body, session };
  const account = route.limit?.account?.(call) ?? null;
  const accountWait = account ? auth.limits.admitAccount(account.key, account.attempt) : 0;
  if (accountWait) return sendTooMany(req, res, accountWait);
  const counted = account?.attempt === 'signIn' ? account.key : null;
  reply(await answerCounted(route, call, counted));
}

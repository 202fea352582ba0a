// `POST /wps/tracking/events` (docs/tracking.md): checks each event of a batch, records the batch
// in the ledger before answering, and answers one result per event. QA's `collector` switches
// apply here, after the general delivery faults the router has already applied.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActiveSession } from '../auth/call.ts';
import { findSession } from '../auth/handler.ts';
import type { AuthState } from '../auth/state.ts';
import { isMalformed } from '../faults.ts';
import { findMerchant, resolveMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { COLLECTOR_PATH } from '../../src/common/tracking/collector.ts';
import { BodyTooLargeError, readBody } from '../request.ts';
import { sendFailure, sendJson } from '../respond.ts';
import { checkEvent, parseBatch } from './events.ts';
import { dropsAfterCommit, faultBeforeCommit, type CollectorFault } from './faults.ts';
import type { RequestCounters, TrackingState } from './state.ts';

/** COLLECTOR_MAX_EVENTS events with generous payloads fit easily. */
const BODY_LIMIT = 256 * 1024;

/** What QA's `malformed` switch answers instead; nothing is recorded. */
export const MALFORMED_COLLECTOR_ANSWER = { success: true, value: { results: 'none' } };

export interface CollectorDeps {
  tracking: TrackingState;
  auth: AuthState;
  defaultMerchant: MerchantFixture;
  scenario: () => QaScenario;
  query: URLSearchParams;
  random?: () => number;
  now?: () => number;
}

type Caller =
  | { ok: true; session: ActiveSession | null; merchant: MerchantFixture }
  | { ok: false; message: string };

/**
 * Who sends the batch. Without an Authorization header: nobody in particular. With one, it must
 * name a live session, and the merchant it names (if any) must be the session's: member ids are
 * per merchant. With a session and no merchant named, the session's merchant is the one.
 */
async function identify(req: IncomingMessage, deps: CollectorDeps): Promise<Caller> {
  const named = (fallback: MerchantFixture) =>
    resolveMerchant(req.headers['merchant'], deps.query, fallback);
  if (req.headers.authorization === undefined) {
    return { ok: true, session: null, merchant: named(deps.defaultMerchant) };
  }
  const session = await findSession(req, deps.auth);
  const own = session && findMerchant(session.merchantCode);
  if (!session || !own) return { ok: false, message: 'The session has ended, sign in again' };
  const merchant = named(own);
  if (merchant !== own) {
    return { ok: false, message: `The session is not valid for ${merchant.merchantCode}` };
  }
  return { ok: true, session, merchant };
}

function answerFault(
  req: IncomingMessage,
  res: ServerResponse,
  fault: CollectorFault,
  counters: RequestCounters,
): void {
  switch (fault.kind) {
    case 'drop':
      counters.dropped += 1;
      req.socket.destroy();
      return;
    case 'serverError':
      counters.serverErrors += 1;
      if (fault.status === 500) sendFailure(req, res, 500, 'internal_error', 'Internal error');
      else sendFailure(req, res, 503, 'service_unavailable', 'Service temporarily unavailable');
      return;
    case 'throttle':
      counters.throttled += 1;
      res.setHeader('Retry-After', String(fault.retryAfterSeconds));
      sendFailure(req, res, 429, 'too_many_requests', 'Too many requests, retry later');
      return;
    case 'redirect':
      // Back to this very path: a client that follows it asks again with a GET, refused with 405.
      res.writeHead(fault.status, { Location: COLLECTOR_PATH, 'Cache-Control': 'no-store' });
      res.end();
      return;
  }
}

export async function handleCollector(
  req: IncomingMessage,
  res: ServerResponse,
  deps: CollectorDeps,
): Promise<void> {
  const random = deps.random ?? Math.random;
  const counters = deps.tracking.requests;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendFailure(req, res, 405, 'method_not_allowed', `${COLLECTOR_PATH} answers POST only`);
  }
  if (isMalformed(deps.scenario(), COLLECTOR_PATH)) {
    return sendJson(req, res, MALFORMED_COLLECTOR_ANSWER, { cacheControl: 'no-store' });
  }
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT);
  } catch (error) {
    // The sender went away mid-body (a page closed on a request that was not keepalive): nothing
    // arrived, nothing is recorded, and nobody is left to answer.
    if (req.destroyed && !(error instanceof BodyTooLargeError)) return;
    if (!(error instanceof BodyTooLargeError)) throw error;
    return sendFailure(req, res, 413, 'payload_too_large', error.message);
  }

  // Read after the body arrived: QA may have changed the switches meanwhile.
  const settings = deps.scenario().collector;
  const fault = faultBeforeCommit(settings, random);
  if (fault) return answerFault(req, res, fault, counters);

  const caller = await identify(req, deps);
  if (!caller.ok) {
    counters.unauthorized += 1;
    return sendFailure(req, res, 401, 'user.or.token.invalid', caller.message);
  }
  const batch = parseBatch(body);
  if (!batch.ok) return sendFailure(req, res, 400, 'invalid_batch', batch.message);

  const results = await deps.tracking.ledger.record(batch.events.map(checkEvent), {
    merchant: caller.merchant.merchantCode,
    customerId: caller.session ? String(caller.session.member.id) : null,
    receivedAt: (deps.now ?? Date.now)(),
  });
  if (dropsAfterCommit(settings, random)) {
    // Recorded, but the sender never learns it: its redelivery must come back as duplicates.
    counters.droppedAfterCommit += 1;
    counters.eventsInLostAnswers += batch.events.length;
    req.socket.destroy();
    return;
  }
  sendJson(req, res, { success: true, value: { results } }, { cacheControl: 'no-store' });
}

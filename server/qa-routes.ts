// The /__qa routes: the scenario (GET, POST, DELETE) and the views other parts of the server
// provide (`/__qa/sms`, `/__qa/tracking`, …), for callers qa-access.ts lets in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { qaRefusal } from './qa-access.ts';
import { parseScenarioPatch, type ScenarioStore } from './qa.ts';
import { BodyTooLargeError, parseTarget, readBody } from './request.ts';
import { sendJson } from './respond.ts';

const BODY_LIMIT = 64 * 1024;

/** A read-only QA view (e.g. `/__qa/sms`); answering undefined gets 404. */
export type QaView = (query: URLSearchParams) => unknown;

/** A QA view that DELETE empties (e.g. `/__qa/tracking`); DELETE answers the emptied view. */
export interface QaResettableView {
  read: QaView;
  reset: () => void | Promise<void>;
}

/** A QA call that changes something (e.g. settles an order): POST with a JSON body. */
export interface QaAction {
  act(
    body: unknown,
  ): { status: number; value: unknown } | Promise<{ status: number; value: unknown }>;
}

/** The QA views and actions that other parts of the server provide, by path. */
export type QaReports = Record<string, QaView | QaResettableView | QaAction>;

export interface QaDeps {
  store: ScenarioStore;
  reports?: QaReports;
  /** What else `DELETE /__qa/scenario` puts back (the sign-in limits). */
  onScenarioReset?: () => void;
}

async function readJsonBody(req: IncomingMessage): Promise<{ input: unknown } | { error: string }> {
  try {
    const body = await readBody(req, BODY_LIMIT);
    return { input: JSON.parse(body.toString('utf8')) };
  } catch (error) {
    return {
      error: error instanceof BodyTooLargeError ? error.message : 'The body is not valid JSON',
    };
  }
}

export async function handleQaRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { store, reports = {}, onScenarioReset }: QaDeps,
): Promise<void> {
  const reply = (status: number, value: unknown, headers = {}) =>
    sendJson(req, res, value, { status, cacheControl: 'no-store', headers });

  const refusal = qaRefusal(req);
  if (refusal) return reply(refusal.status, { error: refusal.error });
  const report = Object.hasOwn(reports, pathname) ? reports[pathname] : undefined;
  if (report && 'act' in report) {
    if (req.method !== 'POST') return reply(405, { error: 'Use POST' }, { Allow: 'POST' });
    const body = await readJsonBody(req);
    if ('error' in body) return reply(400, { error: body.error });
    const result = await report.act(body.input);
    return reply(result.status, result.value);
  }
  if (report) {
    const view = typeof report === 'function' ? report : report.read;
    const reset = typeof report === 'function' ? null : report.reset;
    if (req.method === 'DELETE' && reset) await reset();
    else if (req.method !== 'GET' && req.method !== 'HEAD') {
      const allow = reset ? 'GET, DELETE' : 'GET';
      return reply(405, { error: `Use ${allow.replace(', ', ' or ')}` }, { Allow: allow });
    }
    const value = await view(parseTarget(req.url).query);
    return value === undefined ? reply(404, { error: 'Not found' }) : reply(200, value);
  }
  if (pathname !== '/__qa/scenario') return reply(404, { error: 'Unknown QA path' });

  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return reply(200, store.current);
    case 'DELETE':
      onScenarioReset?.();
      return reply(200, store.reset());
    case 'POST':
      break;
    default:
      return reply(405, { error: 'Use GET, POST or DELETE' }, { Allow: 'GET, POST, DELETE' });
  }

  const body = await readJsonBody(req);
  if ('error' in body) return reply(400, { error: body.error });
  const result = parseScenarioPatch(body.input);
  if (!result.ok) return reply(400, { error: result.error });
  return reply(200, store.merge(result.patch));
}

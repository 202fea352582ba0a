// The chat relays of spec §7 (docs/api.md): GET /wps/relay/CBS_unreadCount and
// POST /wps/relay/CBS_launchChat. Members only: a missing or dead token answers
// user.or.token.invalid; a type-4 member (no chat permission, spec §6) gets chat.no.permission.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  LAUNCH_CHAT_PATH,
  NO_CHAT_PERMISSION,
  UNREAD_COUNT_PATH,
} from '../../src/common/customerServiceSchemas.ts';
import { toSupportedLanguage } from '../../src/common/languages.ts';
import { findSession } from '../auth/handler.ts';
import type { AuthState } from '../auth/state.ts';
import { isMalformed } from '../faults.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { readBody } from '../request.ts';
import { failure, sendFailure, sendJson } from '../respond.ts';
import { ownDomain } from './config.ts';

/** Unread messages waiting for each demo account until it opens the chat (0 for the others). */
export const DEMO_UNREAD: Readonly<Record<string, number>> = { player01: 3, agent01: 1 };

const MALFORMED = {
  [UNREAD_COUNT_PATH]: { success: true, value: { unReadCount: 'many' } },
  [LAUNCH_CHAT_PATH]: { success: true, value: { chatUrl: 42 } },
};

const BODY_LIMIT = 16 * 1024;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Messages read per server instance (keyed by its AuthState): opening the chat reads them. */
const readBy = new WeakMap<AuthState, Set<string>>();

function readSet(auth: AuthState) {
  let set = readBy.get(auth);
  if (!set) readBy.set(auth, (set = new Set()));
  return set;
}

export function isChatPath(pathname: string): boolean {
  return pathname === UNREAD_COUNT_PATH || pathname === LAUNCH_CHAT_PATH;
}

function origin(req: IncomingMessage) {
  const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
  return `${secure ? 'https' : 'http'}://${ownDomain(req)}`;
}

/** A back address on this host, else none: the demo page must not become an open redirect. */
function sameHostUrl(value: unknown, req: IncomingMessage): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value, origin(req));
    const ours = new URL(origin(req));
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.host === ours.host ? url.toString() : null;
  } catch {
    return null;
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const raw = await readBody(req, BODY_LIMIT);
    const json: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface ChatDeps {
  auth: AuthState;
  scenario: QaScenario;
}

export async function handleChatCall(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: ChatDeps,
): Promise<void> {
  const method = pathname === UNREAD_COUNT_PATH ? 'GET' : 'POST';
  const allowed = method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
  if (!allowed.includes(req.method ?? '')) {
    res.setHeader('Allow', allowed.join(', '));
    return sendFailure(req, res, 405, 'method_not_allowed', `${pathname} answers ${method}`);
  }
  const reply = (body: unknown) => sendJson(req, res, body, { cacheControl: 'no-store' });
  if (isMalformed(deps.scenario, pathname)) {
    return reply(MALFORMED[pathname as keyof typeof MALFORMED]);
  }
  const session = await findSession(req, deps.auth);
  if (!session) {
    return reply(failure('user.or.token.invalid', 'Your session has ended, please sign in again'));
  }
  const { member, merchantCode } = session;
  if (member.type === 4) {
    return reply(failure(NO_CHAT_PERMISSION, 'This account may not use the chat'));
  }
  const memberKey = `${merchantCode}:${member.id}`;
  const read = readSet(deps.auth);

  if (pathname === UNREAD_COUNT_PATH) {
    const unReadCount = read.has(memberKey) ? 0 : (DEMO_UNREAD[member.account] ?? 0);
    return reply({ success: true, value: { unReadCount } });
  }

  const body = await readJson(req);
  if (!body) return reply(failure('invalid_request', 'The body must be a JSON object'));
  const title = typeof body['title'] === 'string' ? body['title'].trim().slice(0, 100) : '';
  const language =
    toSupportedLanguage(typeof body['language'] === 'string' ? body['language'] : null) ?? 'CN';
  const colour = typeof body['headerColor'] === 'string' ? body['headerColor'] : '';
  const backUrl = sameHostUrl(body['backUrl'], req);
  const chatUrl = new URL(`/cs/chat/${encodeURIComponent(merchantCode)}`, origin(req));
  chatUrl.searchParams.set('b2c', '1');
  chatUrl.searchParams.set('language', language);
  if (title) chatUrl.searchParams.set('title', title);
  if (HEX_COLOUR.test(colour)) chatUrl.searchParams.set('headerColor', colour);
  if (backUrl) chatUrl.searchParams.set('backUrl', backUrl);
  // Opening the chat shows the waiting messages: from now on none are unread.
  read.add(memberKey);
  return reply({ success: true, value: { chatUrl: chatUrl.toString() } });
}

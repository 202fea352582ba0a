// QA's `forceError` switch: requests whose path starts with an entry's `path` get that error
// instead of their answer, to reproduce the server-side rows of spec §8 (CUSTOMER_NOT_LOGIN,
// user.or.token.invalid, TOO_MANY_REQUEST, token_ip_different, HTTP 401 and 502, …) on demand.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ForcedError, QaScenario } from '../src/common/qaScenario.ts';
import { sendJson } from './respond.ts';

export const MAX_FORCED_ERRORS = 50;
const FIELDS = new Set(['path', 'errorCode', 'message', 'status', 'value']);

function entryProblem(entry: unknown, index: number): string | null {
  const at = `entry ${index}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return `${at} must be an object`;
  }
  const fields = entry as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((field) => !FIELDS.has(field));
  if (unknown.length) return `${at} has unknown field ${unknown.join(', ')}`;
  const { path, errorCode, message, status } = fields;
  if (typeof path !== 'string' || !path.startsWith('/')) return `${at}: path must start with "/"`;
  if (path.startsWith('/__qa')) return `${at}: /__qa cannot be forced to fail`;
  if (errorCode !== undefined && (typeof errorCode !== 'string' || errorCode === '')) {
    return `${at}: errorCode must be a non-empty string`;
  }
  if (message !== undefined && typeof message !== 'string')
    return `${at}: message must be a string`;
  if (
    status !== undefined &&
    !(Number.isInteger(status) && Number(status) >= 200 && Number(status) <= 599)
  ) {
    return `${at}: status must be an HTTP status from 200 to 599`;
  }
  if (errorCode === undefined && message === undefined && status === undefined) {
    return `${at} needs at least one of errorCode, message, status`;
  }
  return null;
}

/** The scenario field check (see qa.ts). */
export function forceErrorProblem(value: unknown): string | null {
  if (!Array.isArray(value))
    return 'must be an array of {path, errorCode?, message?, status?, value?}';
  if (value.length > MAX_FORCED_ERRORS) return `may have at most ${MAX_FORCED_ERRORS} entries`;
  for (const [index, entry] of value.entries()) {
    const problem = entryProblem(entry, index);
    if (problem) return problem;
  }
  return null;
}

/** The first entry whose prefix the path starts with. */
export function forcedErrorFor(scenario: QaScenario, pathname: string): ForcedError | undefined {
  return scenario.forceError.find((entry) => pathname.startsWith(entry.path));
}

export function sendForcedError(req: IncomingMessage, res: ServerResponse, forced: ForcedError) {
  const body = {
    success: false,
    ...(forced.errorCode !== undefined ? { errorCode: forced.errorCode } : {}),
    ...(forced.message !== undefined ? { message: forced.message } : {}),
    value: forced.value ?? null,
  };
  sendJson(req, res, body, { status: forced.status ?? 200, cacheControl: 'no-store' });
}

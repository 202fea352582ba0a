// Delivery faults from the QA scenario: latency, dropped connections, 503s and malformed JSON.
// They apply to every /wps path, or to the scenario's `paths` prefixes when set, never to /__qa.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QaScenario } from '../src/common/qaScenario.ts';
import { isQaPath } from './qa.ts';
import { sendFailure } from './respond.ts';

export function faultsApplyTo(scenario: QaScenario, pathname: string): boolean {
  if (isQaPath(pathname)) return false;
  if (scenario.paths === null) return pathname === '/wps' || pathname.startsWith('/wps/');
  return scenario.paths.some((prefix) => pathname.startsWith(prefix));
}

/** Whether a JSON answer for this path must be replaced by its malformed variant. */
export function isMalformed(scenario: QaScenario, pathname: string): boolean {
  return scenario.malformed && faultsApplyTo(scenario, pathname);
}

export interface FaultDeps {
  scenario: () => QaScenario;
  /** Aborted when the server closes, so a pending delay does not outlive it. */
  signal: AbortSignal;
  random?: () => number;
}

/**
 * Applies latency, then failRate, then errorRate. Returns true when the request has been dealt
 * with (connection dropped or 503 sent) and must not be answered normally.
 */
export async function applyDeliveryFaults(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: FaultDeps,
): Promise<boolean> {
  const random = deps.random ?? Math.random;
  let scenario = deps.scenario();
  if (!faultsApplyTo(scenario, pathname)) return false;

  if (scenario.latencyMs > 0) {
    try {
      await sleep(scenario.latencyMs, undefined, { signal: deps.signal });
    } catch {
      req.socket.destroy();
      return true;
    }
    // QA may have changed the scenario while this request waited.
    scenario = deps.scenario();
    if (!faultsApplyTo(scenario, pathname)) return false;
  }
  if (scenario.failRate > 0 && random() < scenario.failRate) {
    // What a dead line looks like to the client: the connection ends with no response at all.
    req.socket.destroy();
    return true;
  }
  if (scenario.errorRate > 0 && random() < scenario.errorRate) {
    sendFailure(req, res, 503, 'service_unavailable', 'Service temporarily unavailable');
    return true;
  }
  return false;
}

/**
 * QA's `answerLost`: the request is carried out as usual, then its answer is replaced by a
 * dropped connection, so the client cannot tell whether it happened.
 */
export function loseAnswerIfAsked(
  scenario: QaScenario,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  if (isQaPath(pathname) || !scenario.answerLost.some((prefix) => pathname.startsWith(prefix))) {
    return;
  }
  res.end = (() => {
    req.socket.destroy();
    return res;
  }) as ServerResponse['end'];
}

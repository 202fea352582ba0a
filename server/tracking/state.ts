// Everything the tracking collector keeps for one server instance: the ledger on disk and, in
// memory only, what happened to the requests. `/__qa/tracking` reads and resets both.
import type { ServerResponse } from 'node:http';
import type { QaReports } from '../qa-routes.ts';
import { TrackingLedger, type LedgerSnapshot } from './ledger.ts';

export interface RequestCounters {
  /** Requests to the collector path, counted on arrival (before any fault). */
  total: number;
  dropped: number;
  serverErrors: number;
  throttled: number;
  droppedAfterCommit: number;
  /** Events in those batches: each must come back, as a duplicate. */
  eventsInLostAnswers: number;
  unauthorized: number;
  /** Most requests in progress at once: above 1, two senders overlapped. */
  maxConcurrent: number;
}

export interface TrackingState {
  ledger: TrackingLedger;
  requests: RequestCounters;
  /** Requests in progress now; a reset keeps it, as they still are. */
  inFlight: number;
}

export type TrackingReport = LedgerSnapshot & { requests: RequestCounters };

const noRequests = (): RequestCounters => ({
  total: 0,
  dropped: 0,
  serverErrors: 0,
  throttled: 0,
  droppedAfterCommit: 0,
  eventsInLostAnswers: 0,
  unauthorized: 0,
  maxConcurrent: 0,
});

export function createTrackingState(dataDir: string): TrackingState {
  return { ledger: new TrackingLedger(dataDir), requests: noRequests(), inFlight: 0 };
}

/**
 * Counts a request to the collector path from its arrival, before latency and the other faults,
 * until it is answered or dropped: a slow answer is when overlapping senders would show.
 */
export function watchCollectorRequest(state: TrackingState, res: ServerResponse): void {
  state.requests.total += 1;
  state.inFlight += 1;
  state.requests.maxConcurrent = Math.max(state.requests.maxConcurrent, state.inFlight);
  res.once('close', () => {
    state.inFlight -= 1;
  });
}

export function trackingReport(state: TrackingState): TrackingReport {
  const { events, ...counts } = state.ledger.snapshot();
  return { ...counts, requests: { ...state.requests }, events };
}

/** `GET /__qa/tracking` and `DELETE /__qa/tracking`. */
export function trackingReports(state: TrackingState): QaReports {
  return {
    '/__qa/tracking': {
      read: () => trackingReport(state),
      reset: async () => {
        await state.ledger.reset();
        state.requests = noRequests();
      },
    },
  };
}

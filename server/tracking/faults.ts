// QA's `collector` switches (docs/qa.md): the tracking collector fails on purpose, so the
// storefront's outbox can be seen retrying, backing off and deduplicating. Only the collector
// applies them, after the general delivery faults of ../faults.ts.
import type { CollectorFaults } from '../../src/common/qaScenario.ts';

export const MAX_RETRY_AFTER_S = 120;

export function defaultCollectorFaults(): CollectorFaults {
  return {
    dropRate: 0,
    serverErrorRate: 0,
    throttleRate: 0,
    retryAfterSeconds: 1,
    dropAfterCommitRate: 0,
    redirectRate: 0,
  };
}

const RATE_FIELDS = [
  'dropRate',
  'serverErrorRate',
  'throttleRate',
  'dropAfterCommitRate',
  'redirectRate',
];
const FIELDS = Object.keys(defaultCollectorFaults());

function fieldProblem(field: string, value: unknown): string | null {
  if (RATE_FIELDS.includes(field)) {
    return typeof value === 'number' && value >= 0 && value <= 1
      ? null
      : `field ${field} must be a number from 0 to 1`;
  }
  return Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_RETRY_AFTER_S
    ? null
    : `field ${field} must be a whole number of seconds from 0 to ${MAX_RETRY_AFTER_S}`;
}

/** The scenario field check: null (back to the defaults) or an object of some of the fields. */
export function collectorFaultsProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return `must be null or an object with some of ${FIELDS.join(', ')}`;
  }
  const problems = Object.entries(value).map(([field, fieldValue]) =>
    FIELDS.includes(field)
      ? fieldProblem(field, fieldValue)
      : `has unknown field "${field}" (known: ${FIELDS.join(', ')})`,
  );
  const found = problems.filter((problem) => problem !== null);
  return found.length ? found.join('; ') : null;
}

/** A patch changes only the fields it names, so QA can turn one rate up; null resets them all. */
export function mergeCollectorFaults(
  current: CollectorFaults,
  patch: Partial<CollectorFaults> | null,
): CollectorFaults {
  return patch === null ? defaultCollectorFaults() : { ...current, ...patch };
}

export type CollectorFault =
  | { kind: 'drop' }
  | { kind: 'serverError'; status: 500 | 503 }
  | { kind: 'throttle'; retryAfterSeconds: number }
  | { kind: 'redirect'; status: 301 | 302 };

const happens = (rate: number, random: () => number) => rate > 0 && random() < rate;

/**
 * What happens to a request before its batch is looked at. One draw picks at most one fault, so
 * each rate is that fault's share of all requests (0.3, 0.1, 0.05: 30 % dropped, 10 % 5xx, 5 %
 * 429, 55 % answered); when the rates add up to more than 1, the later faults get what is left
 * (in this order: drop, server error, throttle, redirect).
 */
export function faultBeforeCommit(
  settings: CollectorFaults,
  random: () => number,
): CollectorFault | null {
  const draw = random();
  const { dropRate, serverErrorRate, throttleRate, redirectRate } = settings;
  if (draw < dropRate) return { kind: 'drop' };
  if (draw < dropRate + serverErrorRate) {
    return { kind: 'serverError', status: random() < 0.5 ? 500 : 503 };
  }
  if (draw < dropRate + serverErrorRate + throttleRate) {
    return { kind: 'throttle', retryAfterSeconds: settings.retryAfterSeconds };
  }
  if (draw < dropRate + serverErrorRate + throttleRate + redirectRate) {
    return { kind: 'redirect', status: random() < 0.5 ? 301 : 302 };
  }
  return null;
}

/** Whether the answer to a batch that has just been recorded is lost. */
export function dropsAfterCommit(settings: CollectorFaults, random: () => number): boolean {
  return happens(settings.dropAfterCommitRate, random);
}

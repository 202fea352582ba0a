// The pages' QA scenario fields (docs/qa.md "Pages"), merged into the scenario by server/qa.ts
// and checked like the others: a POST with a bad value changes nothing.
import { MAX_ITEM_ID } from './mallStock.ts';

export type AgentOutcome = 'review' | 'approve' | 'reject';
export type FeedbackDelivery = 'ok' | 'unavailable' | 'answerLost';

export interface PageScenario {
  /** The time draw lists are computed for (ISO 8601 with an offset); null: the real time. */
  drawClock: string | null;
  /** Every mall item out of stock (true), or the listed item ids. */
  mallSoldOut: boolean | number[];
  /** What happens to a new agent application: it waits for review, or is decided at once. */
  agentApplication: AgentOutcome;
  /**
   * Feedback submissions: taken (`ok`), refused with HTTP 503 before anything is kept
   * (`unavailable`: the queue retries), or kept and then answered by a dropped connection
   * (`answerLost`: the queue's replay must not make a second message).
   */
  feedbackDelivery: FeedbackDelivery;
}

export function pageScenarioDefaults(): PageScenario {
  return {
    drawClock: null,
    mallSoldOut: false,
    agentApplication: 'review',
    feedbackDelivery: 'ok',
  };
}

type FieldCheck = (value: unknown) => string | null;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const oneOf =
  (...values: string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;

export const PAGE_SCENARIO_CHECKS: Record<keyof PageScenario, FieldCheck> = {
  drawClock: (v) =>
    v === null || (typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)))
      ? null
      : 'must be an ISO 8601 date-time with an offset (e.g. 2026-11-25T16:14:00+07:00) or null',
  mallSoldOut: (v) =>
    typeof v === 'boolean' ||
    (Array.isArray(v) &&
      v.length <= 100 &&
      v.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ITEM_ID))
      ? null
      : 'must be true, false or an array of mall item ids',
  agentApplication: oneOf('review', 'approve', 'reject'),
  feedbackDelivery: oneOf('ok', 'unavailable', 'answerLost'),
};

/** The clock the draw list uses. */
export function drawNow(scenario: PageScenario): number {
  return scenario.drawClock === null ? Date.now() : Date.parse(scenario.drawClock);
}

// The pages' QA scenario fields (docs/qa.md "Pages"), merged into the scenario by server/qa.ts
// and checked like the others: a POST with a bad value changes nothing.
import type { PageScenario } from '../../src/common/qaScenario.ts';
import { MAX_ITEM_ID } from './mallStock.ts';

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

import * as v from 'valibot';

/**
 * The attribution collector's contract (docs/tracking.md): where batches go, how many events one
 * may hold, and the answer. The storefront's sender and the reference collector both use it.
 */

/** The collector's path (ours; spec §7 does not show it). */
export const COLLECTOR_PATH = '/wps/tracking/events';
/** The most events the collector takes in one request; a longer batch is refused whole. */
export const COLLECTOR_MAX_EVENTS = 100;
/** The storefront sends at most this many events per request. */
export const BATCH_SIZE = 50;

/** What the collector did with each event of a batch. */
export const EVENT_RESULT_STATUSES = ['processed', 'duplicate', 'rejected'] as const;
export type EventResultStatus = (typeof EVENT_RESULT_STATUSES)[number];

const ResultSchema = v.object({
  eventId: v.string(),
  status: v.picklist(EVENT_RESULT_STATUSES),
  reason: v.optional(v.string()),
});
/** A batch's answer: one result per event, matched by `eventId`. */
export const CollectorAnswerSchema = v.object({
  success: v.literal(true),
  value: v.object({ results: v.array(ResultSchema) }),
});
export type EventResult = v.InferOutput<typeof ResultSchema>;

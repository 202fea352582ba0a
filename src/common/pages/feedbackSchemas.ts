/**
 * Feedback answers (docs/api.md "Feedback"): the receipt of one message, the same on every replay
 * of its feedback id, and the member's messages with their status and reply.
 */
import * as v from 'valibot';
import { IsoDateTime } from '../member-schemas';
import { FEEDBACK_CATEGORIES } from './feedback';

export const FeedbackReceiptSchema = v.object({
  feedbackId: v.pipe(v.string(), v.uuid()),
  /** When the server first received it: the same on every replay. */
  receivedAt: IsoDateTime,
});
export type FeedbackReceipt = v.InferOutput<typeof FeedbackReceiptSchema>;

/** `received` → `processing` (someone is on it) → `replied`; `closed` without a reply. */
export const FEEDBACK_STATUSES = ['received', 'processing', 'replied', 'closed'] as const;

export const FeedbackItemSchema = v.object({
  feedbackId: v.pipe(v.string(), v.uuid()),
  category: v.picklist(FEEDBACK_CATEGORIES),
  text: v.string(),
  hasScreenshot: v.boolean(),
  writtenAt: IsoDateTime,
  receivedAt: IsoDateTime,
  status: v.picklist(FEEDBACK_STATUSES),
  /** Plain text from customer service. */
  reply: v.nullable(v.object({ text: v.string(), repliedAt: IsoDateTime })),
});
export type FeedbackItem = v.InferOutput<typeof FeedbackItemSchema>;

/** Newest first (by `receivedAt`). */
export const FeedbackListSchema = v.object({ items: v.array(FeedbackItemSchema) });

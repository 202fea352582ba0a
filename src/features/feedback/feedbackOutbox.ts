import { HttpError, NetworkError, ServerError } from '../../api/errors';
import { post } from '../../api/request';
import type { FeedbackSubmission } from '../../common/pages/feedback';
import { feedbackDelivery, type FeedbackDelivery } from '../../common/pages/feedbackDelivery';
import { FeedbackListSchema } from '../../common/pages/feedbackSchemas';
import { PAGE_ERROR_CODES, PAGE_PATHS } from '../../common/pages/pageApi';
import type { PageToSwMessage } from '../../common/sw-messages';
import { db, type FeedbackOutboxRow } from '../../data/db';
import { syncMemberPage } from '../../data/sync/pages';

export const FEEDBACK_RESOURCE = 'feedback';

export function syncFeedbackList() {
  return syncMemberPage(FEEDBACK_RESOURCE, PAGE_PATHS.feedback, FeedbackListSchema);
}

/** A failed call as the delivery table reads it (common/pages/feedbackDelivery.ts). */
function deliveryOfError(error: unknown): FeedbackDelivery {
  if (error instanceof NetworkError) return feedbackDelivery(null, null);
  if (error instanceof HttpError)
    return feedbackDelivery(error.status, { errorCode: error.errorCode });
  if (error instanceof ServerError) {
    return feedbackDelivery(200, { success: false, errorCode: error.errorCode });
  }
  return feedbackDelivery(null, null);
}

/** One attempt from the page; the service worker keeps what does not get through. */
async function attempt(row: FeedbackOutboxRow): Promise<void> {
  let delivery: FeedbackDelivery;
  try {
    await post(PAGE_PATHS.submitFeedback, {
      body: row.body,
      // The page says it itself: waiting, failed, or sent.
      handledCodes: [...PAGE_ERROR_CODES, 'idempotency.in_progress'],
      alert: false,
    });
    delivery = { outcome: 'sent' };
  } catch (error) {
    delivery = deliveryOfError(error);
  }
  if (delivery.outcome === 'sent')
    await db.feedbackOutbox.update(row.feedbackId, { state: 'sent' });
  if (delivery.outcome === 'refused') {
    await db.feedbackOutbox.update(row.feedbackId, { state: 'failed', failure: delivery.code });
  }
}

/**
 * Keeps the message in the outbox (the player sees it as waiting to send) and tries to send it.
 * Offline, the service worker's queue has it and sends it when the connection returns.
 */
export async function queueFeedback(body: FeedbackSubmission, member: string) {
  const row: FeedbackOutboxRow = {
    feedbackId: body.feedbackId,
    member,
    body,
    state: 'waiting',
    createdAt: Date.now(),
  };
  await db.feedbackOutbox.put(row);
  await attempt(row);
}

/**
 * Sends what still waits: through the service worker's queue when one controls the page (it
 * holds the requests), else from the page. Run when the page opens and when the connection
 * returns, so a browser without Background Sync sends it then. `direct` also sends from the page
 * under a worker, for a message whose queue entry is gone (the id makes a second copy harmless).
 */
export async function sendWaitingFeedback(member: string, direct = false) {
  const waiting = await db.feedbackOutbox
    .where('member')
    .equals(member)
    .filter((row) => row.state === 'waiting')
    .toArray();
  if (waiting.length === 0 || !navigator.onLine) return;
  const controller = navigator.serviceWorker?.controller;
  if (controller) {
    const message: PageToSwMessage = { type: 'REPLAY_FEEDBACK' };
    controller.postMessage(message);
    if (!direct) return;
  }
  for (const row of waiting) await attempt(row);
}

/** Sent messages leave the outbox once the member's list shows them. */
export async function forgetListed(member: string, listed: ReadonlySet<string>) {
  await db.feedbackOutbox
    .where('member')
    .equals(member)
    .filter((row) => row.state === 'sent' && listed.has(row.feedbackId))
    .delete();
}

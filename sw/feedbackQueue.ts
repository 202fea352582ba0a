/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { feedbackDelivery, type FeedbackDelivery } from '../src/common/pages/feedbackDelivery';
import { PAGE_PATHS } from '../src/common/pages/pageApi';
import type { SwToPageMessage } from '../src/common/sw-messages';
import { markFeedback } from './feedbackOutbox';
import { tokenFromOpenPages } from './tracking';

declare const self: ServiceWorkerGlobalScope;

const QUEUE_NAME = 'feedback';
/** Feedback ids are kept by the server forever; a message may wait a month for its writer. */
const KEEP_MINUTES = 30 * 24 * 60;

interface FeedbackMetadata {
  feedbackId: string;
  memberId: string;
}

async function record(feedbackId: string, delivery: FeedbackDelivery) {
  if (delivery.outcome !== 'sent' && delivery.outcome !== 'refused') return;
  const change: SwToPageMessage =
    delivery.outcome === 'sent'
      ? { type: 'FEEDBACK_CHANGED', feedbackId, state: 'sent' }
      : { type: 'FEEDBACK_CHANGED', feedbackId, state: 'failed', failure: delivery.code };
  try {
    await markFeedback(feedbackId, {
      state: change.state,
      settledAt: Date.now(),
      ...(change.failure ? { failure: change.failure } : {}),
    });
  } catch (error) {
    console.warn('[sw] feedback: outbox not updated', error);
  }
  for (const page of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    page.postMessage(change);
  }
}

async function readDelivery(response: Response): Promise<FeedbackDelivery> {
  const envelope = await response
    .clone()
    .json()
    .then((body: unknown) => (typeof body === 'object' && body !== null ? body : null))
    .catch(() => null);
  return feedbackDelivery(response.status, envelope);
}

function metadataOf(value: unknown): FeedbackMetadata | null {
  if (typeof value !== 'object' || value === null) return null;
  const { feedbackId, memberId } = value as Record<string, unknown>;
  return typeof feedbackId === 'string' && typeof memberId === 'string'
    ? { feedbackId, memberId }
    : null;
}

/**
 * The feedback part of the worker (docs/pages.md "Feedback"): a submission that does not get
 * through is kept in workbox-background-sync's Queue **without** its Authorization header and
 * replayed byte for byte when the connection returns, with the writer's token asked of an open
 * page at send time. Browsers without Background Sync replay when the worker starts and when a
 * page asks (REPLAY_FEEDBACK).
 */
export function installFeedbackQueue() {
  let replaying: Promise<void> | null = null;

  async function replayOne(entry: { request: Request; metadata?: object }): Promise<boolean> {
    const metadata = metadataOf(entry.metadata);
    if (!metadata) return false;
    const token = await tokenFromOpenPages(metadata.memberId);
    if (!token) return true;
    const headers = new Headers(entry.request.headers);
    headers.set('Authorization', `Bearer ${token}`);
    let delivery: FeedbackDelivery;
    try {
      const response = await fetch(entry.request.url, {
        method: 'POST',
        headers,
        body: await entry.request.clone().text(),
        credentials: 'include',
      });
      delivery = await readDelivery(response);
    } catch {
      delivery = { outcome: 'retry' };
    }
    await record(metadata.feedbackId, delivery);
    return delivery.outcome === 'retry' || delivery.outcome === 'needs-session';
  }

  async function replayAll(queue: Queue) {
    const kept: Awaited<ReturnType<Queue['shiftRequest']>>[] = [];
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      if (await replayOne(entry)) kept.push(entry);
    }
    for (const entry of kept.reverse()) if (entry) await queue.unshiftRequest(entry);
    // A rejection makes the browser run the sync again later, with its own backoff.
    if (kept.length > 0) throw new Error('Feedback is waiting to be sent');
  }

  /** One replay at a time: a sync and a page's request arriving together share it. */
  function replay(queue: Queue) {
    replaying ??= replayAll(queue).finally(() => {
      replaying = null;
    });
    return replaying;
  }

  const queue = new Queue(QUEUE_NAME, {
    maxRetentionTime: KEEP_MINUTES,
    onSync: ({ queue: self }) => replay(self),
  });

  /** The request as it is kept: the same body, no token. */
  async function keep(request: Request) {
    const body = await request.clone().text();
    let metadata: FeedbackMetadata | null = null;
    try {
      const parsed = JSON.parse(body) as { feedbackId?: unknown; memberId?: unknown };
      if (typeof parsed.feedbackId === 'string' && parsed.memberId !== undefined) {
        metadata = { feedbackId: parsed.feedbackId, memberId: String(parsed.memberId) };
      }
    } catch {
      return;
    }
    if (!metadata) return;
    const queued = await queue.getAll();
    if (queued.some((entry) => metadataOf(entry.metadata)?.feedbackId === metadata.feedbackId)) {
      return;
    }
    const headers = new Headers(request.headers);
    headers.delete('Authorization');
    await queue.pushRequest({
      request: new Request(request.url, { method: 'POST', headers, body }),
      metadata,
    });
  }

  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === PAGE_PATHS.submitFeedback,
    async ({ request }) => {
      const copy = request.clone();
      try {
        const response = await fetch(request);
        const delivery = await readDelivery(response);
        if (delivery.outcome === 'retry' || delivery.outcome === 'needs-session') await keep(copy);
        return response;
      } catch {
        await keep(copy);
        // The page sees a failed request and shows the message as waiting to send.
        return Response.error();
      }
    },
    'POST',
  );

  return { replay: () => replay(queue).catch(() => undefined) };
}

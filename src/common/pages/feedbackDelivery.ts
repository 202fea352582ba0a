/**
 * What one attempt to deliver a feedback message means for its queue (docs/pages.md "Feedback",
 * the background-sync table). Shared by the page's own attempt and the service worker's replay,
 * so both keep, drop or mark a message alike.
 */
export const FEEDBACK_RETRY_CODES = ['idempotency.in_progress'] as const;
export const FEEDBACK_SESSION_CODES = ['user.or.token.invalid'] as const;
export const FEEDBACK_WRONG_MEMBER_CODE = 'feedback.member.mismatch';

export type FeedbackDelivery =
  /** Kept by the server (the first time or a replay): done. */
  | { outcome: 'sent' }
  /** Not kept, or not known yet: keep it and try again later. */
  | { outcome: 'retry' }
  /** No usable session at send time: keep it until a token is available. */
  | { outcome: 'needs-session' }
  /** Never to be taken (including another member signed in): drop it and say so. */
  | { outcome: 'refused'; code: string };

/**
 * `status` is null when no response came (offline, connection dropped); `envelope` is the parsed
 * `/wps` answer, or null when the body was not one.
 */
export function feedbackDelivery(
  status: number | null,
  envelope: { success?: unknown; errorCode?: unknown } | null,
): FeedbackDelivery {
  if (status === null || status >= 500 || status === 429) return { outcome: 'retry' };
  const code = typeof envelope?.errorCode === 'string' ? envelope.errorCode : null;
  if (status >= 200 && status < 300 && envelope?.success === true) return { outcome: 'sent' };
  if (code && (FEEDBACK_RETRY_CODES as readonly string[]).includes(code)) {
    return { outcome: 'retry' };
  }
  if (code && (FEEDBACK_SESSION_CODES as readonly string[]).includes(code)) {
    return { outcome: 'needs-session' };
  }
  return { outcome: 'refused', code: code ?? 'invalid_request' };
}

/**
 * Where the page keeps its feedback outbox (src/data/db.ts `feedbackOutbox`, keyed by
 * `feedbackId`): the service worker marks rows there as it delivers them.
 */
export const FEEDBACK_OUTBOX = { database: 'storefront', store: 'feedbackOutbox' } as const;

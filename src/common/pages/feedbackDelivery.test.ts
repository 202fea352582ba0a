import { describe, expect, it } from 'vitest';
import { feedbackDelivery } from './feedbackDelivery';

// The background-sync table of docs/pages.md "Feedback", row by row.
describe('feedbackDelivery', () => {
  it('is sent on a 200 success, the first time or a replay', () => {
    expect(feedbackDelivery(200, { success: true })).toEqual({ outcome: 'sent' });
  });

  it('retries without an answer, on 5xx and 429, and while the first copy is in progress', () => {
    expect(feedbackDelivery(null, null)).toEqual({ outcome: 'retry' });
    expect(feedbackDelivery(503, null)).toEqual({ outcome: 'retry' });
    expect(feedbackDelivery(429, { success: false })).toEqual({ outcome: 'retry' });
    expect(feedbackDelivery(200, { success: false, errorCode: 'idempotency.in_progress' })).toEqual(
      { outcome: 'retry' },
    );
  });

  it('waits for a session when the token is not valid at send time', () => {
    expect(feedbackDelivery(200, { success: false, errorCode: 'user.or.token.invalid' })).toEqual({
      outcome: 'needs-session',
    });
  });

  it('drops what will never be taken, naming why', () => {
    for (const code of [
      'feedback.member.mismatch',
      'feedback.form.invalid',
      'feedback.id.invalid',
      'feedback.id.reused',
      'feedback.limit',
    ]) {
      expect(feedbackDelivery(200, { success: false, errorCode: code })).toEqual({
        outcome: 'refused',
        code,
      });
    }
    expect(feedbackDelivery(400, null)).toEqual({ outcome: 'refused', code: 'invalid_request' });
  });

  it('never counts a 200 without a success envelope as sent', () => {
    expect(feedbackDelivery(200, null)).toEqual({ outcome: 'refused', code: 'invalid_request' });
  });
});

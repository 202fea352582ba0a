// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../common/idempotency';
import { OPEN_SUBMISSION_KEY } from '../../common/storageKeys';
import { forgetOpenSubmission, openSubmission, rememberOpenSubmission } from './openSubmission';

afterEach(() => sessionStorage.clear());

describe('open submissions', () => {
  it('are kept per form in session storage until their answer is known', () => {
    const key = newIdempotencyKey();
    rememberOpenSubmission('deposit', key, { amount: 100000, currency: 'VND' });
    expect(openSubmission('deposit')).toMatchObject({
      key,
      kind: 'deposit',
      details: { amount: 100000, currency: 'VND' },
    });
    expect(openSubmission('withdrawal')).toBeUndefined();
    expect(sessionStorage.getItem(`${OPEN_SUBMISSION_KEY}:deposit`)).toContain(key);
    forgetOpenSubmission('deposit', key);
    expect(openSubmission('deposit')).toBeUndefined();
  });

  it('leave a newer submission of the same form alone', () => {
    const older = newIdempotencyKey();
    const newer = newIdempotencyKey();
    rememberOpenSubmission('voucher', older, { voucherId: 3 });
    rememberOpenSubmission('voucher', newer, { voucherId: 4 });
    forgetOpenSubmission('voucher', older);
    expect(openSubmission('voucher')?.key).toBe(newer);
  });

  it('ignore a damaged entry or one whose key is not a v4 UUID', () => {
    sessionStorage.setItem(`${OPEN_SUBMISSION_KEY}:deposit`, '{"key":');
    expect(openSubmission('deposit')).toBeUndefined();
    sessionStorage.setItem(
      `${OPEN_SUBMISSION_KEY}:withdrawal`,
      JSON.stringify({ key: 'abc', kind: 'withdrawal', sentAt: 1, details: {} }),
    );
    expect(openSubmission('withdrawal')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { PushRecorder, PUSH_LOG_SIZE } from './auth/push.ts';
import { SmsOutbox, SMS_LOG_SIZE } from './auth/sms.ts';
import { RingBuffer } from './ring-buffer.ts';

describe('RingBuffer', () => {
  it('keeps the newest items, oldest first, and counts what it dropped', () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.items()).toEqual([]);
    for (let n = 1; n <= 5; n++) ring.push(n);
    expect(ring.items()).toEqual([3, 4, 5]);
    expect(ring.total - ring.size).toBe(2);
    ring.clear();
    expect(ring.items()).toEqual([]);
    expect(() => new RingBuffer(0)).toThrow(/capacity/);
  });
});

describe('what QA reads back stays bounded', () => {
  it('keeps the last SMS sent, and still accepts a code that scrolled out of the log', () => {
    const outbox = new SmsOutbox();
    const first = outbox.send({ dialingCode: '84', number: '901234567' });
    for (let n = 0; n < SMS_LOG_SIZE + 10; n++) {
      outbox.send({ dialingCode: '84', number: String(910_000_000 + n) });
    }
    const listed = outbox.list();
    expect(listed).toHaveLength(SMS_LOG_SIZE);
    expect(listed.some((sms) => sms.number === first.number)).toBe(false);
    expect(outbox.consume(first.number, first.code)).toBe(true);
  });

  it('keeps the last push calls', () => {
    const push = new PushRecorder();
    for (let n = 0; n < PUSH_LOG_SIZE + 5; n++) {
      push.record({
        relay: 'CSP_fcmSubscribe',
        merchantCode: 'DEMOVN',
        account: 'player01',
        session: null,
        registrationToken: `token-${n}`,
        topic: 'ALL',
        unsubscribeAll: null,
      });
    }
    const { calls } = push.snapshot();
    expect(calls).toHaveLength(PUSH_LOG_SIZE);
    expect(calls[0]?.registrationToken).toBe('token-5');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEPALIVE_BODY_LIMIT, type BatchOutcome } from '../../common/tracking/collectorClient';
import type { TrackingEvent } from '../../common/tracking/events';
import type { BatchSender } from './drain';
import { createDrainHarness, type DrainHarness } from './drainHarness';
import { sendAsPageLeaves, type LeavingDeps } from './sendAsPageLeaves';

let h: DrainHarness;
let sent: { events: TrackingEvent[]; sender: BatchSender }[];
beforeEach(async () => {
  h = await createDrainHarness();
  sent = [];
});
afterEach(async () => {
  await h.db.delete();
});

function leavingDeps(): LeavingDeps {
  const drain = h.deps();
  return {
    db: h.db,
    sendKeepalive: (events, sender) => {
      sent.push({ events, sender });
      // Never answers: the page is gone.
      return new Promise<BatchOutcome>(() => {});
    },
    tokenFor: drain.tokenFor,
    now: drain.now,
  };
}

describe('sendAsPageLeaves', () => {
  it("sends the event with the ones queued before it, under the player's token, and keeps them queued", async () => {
    h.signedIn = { owner: '7', token: 'token-7' };
    const earlier = await h.record('viewContent');
    const launch = await h.record('gameLaunch');
    expect(await sendAsPageLeaves(leavingDeps(), launch.eventId)).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((event) => event.eventId)).toEqual([
      earlier.eventId,
      launch.eventId,
    ]);
    expect(sent[0]!.sender).toEqual({ token: 'token-7', merchant: null });
    // The drain's acknowledgement removes them; the collector answers it `duplicate`.
    expect(await h.db.outbox.count()).toBe(2);
  });

  it('sends nothing while the collector asked to wait (Retry-After)', async () => {
    const launch = await h.record('gameLaunch');
    await h.db.outbox.toCollection().modify({ notBefore: h.clock + 30_000 });
    expect(await sendAsPageLeaves(leavingDeps(), launch.eventId)).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it("sends a visitor's events and then the player's, each under its own sender, in order", async () => {
    h.signedIn = { owner: '7', token: 'token-7' };
    const view = await h.record('viewContent', undefined, { owner: null, merchant: null });
    const login = await h.record('login', undefined, { owner: '7', merchant: null });
    await h.record('viewContent', undefined, { owner: '7', merchant: null });
    expect(await sendAsPageLeaves(leavingDeps(), login.eventId)).toBe(2);
    expect(sent.map(({ events, sender }) => [events.map((e) => e.eventId), sender.token])).toEqual([
      [[view.eventId], null],
      [[login.eventId], 'token-7'],
    ]);
  });

  it('leaves out an event set aside (it fails on its own)', async () => {
    const poison = await h.record('gameLaunch');
    await h.db.outbox
      .where('eventId')
      .equals(poison.eventId)
      .modify({ setAsideAt: h.clock - 1, nextAttemptAt: h.clock - 1 });
    const download = await h.record('downloadApp');
    expect(await sendAsPageLeaves(leavingDeps(), download.eventId)).toBe(1);
    expect(sent[0]!.events.map((event) => event.eventId)).toEqual([download.eventId]);
  });

  it('sends nothing for an event that is not queued', async () => {
    await h.record('viewContent');
    expect(await sendAsPageLeaves(leavingDeps(), 'acknowledged-already')).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('stays under the keepalive body limit by leaving out the newest events', async () => {
    const bulky = 'x'.repeat(KEEPALIVE_BODY_LIMIT / 4);
    const events = [];
    for (let i = 0; i < 5; i++) {
      const event = await h.record('viewContent');
      await h.db.outbox
        .where('eventId')
        .equals(event.eventId)
        .modify({
          payload: { customerName: bulky },
        });
      events.push(event);
    }
    expect(await sendAsPageLeaves(leavingDeps(), events[4]!.eventId)).toBe(3);
    const body = JSON.stringify({ events: sent[0]!.events });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
    expect(sent[0]!.events.map((event) => event.eventId)).toEqual(
      events.slice(0, 3).map((event) => event.eventId),
    );
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_DAILY_LIMIT,
  SCREENSHOT_MAX_BASE64_LENGTH,
} from '../../src/common/pages/feedback.ts';
import type { FeedbackItem, FeedbackReceipt } from '../../src/common/pages/feedbackSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import {
  feedbackAnswer,
  feedbackBody,
  memberGet,
  memberIdOf,
  qaAct,
  qaRead,
  sendFeedback,
  TINY_PNG,
  tokenOf,
} from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Received extends FeedbackItem {
  account: string;
  deliveries: number;
  screenshot: { type: string; bytes: number; sha256: string } | null;
}
const received = async (feedbackId: string) =>
  (await qaRead<Received[]>(server, '/__qa/feedback')).filter((f) => f.feedbackId === feedbackId);
const list = async (token: string) =>
  (await memberGet<{ items: FeedbackItem[] }>(server, PAGE_PATHS.feedback, token)).value.items;

describe('feedback', { timeout: 30_000 }, () => {
  it('keeps a message once and answers every replay with its first receipt', async () => {
    const token = await tokenOf(server, 'player01');
    const body = feedbackBody(await memberIdOf(server, token));
    const first = await feedbackAnswer<FeedbackReceipt>(server, body, token);
    expect(first).toMatchObject({ success: true, value: { feedbackId: body.feedbackId } });
    // The queue replays the stored request with the token of the moment: a new session's.
    const later = await tokenOf(server, 'player01');
    expect(await feedbackAnswer(server, body, later)).toEqual(first);
    const kept = await received(body.feedbackId);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ account: 'player01', deliveries: 2, status: 'received' });
    expect((await list(token))[0]).toMatchObject({
      feedbackId: body.feedbackId,
      text: body.text,
      hasScreenshot: false,
      reply: null,
    });
  });

  it('refuses another message under a used id, and another member’s message', async () => {
    const token = await tokenOf(server, 'agent01');
    const memberId = await memberIdOf(server, token);
    const body = feedbackBody(memberId);
    await feedbackAnswer(server, body, token);
    expect(
      await feedbackAnswer(server, { ...body, text: `${body.text} (edited)` }, token),
    ).toMatchObject({
      errorCode: 'feedback.id.reused',
    });
    const other = await tokenOf(server, 'first01');
    expect(await feedbackAnswer(server, feedbackBody(memberId), other)).toMatchObject({
      errorCode: 'feedback.member.mismatch',
    });
    expect(await feedbackAnswer(server, body, undefined)).toMatchObject({
      errorCode: 'user.or.token.invalid',
    });
  });

  it('checks the form and the screenshot’s bytes', async () => {
    const token = await tokenOf(server, 'agent01');
    const memberId = await memberIdOf(server, token);
    const invalid = await feedbackAnswer(
      server,
      feedbackBody(memberId, {
        category: 'CAKE',
        text: 'short',
        screenshot: { type: 'image/jpeg', data: TINY_PNG },
      }),
      token,
    );
    expect(invalid).toMatchObject({
      errorCode: 'feedback.form.invalid',
      value: {
        fields: {
          category: 'category.invalid',
          text: 'text.too_short',
          screenshot: 'screenshot.content',
        },
      },
    });
    const gif = { type: 'image/gif', data: TINY_PNG };
    expect(
      await feedbackAnswer(server, feedbackBody(memberId, { screenshot: gif }), token),
    ).toMatchObject({
      value: { fields: { screenshot: 'screenshot.type' } },
    });
    const huge = {
      type: 'image/png',
      data: TINY_PNG.padEnd(SCREENSHOT_MAX_BASE64_LENGTH + 4, 'A'),
    };
    expect(
      await feedbackAnswer(server, feedbackBody(memberId, { screenshot: huge }), token),
    ).toMatchObject({
      value: { fields: { screenshot: 'screenshot.too_large' } },
    });
    expect(
      await feedbackAnswer(server, { ...feedbackBody(memberId), feedbackId: 'abc' }, token),
    ).toMatchObject({
      errorCode: 'feedback.id.invalid',
    });
  });

  it('stores a screenshot as the file it is', async () => {
    const token = await tokenOf(server, 'first01');
    const screenshot = { type: 'image/png', data: TINY_PNG };
    const body = feedbackBody(await memberIdOf(server, token), { screenshot });
    expect((await feedbackAnswer(server, body, token)).success).toBe(true);
    const bytes = Buffer.from(TINY_PNG, 'base64');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect((await received(body.feedbackId))[0]!.screenshot).toEqual({
      type: 'image/png',
      bytes: bytes.length,
      sha256,
    });
    const file = join(server.dataDir, 'feedback', 'DEMOVN', `${body.feedbackId}.png`);
    expect(await readFile(file)).toEqual(bytes);
    expect((await list(token))[0]!.hasScreenshot).toBe(true);
  });

  it('answers 503 and keeps nothing while QA makes the endpoint unavailable', async () => {
    const token = await tokenOf(server, 'nochat01');
    const body = feedbackBody(await memberIdOf(server, token));
    await setScenario(server, { feedbackDelivery: 'unavailable' });
    const refused = await sendFeedback(server, body, token);
    expect(refused.status).toBe(503);
    expect(await received(body.feedbackId)).toEqual([]);
    await setScenario(server, { feedbackDelivery: 'ok' });
    expect((await sendFeedback(server, body, token)).status).toBe(200);
    expect(await received(body.feedbackId)).toHaveLength(1);
  });

  it('keeps a message whose answer QA drops, and the replay finds it', async () => {
    const token = await tokenOf(server, 'expired01');
    const body = feedbackBody(await memberIdOf(server, token));
    await setScenario(server, { feedbackDelivery: 'answerLost' });
    await expect(sendFeedback(server, body, token)).rejects.toThrow();
    await setScenario(server, { feedbackDelivery: 'ok' });
    const replay = await feedbackAnswer<FeedbackReceipt>(server, body, token);
    expect(replay.success).toBe(true);
    const kept = await received(body.feedbackId);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.deliveries).toBe(2);
    expect(kept[0]!.receivedAt).toBe(replay.value.receivedAt);
  });

  it('keeps one message when two copies arrive at once', async () => {
    const token = await tokenOf(server, 'nochat01');
    const screenshot = { type: 'image/png', data: TINY_PNG };
    const body = feedbackBody(await memberIdOf(server, token), { screenshot });
    const answers = await Promise.all([
      feedbackAnswer<FeedbackReceipt>(server, body, token),
      feedbackAnswer<FeedbackReceipt>(server, body, token),
    ]);
    const receipts = answers.filter((answer) => answer.success);
    expect(receipts.length).toBeGreaterThan(0);
    for (const answer of answers) {
      if (answer.success) expect(answer).toEqual(receipts[0]);
      else expect(answer.errorCode).toBe('idempotency.in_progress');
    }
    expect(await received(body.feedbackId)).toHaveLength(1);
  });

  it('takes at most the daily limit of new messages', async () => {
    const token = await tokenOf(server, 'fresh01');
    const memberId = await memberIdOf(server, token);
    for (let i = 0; i < FEEDBACK_DAILY_LIMIT; i++) {
      expect((await feedbackAnswer(server, feedbackBody(memberId), token)).success).toBe(true);
    }
    expect(await feedbackAnswer(server, feedbackBody(memberId), token)).toMatchObject({
      errorCode: 'feedback.limit',
      value: { limit: FEEDBACK_DAILY_LIMIT },
    });
  });

  it('shows customer service’s reply in the member’s list', async () => {
    const token = await tokenOf(server, 'player01');
    const body = feedbackBody(await memberIdOf(server, token), { category: 'DEPOSIT' });
    await feedbackAnswer(server, body, token);
    const replied = await qaAct(server, '/__qa/feedback/reply', {
      merchantCode: 'DEMOVN',
      account: 'player01',
      feedbackId: body.feedbackId,
      reply: 'Chào bạn, khoản nạp đã được cộng lúc 10:05.',
    });
    expect(replied.status).toBe(200);
    const item = (await list(token)).find((f) => f.feedbackId === body.feedbackId);
    expect(item).toMatchObject({
      status: 'replied',
      reply: { text: expect.stringContaining('10:05') },
    });
    const missing = await qaAct(server, '/__qa/feedback/reply', {
      merchantCode: 'DEMOVN',
      account: 'player01',
      feedbackId: randomUUID(),
      reply: 'x',
    });
    expect(missing.status).toBe(404);
  });
});

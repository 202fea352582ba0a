// POST /wps/member/feedback/submit (docs/api.md "Feedback"). The storefront sends it from a
// workbox-background-sync queue, which replays the stored request, with the token of the moment,
// until it gets an answer; so a message is kept once per member and feedback id, and every
// replay of it gets the first answer (its receipt) again. It is routed on its own rather than
// with the sign-in routes: its body may carry a 1 MiB screenshot, and QA's `feedbackDelivery`
// must be able to answer 503 or drop the connection after keeping the message.
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  FEEDBACK_DAILY_LIMIT,
  feedbackProblems,
  SCREENSHOT_MAX_BASE64_LENGTH,
  type FeedbackCategory,
  type FeedbackSubmission,
} from '../../src/common/pages/feedback.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { fail, ok, type Envelope } from '../auth/call.ts';
import { findSession } from '../auth/handler.ts';
import type { AuthState } from '../auth/state.ts';
import { isMalformed } from '../faults.ts';
import { openMemberContext, type MemberContext } from '../member/context.ts';
import { fingerprintOf } from '../member/submissions.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { BodyTooLargeError, readBody } from '../request.ts';
import { sendFailure, sendJson } from '../respond.ts';
import { pageSettingsOf } from './content/settings.ts';
import { pagesOf, type StoredFeedback, type StoredScreenshot } from './pageBook.ts';
import { periodAt } from './periods.ts';

/** The screenshot's base64, the other fields and JSON's own characters. */
const BODY_LIMIT = SCREENSHOT_MAX_BASE64_LENGTH + 16 * 1024;
const MALFORMED = { success: true, value: { receivedAt: 'now', feedbackId: 7 } };
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface FeedbackDeps {
  auth: AuthState;
  scenario: QaScenario;
  merchant: MerchantFixture;
}

export const receiptOf = (feedback: StoredFeedback) => ({
  feedbackId: feedback.feedbackId,
  receivedAt: new Date(feedback.receivedAt).toISOString(),
});

function submissionOf(body: Record<string, unknown>): FeedbackSubmission {
  const shot = body['screenshot'];
  const screenshot =
    typeof shot === 'object' && shot !== null
      ? {
          type: String((shot as Record<string, unknown>)['type'] ?? ''),
          data: String((shot as Record<string, unknown>)['data'] ?? ''),
        }
      : null;
  const string = (field: string) =>
    typeof body[field] === 'string' ? (body[field] as string) : '';
  return {
    feedbackId: string('feedbackId').toLowerCase(),
    memberId: Number(body['memberId']),
    category: string('category'),
    text: string('text'),
    screenshot,
    writtenAt: string('writtenAt'),
  };
}

/** The screenshot's file in `<dataDir>/feedback/<MERCHANT>/`, written before the books say so. */
async function keepScreenshot(
  dataDir: string,
  merchantCode: string,
  feedbackId: string,
  screenshot: { type: string; data: string },
): Promise<StoredScreenshot> {
  const bytes = Buffer.from(screenshot.data, 'base64');
  const folder = join(dataDir, 'feedback', merchantCode);
  const file = `${feedbackId}.${EXTENSIONS[screenshot.type] ?? 'bin'}`;
  await mkdir(folder, { recursive: true });
  const temp = join(folder, `${file}.${process.pid}.tmp`);
  await writeFile(temp, bytes, { mode: 0o600 });
  await rename(temp, join(folder, file));
  return {
    type: screenshot.type,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    file,
  };
}

async function keep(
  deps: FeedbackDeps,
  context: MemberContext,
  body: Record<string, unknown>,
): Promise<Envelope> {
  const pages = await pagesOf(context);
  const submission = submissionOf(body);
  const { member } = context.session;
  if (submission.memberId !== member.id) return fail('feedback.member.mismatch');
  const code = context.merchant.merchantCode;
  const flight = `${code}/${member.id}/feedback:${submission.feedbackId}`;
  const { inFlight, books } = deps.auth.memberArea;
  // A copy that arrives while the first is being kept must not be told it was kept already.
  if (inFlight.has(flight)) return fail('idempotency.in_progress');
  const fingerprint = fingerprintOf(PAGE_PATHS.submitFeedback, body);
  const existing = pages.feedback.find((f) => f.feedbackId === submission.feedbackId);
  if (existing) {
    if (existing.fingerprint !== fingerprint) return fail('feedback.id.reused');
    existing.deliveries += 1;
    await context.store.save();
    return ok(receiptOf(existing));
  }
  const fields = feedbackProblems(submission);
  if (Object.keys(fields).length) {
    return fields.feedbackId
      ? fail('feedback.id.invalid')
      : fail('feedback.form.invalid', { fields });
  }
  const now = Date.now();
  const today = periodAt('daily', pageSettingsOf(code).timeZone, now);
  const sentToday = pages.feedback.filter((f) => f.receivedAt >= today.start).length;
  if (sentToday >= FEEDBACK_DAILY_LIMIT) {
    return fail('feedback.limit', { limit: FEEDBACK_DAILY_LIMIT });
  }
  inFlight.set(flight, PAGE_PATHS.submitFeedback);
  try {
    const screenshot = submission.screenshot
      ? await keepScreenshot(books.dataDir, code, submission.feedbackId, submission.screenshot)
      : null;
    const feedback: StoredFeedback = {
      feedbackId: submission.feedbackId,
      fingerprint,
      category: submission.category as FeedbackCategory,
      text: submission.text.trim(),
      screenshot,
      writtenAt: Date.parse(submission.writtenAt),
      receivedAt: now,
      status: 'received',
      reply: null,
      deliveries: 1,
    };
    pages.feedback.push(feedback);
    await context.store.save();
    return ok(receiptOf(feedback));
  } finally {
    inFlight.delete(flight);
  }
}

export async function handleFeedbackSubmit(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FeedbackDeps,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendFailure(
      req,
      res,
      405,
      'method_not_allowed',
      `${PAGE_PATHS.submitFeedback} answers POST`,
    );
  }
  const reply = (body: unknown) => sendJson(req, res, body, { cacheControl: 'no-store' });
  if (isMalformed(deps.scenario, PAGE_PATHS.submitFeedback)) return reply(MALFORMED);
  if (deps.scenario.feedbackDelivery === 'unavailable') {
    return sendFailure(req, res, 503, 'service_unavailable', 'Service temporarily unavailable');
  }
  const session = await findSession(req, deps.auth);
  if (!session) return reply(fail('user.or.token.invalid'));
  let raw: Buffer;
  try {
    raw = await readBody(req, BODY_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(fail('feedback.form.invalid', { fields: { screenshot: 'screenshot.too_large' } }));
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return reply(fail('invalid_request', null, 'The body must be a JSON object'));
  }
  const fields = body as Record<string, unknown>;
  const { auth, scenario, merchant } = deps;
  const query = new URLSearchParams();
  const context = await openMemberContext({
    req,
    query,
    merchant,
    scenario,
    auth,
    body: fields,
    session,
  });
  if (!context) return reply(fail('user.or.token.invalid'));
  const answer = await keep(deps, context, fields);
  // QA: the message is kept, but its answer never arrives; the queue will replay it.
  if (answer.success && deps.scenario.feedbackDelivery === 'answerLost') {
    req.socket.destroy();
    return;
  }
  reply(answer);
}

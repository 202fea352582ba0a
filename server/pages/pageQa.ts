// What QA reads and does on the pages (loopback only, like every /__qa route; docs/qa.md
// "Pages"): the feedback received (with how often each arrived), replying to one, granting a
// reward, setting a mission's progress or a member's points, and the agent applications with
// their decision.
import * as v from 'valibot';
import { PrizeSchema, type Prize } from '../../src/common/pages/prizeSchemas.ts';
import type { AuthState } from '../auth/state.ts';
import type { MemberContext } from '../member/context.ts';
import { cashierOf } from '../merchants/cashier.ts';
import { findMerchant, MERCHANTS } from '../merchants/index.ts';
import type { QaReports } from '../qa-routes.ts';
import { makeAgent, applicationValue, decisionOf } from './agentRoutes.ts';
import { missionsContentOf } from './content/missionsContent.ts';
import { rewardsContentOf, voucherPrize } from './content/rewardsContent.ts';
import { pageSettingsOf } from './content/settings.ts';
import { feedbackItemValue } from './feedbackRoutes.ts';
import { pagesOf } from './pageBook.ts';
import { periodAt } from './periods.ts';
import { rewardValue } from './rewardRoutes.ts';

type Result = { status: number; value: unknown };
const bad = (error: string): Result => ({ status: 400, value: { error } });
const MINUTE = 60_000;

/** The member a QA body names (`merchantCode`, `account`), with their books open. */
async function memberOf(auth: AuthState, input: unknown): Promise<MemberContext | Result> {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const merchant = findMerchant(
    typeof body['merchantCode'] === 'string' ? body['merchantCode'] : '',
  );
  if (!merchant) return bad('merchantCode must name a merchant');
  const members = await auth.members.forMerchant(merchant);
  const member = typeof body['account'] === 'string' ? members.byAccount(body['account']) : null;
  if (!member) return { status: 404, value: { error: 'No such account' } };
  const store = await auth.memberArea.books.forMerchant(merchant.merchantCode);
  const session = { token: '', merchantCode: merchant.merchantCode, member, store: members };
  return { session, merchant, store, book: await store.bookOf(member) };
}

const isContext = (value: MemberContext | Result): value is MemberContext => 'book' in value;
const fields = (input: unknown) => input as Record<string, unknown>;

async function allBooks(auth: AuthState) {
  const stores = await Promise.all(
    [...MERCHANTS.keys()].map((code) => auth.memberArea.books.forMerchant(code)),
  );
  return stores.flatMap((store) => store.allBooks().map((book) => ({ store, book })));
}

async function grantReward(auth: AuthState, input: unknown): Promise<Result> {
  const context = await memberOf(auth, input);
  if (!isContext(context)) return context;
  const body = fields(input);
  const code = context.merchant.merchantCode;
  const parsed = v.safeParse(PrizeSchema, body['prize']);
  if (!parsed.success || parsed.output.type === 'gift') {
    return bad(
      'prize must be {type:"cash",amount}, {type:"points",points} or {type:"voucher",templateId}',
    );
  }
  let prize: Prize = parsed.output;
  if (prize.type === 'voucher') {
    const { templateId } = prize;
    if (!cashierOf(code).vouchers.some((t) => t.templateId === templateId)) {
      return bad('templateId must be one of the merchant’s voucher templates');
    }
    prize = voucherPrize(code, templateId);
  }
  const minutes = body['expiresInMinutes'] ?? 7 * 24 * 60;
  if (!Number.isInteger(minutes) || Number(minutes) < 1) {
    return bad('expiresInMinutes must be a whole number of minutes, 1 or more');
  }
  const pages = await pagesOf(context);
  const now = Date.now();
  const texts = rewardsContentOf(code).granted;
  const reward = {
    id: context.store.nextId(),
    source: 'EVENT' as const,
    title: typeof body['title'] === 'string' ? body['title'] : texts.title,
    description: texts.description,
    prize,
    state: 'claimable' as const,
    issuedAt: now,
    expiresAt: now + Number(minutes) * MINUTE,
    claimedAt: null,
    orderId: null,
    voucherId: null,
  };
  pages.rewards.push(reward);
  await context.store.save();
  return { status: 200, value: rewardValue(reward, now) };
}

async function setMissionProgress(auth: AuthState, input: unknown): Promise<Result> {
  const context = await memberOf(auth, input);
  if (!isContext(context)) return context;
  const { missionId, progress } = fields(input);
  const code = context.merchant.merchantCode;
  const mission = missionsContentOf(code).missions.find((m) => m.id === missionId);
  if (!mission) return { status: 404, value: { error: `No mission ${String(missionId)}` } };
  if (typeof progress !== 'number' || !Number.isFinite(progress) || progress < 0) {
    return bad('progress must be a number, 0 or more');
  }
  const pages = await pagesOf(context);
  const periodKey = periodAt(mission.period, pageSettingsOf(code).timeZone, Date.now()).key;
  let entry = pages.missions.find((m) => m.missionId === mission.id && m.periodKey === periodKey);
  if (!entry) {
    entry = { missionId: mission.id, periodKey, progress: 0, claimedAt: null, scoreEarned: 0 };
    pages.missions.push(entry);
  }
  entry.progress = progress;
  await context.store.save();
  return { status: 200, value: { missionId: mission.id, periodKey, progress } };
}

async function setPoints(auth: AuthState, input: unknown): Promise<Result> {
  const context = await memberOf(auth, input);
  if (!isContext(context)) return context;
  const { points } = fields(input);
  if (!Number.isInteger(points) || Number(points) < 0) return bad('points must be a whole number');
  const pages = await pagesOf(context);
  pages.points = Number(points);
  await context.store.save();
  return { status: 200, value: { points: pages.points } };
}

async function decideAgent(auth: AuthState, input: unknown): Promise<Result> {
  const context = await memberOf(auth, input);
  if (!isContext(context)) return context;
  const { decision } = fields(input);
  if (decision !== 'approved' && decision !== 'rejected') {
    return bad('decision must be "approved" or "rejected"');
  }
  const pages = await pagesOf(context);
  const pending = pages.agentApplications.find((a) => a.status === 'pending');
  if (!pending) return { status: 404, value: { error: 'No pending application' } };
  const { member, store: members } = context.session;
  if (decision === 'approved') await makeAgent(member, members);
  Object.assign(pending, decisionOf(context.merchant.merchantCode, decision, Date.now()));
  await context.store.save();
  return { status: 200, value: applicationValue(pending) };
}

async function replyFeedback(auth: AuthState, input: unknown): Promise<Result> {
  const context = await memberOf(auth, input);
  if (!isContext(context)) return context;
  const { feedbackId, reply, status } = fields(input);
  const pages = await pagesOf(context);
  const feedback = pages.feedback.find((f) => f.feedbackId === feedbackId);
  if (!feedback) return { status: 404, value: { error: 'No such feedback' } };
  if (reply !== undefined && (typeof reply !== 'string' || !reply.trim())) {
    return bad('reply must be a non-empty string');
  }
  if (status !== undefined && status !== 'processing' && status !== 'closed') {
    return bad('status must be "processing" or "closed" (a reply sets "replied")');
  }
  if (typeof reply === 'string') {
    Object.assign(feedback, {
      status: 'replied',
      reply: { text: reply.trim(), repliedAt: Date.now() },
    });
  } else if (status) feedback.status = status;
  else return bad('Give a reply or a status');
  await context.store.save();
  return { status: 200, value: feedbackItemValue(feedback) };
}

export function pageReports(auth: AuthState): QaReports {
  return {
    '/__qa/feedback': async () =>
      (await allBooks(auth)).flatMap(({ store, book }) =>
        (book.pages?.feedback ?? []).map((feedback) => ({
          merchantCode: store.merchantCode,
          account: book.account,
          ...feedbackItemValue(feedback),
          screenshot: feedback.screenshot && {
            type: feedback.screenshot.type,
            bytes: feedback.screenshot.bytes,
            sha256: feedback.screenshot.sha256,
          },
          deliveries: feedback.deliveries,
        })),
      ),
    '/__qa/feedback/reply': { act: (body) => replyFeedback(auth, body) },
    '/__qa/rewards/grant': { act: (body) => grantReward(auth, body) },
    '/__qa/missions/progress': { act: (body) => setMissionProgress(auth, body) },
    '/__qa/points': { act: (body) => setPoints(auth, body) },
    '/__qa/agent/applications': async () =>
      (await allBooks(auth)).flatMap(({ store, book }) =>
        (book.pages?.agentApplications ?? []).map((application) => ({
          merchantCode: store.merchantCode,
          account: book.account,
          ...applicationValue(application),
        })),
      ),
    '/__qa/agent/decide': { act: (body) => decideAgent(auth, body) },
  };
}

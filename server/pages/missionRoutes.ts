// Missions (docs/api.md "Missions"): the member's daily and weekly missions with their progress,
// the claim of a completed one (idempotent: Idempotency-Key), and the period's leaderboard.
import { MISSION_PERIODS, type MissionPeriod } from '../../src/common/pages/missionSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { fail, ok, text, type AuthCall, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberContext } from '../member/context.ts';
import { submissionRoute, type SubmissionContext } from '../member/submissions.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { missionsContentOf } from './content/missionsContent.ts';
import { pageSettingsOf } from './content/settings.ts';
import { leaderboardValue } from './leaderboard.ts';
import { missionStatuses, missionValue } from './missionProgress.ts';
import { pagesOf } from './pageBook.ts';
import { payPrize } from './prizes.ts';
import { periodAt, periodValue } from './periods.ts';

async function listMissions(context: MemberContext) {
  const pages = await pagesOf(context);
  const code = context.merchant.merchantCode;
  const { timeZone } = pageSettingsOf(code);
  const now = Date.now();
  const statuses = missionStatuses(context, pages, missionsContentOf(code).missions, now);
  return ok({
    timeZone,
    ...currencyOf(code),
    points: pages.points,
    periods: MISSION_PERIODS.map((period) => periodValue(periodAt(period, timeZone, now))),
    missions: statuses.map(missionValue),
  });
}

async function claimMission(call: AuthCall, context: SubmissionContext) {
  const pages = await pagesOf(context);
  const code = context.merchant.merchantCode;
  const mission = missionsContentOf(code).missions.find((m) => m.id === call.body['missionId']);
  if (!mission) return fail('mission.not_found');
  const now = Date.now();
  const [status] = missionStatuses(context, pages, [mission], now);
  const { window, state, current } = status!;
  // A page left open past midnight must not claim today's mission for yesterday's progress.
  if (text(call.body, 'periodKey', 20) !== window.key) {
    return fail('mission.period_over', { periodKey: window.key });
  }
  if (state === 'claimed') return fail('mission.claimed');
  if (state !== 'claimable') return fail('mission.incomplete', { current, target: mission.target });
  payPrize(context, pages, mission.prize, mission.title, now);
  const entry = status!.entry ?? {
    missionId: mission.id,
    periodKey: window.key,
    progress: 0,
    claimedAt: null,
    scoreEarned: 0,
  };
  if (!status!.entry) pages.missions.push(entry);
  Object.assign(entry, { claimedAt: now, scoreEarned: mission.score });
  const [claimed] = missionStatuses(context, pages, [mission], now);
  return context.commit(
    ok({
      mission: missionValue(claimed!),
      points: pages.points,
      balance: context.book.balance,
    }),
  );
}

async function leaderboard(context: MemberContext, call: AuthCall) {
  const period = call.query.get('period') ?? 'weekly';
  if (!(MISSION_PERIODS as readonly string[]).includes(period)) {
    return fail('leaderboard.period.invalid', { periods: MISSION_PERIODS });
  }
  await pagesOf(context);
  const { timeZone } = pageSettingsOf(context.merchant.merchantCode);
  const now = Date.now();
  const window = periodAt(period as MissionPeriod, timeZone, now);
  return ok(leaderboardValue(context.store, context.session.member, window, now));
}

export const MISSION_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.missions]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { missions: [{ id: 1, current: 'half' }] } },
    answer: withMember(listMissions),
  },
  [PAGE_PATHS.claimMission]: submissionRoute(PAGE_PATHS.claimMission, {
    malformed: { success: true, value: { mission: 'done', points: -1 } },
    submit: claimMission,
  }),
  [PAGE_PATHS.leaderboard]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { entries: [{ rank: 0, name: null }] } },
    answer: withMember(leaderboard),
  },
};

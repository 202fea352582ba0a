// A mission's progress in a period: what the member's books show (deposits, bets, friends who
// registered with their code) plus the progress kept for what the books cannot see (bets placed
// at the game vendors; QA sets it with /__qa/missions/progress), capped at the target.
import { addAmounts } from '../../src/common/money.ts';
import type { MissionState } from '../../src/common/pages/missionSchemas.ts';
import type { StoredTransaction } from '../member/books.ts';
import type { MemberContext } from '../member/context.ts';
import { currencyOf } from '../merchants/cashier.ts';
import type { MissionFixture } from './content/missionsContent.ts';
import { pageSettingsOf } from './content/settings.ts';
import type { MemberPages, StoredMissionProgress } from './pageBook.ts';
import { periodAt, type PeriodWindow } from './periods.ts';
import { friendsOf, referralCodeOf } from './referralCodes.ts';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

function within(window: PeriodWindow, time: number) {
  return time >= window.start && time < window.end;
}

/** The books' own count of a metric in the period. */
function fromBooks(
  context: MemberContext,
  friends: readonly { regDate: string }[],
  pages: MemberPages,
  mission: MissionFixture,
  window: PeriodWindow,
): number {
  const inPeriod = (t: StoredTransaction) => within(window, t.settledAt ?? t.createdAt);
  const deposits = context.book.transactions.filter(
    (t) => t.type === 'deposit' && t.status === 'approved' && inPeriod(t),
  );
  const bets = context.book.transactions.filter(
    (t) => t.type === 'bet' && t.status !== 'declined' && within(window, t.createdAt),
  );
  const { decimals } = currencyOf(context.merchant.merchantCode);
  const total = (items: StoredTransaction[]) =>
    items.reduce((sum, t) => addAmounts(sum, t.amount, decimals), 0);
  switch (mission.metric) {
    case 'LOGIN':
      // Asking is proof enough: only a signed-in member can.
      return 1;
    case 'DEPOSIT_AMOUNT':
      return total(deposits);
    case 'DEPOSIT_COUNT':
      return deposits.length;
    case 'BET_AMOUNT':
      return total(bets);
    case 'BET_COUNT':
      return bets.length;
    case 'GAME_VARIETY':
      return new Set(bets.map((t) => t.game)).size;
    case 'INVITE_FRIENDS':
      return (
        friends.filter((friend) => within(window, Date.parse(friend.regDate))).length +
        pages.demoFriends.filter((friend) => within(window, friend.registeredAt)).length
      );
    case 'LOTTERY_BET_COUNT':
      return 0;
  }
}

export interface MissionStatus {
  mission: MissionFixture;
  window: PeriodWindow;
  current: number;
  entry: StoredMissionProgress | undefined;
  state: MissionState;
}

/** Every mission of the merchant with its progress in the period that contains `now`. */
export function missionStatuses(
  context: MemberContext,
  pages: MemberPages,
  missions: readonly MissionFixture[],
  now: number,
): MissionStatus[] {
  const { merchant, session } = context;
  const { timeZone } = pageSettingsOf(merchant.merchantCode);
  const code = referralCodeOf(merchant.merchantCode, session.member.id);
  const friends = friendsOf(session.store.all(), code);
  return missions.map((mission) => {
    const window = periodAt(mission.period, timeZone, now);
    const entry = pages.missions.find(
      (candidate) => candidate.missionId === mission.id && candidate.periodKey === window.key,
    );
    const { decimals } = currencyOf(merchant.merchantCode);
    const counted = addAmounts(
      fromBooks(context, friends, pages, mission, window),
      entry?.progress ?? 0,
      decimals,
    );
    const current = Math.min(mission.target, counted);
    const state: MissionState = entry?.claimedAt
      ? 'claimed'
      : current >= mission.target
        ? 'claimable'
        : 'inProgress';
    return { mission, window, current, entry, state };
  });
}

export function missionValue(status: MissionStatus) {
  const { mission, window, current, entry, state } = status;
  return {
    id: mission.id,
    period: mission.period,
    periodKey: window.key,
    title: mission.title,
    description: mission.description,
    metric: mission.metric,
    target: mission.target,
    current,
    prize: mission.prize,
    score: mission.score,
    state,
    claimedAt: iso(entry?.claimedAt ?? null),
    action: mission.action,
  };
}

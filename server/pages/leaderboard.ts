// The missions leaderboard of a day or an ISO week: the merchant's members by the scores of the
// missions they claimed in the period, among the demo's other players, whose scores grow through
// the period the way a real player's would (a random set of the day's missions each day so far).
import { LEADERBOARD_SIZE } from '../../src/common/pages/missionSchemas.ts';
import { maskAccountName } from '../../src/common/validators.ts';
import type { BookStore } from '../member/books.ts';
import { missionsContentOf } from './content/missionsContent.ts';
import { LEADERBOARD_RIVALS } from './content/rivals.ts';
import { seededRandom } from './drawResults.ts';
import type { PeriodWindow } from './periods.ts';

const DAY = 24 * 60 * 60_000;

interface Player {
  account: string;
  score: number;
  memberId: number | null;
}

/** A rival's score: each day so far, each daily mission done with a 60 % chance. */
function rivalScore(merchantCode: string, account: string, window: PeriodWindow, now: number) {
  const { missions } = missionsContentOf(merchantCode);
  const daily = missions.filter((mission) => mission.period === 'daily');
  const weekly = missions.filter((mission) => mission.period === 'weekly');
  let score = 0;
  for (let day = window.start; day < Math.min(window.end, now); day += DAY) {
    const random = seededRandom(`${merchantCode}|${account}|${day}`);
    for (const mission of daily) if (random() < 0.6) score += mission.score;
  }
  if (window.period === 'weekly') {
    const random = seededRandom(`${merchantCode}|${account}|${window.key}`);
    const elapsed = (Math.min(window.end, now) - window.start) / (window.end - window.start);
    for (const mission of weekly) if (random() < 0.5 * elapsed) score += mission.score;
  }
  return score;
}

function memberScore(store: BookStore, window: PeriodWindow): Player[] {
  return store.allBooks().map((book) => ({
    account: book.account,
    memberId: book.memberId,
    score: (book.pages?.missions ?? [])
      .filter((entry) => entry.claimedAt !== null && entry.claimedAt >= window.start)
      .filter((entry) => entry.claimedAt! < window.end)
      .reduce((sum, entry) => sum + entry.scoreEarned, 0),
  }));
}

export function leaderboardValue(
  store: BookStore,
  me: { id: number; account: string },
  window: PeriodWindow,
  now: number,
) {
  const code = store.merchantCode;
  const content = missionsContentOf(code);
  const players: Player[] = [
    ...(LEADERBOARD_RIVALS[code] ?? []).map((account) => ({
      account,
      memberId: null,
      score: rivalScore(code, account, window, now),
    })),
    ...memberScore(store, window),
  ];
  if (!players.some((player) => player.memberId === me.id)) {
    players.push({ account: me.account, memberId: me.id, score: 0 });
  }
  const ranked = players
    .filter((player) => player.score > 0 || player.memberId === me.id)
    .sort((a, b) => b.score - a.score || a.account.localeCompare(b.account));
  // Competition ranking: equal scores share the rank of the first of them.
  const rankOf = (score: number) => ranked.findIndex((player) => player.score === score) + 1;
  const mine = ranked.find((player) => player.memberId === me.id)!;
  return {
    period: window.period,
    key: window.key,
    startsAt: new Date(window.start).toISOString(),
    endsAt: new Date(window.end).toISOString(),
    metric: 'MISSION_SCORE' as const,
    entries: ranked
      .filter((player) => player.score > 0)
      .slice(0, LEADERBOARD_SIZE)
      .map((player) => ({
        rank: rankOf(player.score),
        name: maskAccountName(player.account),
        score: player.score,
        isMe: player.memberId === me.id,
      })),
    me: {
      rank: mine.score > 0 ? rankOf(mine.score) : null,
      name: maskAccountName(me.account),
      score: mine.score,
    },
    prizes: content.prizes[window.period],
  };
}

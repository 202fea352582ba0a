import * as v from 'valibot';
import { LaneCardSchema, type LaneCard } from '../common/laneSchemas';
import { currentMemberKey } from './memberKey';
import { readMemberPage, storeMemberPage, useMemberPage } from './pageStore';

/** How many games "Recently played" keeps, the newest first. */
export const RECENT_GAMES_KEPT = 12;

const RESOURCE = 'recentGames';

const RecentGamesSchema = v.array(
  v.object({ card: LaneCardSchema, currency: v.nullable(v.string()), playedAt: v.number() }),
);
export type RecentGame = v.InferOutput<typeof RecentGamesSchema>[number];

const sameGame = (a: LaneCard, b: LaneCard) =>
  a.accountTypeName === b.accountTypeName && a.gameCode === b.gameCode;

/** `card` first, once, then the others in their order, at most RECENT_GAMES_KEPT. */
export function withPlayed(recent: readonly RecentGame[], played: RecentGame): RecentGame[] {
  return [played, ...recent.filter((game) => !sameGame(game.card, played.card))].slice(
    0,
    RECENT_GAMES_KEPT,
  );
}

/** Remembers a game this tab's member opened; a visitor's games are not kept. */
export async function rememberPlayed(card: LaneCard, currency: string | null) {
  const member = currentMemberKey();
  if (member === null) return;
  const stored = (await readMemberPage(RESOURCE, RecentGamesSchema))?.value ?? [];
  await storeMemberPage(
    member,
    RESOURCE,
    withPlayed(stored, { card, currency, playedAt: Date.now() }),
  );
}

/** This tab's member's recently played games; [] for a visitor or none. */
export function useRecentGames(): RecentGame[] | undefined {
  const stored = useMemberPage(RESOURCE, RecentGamesSchema);
  return stored === undefined ? undefined : (stored?.value ?? []);
}

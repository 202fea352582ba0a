// GET /wps/relay/GCSGAME_getGameMatchV2 (docs/api.md "Game draws"): every lottery game of the
// merchant's lanes with its schedule, next draw and last results. QA's `drawClock` sets the
// time the answer is computed for.
import {
  drawIssue,
  drawsUpTo,
  localTime,
  nextDrawAt,
} from '../../src/common/pages/drawSchedule.ts';
import { DRAW_RESULTS_QUERY } from '../../src/common/pages/gameSchemas.ts';
import { fail, ok } from '../auth/call.ts';
import { GAME_LANES } from '../merchants/lanes.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import { DRAW_GAMES, type DrawGameFixture } from './content/drawGames.ts';
import { drawResult } from './drawResults.ts';

export const GAME_MATCHES_MALFORMED = { success: true, value: { games: [{ nextDraw: 'soon' }] } };

const iso = (time: number) => new Date(time).toISOString();

function stationsAt(game: DrawGameFixture, instant: number): string[] {
  if (!game.stations) return [];
  return game.stations[localTime(instant, game.timeZone).day.weekday];
}

function gameValue(
  merchantCode: string,
  card: { accountTypeName: string; displayName: string; gameCode: string; category: string },
  game: DrawGameFixture,
  now: number,
  results: number,
) {
  const { schedule, timeZone } = game;
  const next = nextDrawAt(schedule, timeZone, now);
  const seed = `${merchantCode}|${card.gameCode}`;
  return {
    vendor: card.accountTypeName,
    gameCode: card.gameCode,
    name: card.displayName,
    category: card.category,
    timeZone,
    schedule,
    closeBeforeSeconds: game.closeBeforeSeconds,
    stations: game.stations
      ? Object.entries(game.stations).map(([weekday, names]) => ({
          weekday: Number(weekday),
          names,
        }))
      : null,
    nextDraw:
      next === null
        ? null
        : {
            issue: drawIssue(schedule, timeZone, next),
            drawAt: iso(next),
            closesAt: iso(next - game.closeBeforeSeconds * 1000),
            stations: stationsAt(game, next),
          },
    results: drawsUpTo(schedule, timeZone, now, results).map((drawnAt) =>
      drawResult(
        seed,
        game.format,
        drawIssue(schedule, timeZone, drawnAt),
        drawnAt,
        stationsAt(game, drawnAt),
      ),
    ),
  };
}

type Query = { ok: true; codes: string[] | null; results: number } | { ok: false; field: string };

function parseQuery(query: URLSearchParams): Query {
  const raw = query.get('results');
  const results = raw === null ? DRAW_RESULTS_QUERY.default : Number(raw);
  if (!Number.isInteger(results) || results < 0 || results > DRAW_RESULTS_QUERY.max) {
    return { ok: false, field: 'results' };
  }
  const codes = query.get('gameCode');
  return { ok: true, codes: codes ? codes.split(',').map((code) => code.trim()) : null, results };
}

/** The envelope: the lottery lanes' games that have a schedule, in the lanes' order. */
export function gameMatchesAnswer(merchant: MerchantFixture, query: URLSearchParams, now: number) {
  const parsed = parseQuery(query);
  if (!parsed.ok) {
    return fail('matches.query.invalid', { field: parsed.field });
  }
  const code = merchant.merchantCode;
  const schedules = DRAW_GAMES[code] ?? {};
  const cards = (GAME_LANES[code]?.lanes ?? []).flatMap((lane) =>
    lane.cards.map((card) => ({ ...card, category: lane.category })),
  );
  const games = cards.flatMap((card) => {
    const game = schedules[card.gameCode];
    if (!game || (parsed.codes && !parsed.codes.includes(card.gameCode))) return [];
    return [gameValue(code, card, game, now, parsed.results)];
  });
  return ok({ serverTime: iso(now), games });
}

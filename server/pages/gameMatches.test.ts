import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDrawAt } from '../../src/common/pages/drawSchedule.ts';
import type { DrawGame, GameMatches } from '../../src/common/pages/gameSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { GAME_LANES } from '../merchants/lanes.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'VIETNAM_LOTTO'];
const matches = async (query = '', merchant = 'DEMOVN') =>
  (await memberGet<GameMatches>(server, `${PAGE_PATHS.gameMatches}${query}`, undefined, merchant))
    .value;
const game = (answer: GameMatches, code: string) =>
  answer.games.find((candidate) => candidate.gameCode === code)!;

describe('the draw list', { timeout: 30_000 }, () => {
  it('covers every lottery game of the lanes, for visitors', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const answer = await matches('', merchant);
      const lotteryCodes = GAME_LANES[merchant]!.lanes.filter((lane) =>
        LOTTERY_CATEGORIES.includes(lane.category),
      )
        .flatMap((lane) => lane.cards.map((card) => card.gameCode))
        .filter((code) => code !== 'LOTTO_LOBBY');
      expect(answer.games.map((g) => g.gameCode).sort()).toEqual([...lotteryCodes].sort());
      const now = Date.parse(answer.serverTime);
      for (const entry of answer.games) {
        // The next draw is the schedule's next one, after the server's time.
        expect(Date.parse(entry.nextDraw!.drawAt)).toBe(
          nextDrawAt(entry.schedule, entry.timeZone, now),
        );
        expect(Date.parse(entry.nextDraw!.closesAt)).toBe(
          Date.parse(entry.nextDraw!.drawAt) - entry.closeBeforeSeconds * 1000,
        );
        expect(entry.results).toHaveLength(1);
        expect(Date.parse(entry.results[0]!.drawnAt)).toBeLessThanOrEqual(now);
      }
    }
  });

  it('draws the southern provinces of the day at 16:15 local time (QA’s drawClock)', async () => {
    // Wednesday 2026-11-25, 16:14 in Hồ Chí Minh City.
    await setScenario(server, { drawClock: '2026-11-25T16:14:00+07:00' });
    const answer = await matches('?gameCode=MN,MB&results=2');
    expect(answer.serverTime).toBe('2026-11-25T09:14:00.000Z');
    expect(answer.games.map((g) => g.gameCode)).toEqual(['MB', 'MN']);
    const south = game(answer, 'MN');
    expect(south.nextDraw).toEqual({
      issue: '20261125-01',
      drawAt: '2026-11-25T09:15:00.000Z',
      closesAt: '2026-11-25T09:00:00.000Z',
      stations: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    });
    // Yesterday's (Tuesday's) draw, one prize table per province, 18 numbers each.
    const [latest, before] = south.results;
    expect(latest!.issue).toBe('20261124-01');
    expect(latest!.groups.map((group) => group.label)).toEqual(['Bến Tre', 'Vũng Tàu', 'Bạc Liêu']);
    const numbers = latest!.groups[0]!.prizes.flatMap((prize) => prize.numbers);
    expect(numbers).toHaveLength(18);
    expect(latest!.groups[0]!.prizes.find((p) => p.tier === 'special')!.numbers[0]).toMatch(
      /^\d{6}$/,
    );
    expect(before!.issue).toBe('20261123-01');
    expect(game(answer, 'MB').results[0]!.groups[0]!.prizes.flatMap((p) => p.numbers)).toHaveLength(
      27,
    );
    // A result never changes once drawn.
    expect((await matches('?gameCode=MN&results=2')).games[0]!.results).toEqual(south.results);
    await setScenario(server, { drawClock: null });
  });

  it('follows the Brazilian weekly rhythm', async () => {
    // Wednesday 2026-11-25, noon in São Paulo: Super Sena draws on Thursday at 20:00.
    await setScenario(server, { drawClock: '2026-11-25T12:00:00-03:00' });
    const answer = await matches('?gameCode=SUPERSENA,BICHO', 'DEMOBR');
    expect(game(answer, 'SUPERSENA').nextDraw!.drawAt).toBe('2026-11-26T23:00:00.000Z');
    const sena = game(answer, 'SUPERSENA').results[0]!;
    expect(sena.drawnAt).toBe('2026-11-24T23:00:00.000Z');
    const balls = sena.groups[0]!.prizes[0]!.numbers.map(Number);
    expect(balls).toHaveLength(6);
    expect(new Set(balls).size).toBe(6);
    expect(balls.every((ball) => ball >= 1 && ball <= 60)).toBe(true);
    const bicho: DrawGame = game(answer, 'BICHO');
    expect(bicho.nextDraw).toMatchObject({
      issue: '20261125-02',
      drawAt: '2026-11-25T17:20:00.000Z',
    });
    await setScenario(server, { drawClock: null });
  });

  it('refuses a results count out of range', async () => {
    const answer = await memberGet(server, `${PAGE_PATHS.gameMatches}?results=50`, undefined);
    expect(answer).toMatchObject({
      errorCode: 'matches.query.invalid',
      value: { field: 'results' },
    });
  });
});

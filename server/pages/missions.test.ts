import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Leaderboard,
  Mission,
  MissionClaim,
  Missions,
} from '../../src/common/pages/missionSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, setMissionProgress, submit, tokenOf } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const missions = async (token: string, merchant = 'DEMOVN') =>
  (await memberGet<Missions>(server, PAGE_PATHS.missions, token, merchant)).value;
const find = async (token: string, id: number) =>
  (await missions(token)).missions.find((mission) => mission.id === id)!;
const claim = (token: string, mission: Pick<Mission, 'id' | 'periodKey'>, key?: string) =>
  submit<MissionClaim>(
    server,
    PAGE_PATHS.claimMission,
    { missionId: mission.id, periodKey: mission.periodKey },
    token,
    key ? { key } : {},
  );
const board = async (token: string, period = 'daily') =>
  (await memberGet<Leaderboard>(server, `${PAGE_PATHS.leaderboard}?period=${period}`, token)).value;

describe('missions', { timeout: 30_000 }, () => {
  it('lists the daily and weekly missions of the current periods', async () => {
    const token = await tokenOf(server, 'player01');
    const list = await missions(token);
    expect(list.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(list.periods.map((period) => period.period)).toEqual(['daily', 'weekly']);
    const [daily, weekly] = list.periods;
    expect(daily!.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(weekly!.key).toMatch(/^\d{4}-W\d{2}$/);
    // A Vietnamese day starts at 17:00 UTC; a week on a Monday.
    expect(daily!.startsAt).toMatch(/T17:00:00\.000Z$/);
    expect(new Date(Date.parse(weekly!.startsAt) + 7 * 3600_000).getUTCDay()).toBe(1);
    const byId = new Map(list.missions.map((mission) => [mission.id, mission]));
    // player01's seeded progress, and signing in completes the login mission.
    expect(byId.get(1)).toMatchObject({ metric: 'LOGIN', current: 1, state: 'claimable' });
    expect(byId.get(3)).toMatchObject({ current: 2, target: 3, state: 'inProgress' });
    // Seeded progress plus the bets the books hold for this week.
    expect(byId.get(5)).toMatchObject({ period: 'weekly', state: 'inProgress' });
    expect(byId.get(5)!.current).toBeGreaterThanOrEqual(1_200_000);
  });

  it('claims a completed mission once and pays its points', async () => {
    const token = await tokenOf(server, 'agent01');
    const login = await find(token, 1);
    const before = (await missions(token)).points;
    const key = randomUUID();
    const first = await claim(token, login, key);
    expect(first.value.mission).toMatchObject({ id: 1, state: 'claimed' });
    expect(first.value.points).toBe(before + 10);
    expect(await claim(token, login, key)).toEqual(first);
    expect((await missions(token)).points).toBe(before + 10);
    expect(await claim(token, login)).toMatchObject({ errorCode: 'mission.claimed' });
  });

  it('refuses an incomplete mission, an unknown one and a period that is over', async () => {
    const token = await tokenOf(server, 'first01');
    const lottery = await find(token, 3);
    expect(await claim(token, lottery)).toMatchObject({
      errorCode: 'mission.incomplete',
      value: { current: 0, target: 3 },
    });
    expect(await claim(token, { id: 99, periodKey: lottery.periodKey })).toMatchObject({
      errorCode: 'mission.not_found',
    });
    expect(await claim(token, { id: 1, periodKey: '2020-01-01' })).toMatchObject({
      errorCode: 'mission.period_over',
      value: { periodKey: lottery.periodKey },
    });
  });

  it('becomes claimable when QA sets its progress, and pays cash to the balance', async () => {
    const token = await tokenOf(server, 'expired01');
    expect((await setMissionProgress(server, 'expired01', 5, 5_000_000)).status).toBe(200);
    const weekly = await find(token, 5);
    expect(weekly).toMatchObject({ current: 5_000_000, state: 'claimable' });
    const paid = await claim(token, weekly);
    expect(paid.value.balance).toBe(50_000);
    expect(paid.value.mission.state).toBe('claimed');
  });

  it('counts approved deposits towards the deposit missions', async () => {
    const token = await tokenOf(server, 'fresh01');
    expect((await find(token, 2)).current).toBe(0);
    const deposit = await submit(
      server,
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'MOMO', amount: 150_000 },
      token,
    );
    expect(deposit.success).toBe(true);
    expect(await find(token, 2)).toMatchObject({ current: 150_000, state: 'inProgress' });
    expect(await find(token, 8)).toMatchObject({ current: 1 });
  });
});

describe('the leaderboard', { timeout: 30_000 }, () => {
  it('ranks the member by the scores of the missions they claimed', async () => {
    const token = await tokenOf(server, 'nochat01');
    const before = await board(token);
    expect(before.metric).toBe('MISSION_SCORE');
    expect(before.me).toMatchObject({ rank: null, score: 0, name: 'no****01' });
    expect(before.entries.length).toBeGreaterThan(0);
    expect(before.entries.length).toBeLessThanOrEqual(20);
    // Competition ranking: scores never rise down the board and equal scores share a rank.
    for (const [index, entry] of before.entries.entries()) {
      const previous = before.entries[index - 1];
      if (!previous) expect(entry.rank).toBe(1);
      else if (previous.score === entry.score) expect(entry.rank).toBe(previous.rank);
      else expect(entry.rank).toBe(index + 1);
      expect(entry.name).toContain('*');
    }
    await claim(token, await find(token, 1));
    const after = await board(token);
    expect(after.me.score).toBe(10);
    expect(after.me.rank).toBeGreaterThan(0);
    expect(await board(token, 'weekly')).toMatchObject({ period: 'weekly', me: { score: 10 } });
    expect(after.prizes[0]).toMatchObject({ rankFrom: 1, rankTo: 1, prize: { type: 'cash' } });
  });

  it('refuses an unknown period', async () => {
    const token = await tokenOf(server, 'nochat01');
    expect(
      await memberGet(server, `${PAGE_PATHS.leaderboard}?period=monthly`, token),
    ).toMatchObject({ errorCode: 'leaderboard.period.invalid' });
  });
});

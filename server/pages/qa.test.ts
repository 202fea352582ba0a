import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenarioPatch } from '../qa.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { qaAct } from './testClient.ts';

const problem = (patch: object) => {
  const result = parseScenarioPatch(patch);
  return result.ok ? null : result.error;
};

describe('the pages’ scenario fields', () => {
  it('takes a draw clock with an offset, or null', () => {
    expect(problem({ drawClock: '2026-11-25T16:14:00+07:00' })).toBeNull();
    expect(problem({ drawClock: null })).toBeNull();
    expect(problem({ drawClock: '2026-11-25 16:14' })).toContain('"drawClock" must be an ISO 8601');
  });

  it('takes true, false or item ids for mallSoldOut', () => {
    expect(problem({ mallSoldOut: true })).toBeNull();
    expect(problem({ mallSoldOut: [1, 7] })).toBeNull();
    expect(problem({ mallSoldOut: ['1'] })).toContain('"mallSoldOut" must be true, false');
    expect(problem({ mallSoldOut: [0] })).toContain('"mallSoldOut"');
  });

  it('takes the agent outcomes and the feedback deliveries', () => {
    for (const agentApplication of ['review', 'approve', 'reject']) {
      expect(problem({ agentApplication })).toBeNull();
    }
    expect(problem({ agentApplication: 'maybe' })).toContain(
      '"agentApplication" must be one of review, approve, reject',
    );
    for (const feedbackDelivery of ['ok', 'unavailable', 'answerLost']) {
      expect(problem({ feedbackDelivery })).toBeNull();
    }
    expect(problem({ feedbackDelivery: 'slow' })).toContain('"feedbackDelivery" must be one of');
  });
});

describe('the pages’ QA actions', { timeout: 30_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const member = { merchantCode: 'DEMOVN', account: 'player01' };

  it('refuses bodies that do not name a member or a valid change', async () => {
    expect(
      (await qaAct(server, '/__qa/points', { merchantCode: 'NOPE', account: 'x' })).status,
    ).toBe(400);
    expect(
      (await qaAct(server, '/__qa/points', { merchantCode: 'DEMOVN', account: 'ghost' })).status,
    ).toBe(404);
    expect((await qaAct(server, '/__qa/points', { ...member, points: -1 })).status).toBe(400);
    expect(
      (await qaAct(server, '/__qa/rewards/grant', { ...member, prize: { type: 'gift' } })).status,
    ).toBe(400);
    expect(
      (
        await qaAct(server, '/__qa/rewards/grant', {
          ...member,
          prize: { type: 'voucher', templateId: 9, voucherTitle: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await qaAct(server, '/__qa/rewards/grant', {
          ...member,
          prize: { type: 'cash', amount: 1 },
          expiresInMinutes: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (await qaAct(server, '/__qa/missions/progress', { ...member, missionId: 99, progress: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await qaAct(server, '/__qa/missions/progress', { ...member, missionId: 3, progress: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await qaAct(server, '/__qa/agent/decide', { ...member, decision: 'maybe' })).status,
    ).toBe(400);
    expect(
      (await qaAct(server, '/__qa/agent/decide', { ...member, decision: 'approved' })).status,
    ).toBe(404);
    expect(
      (await qaAct(server, '/__qa/feedback/reply', { ...member, feedbackId: 'x' })).status,
    ).toBe(404);
  });

  it('grants a reward with the given expiry and sets points and progress', async () => {
    const granted = await qaAct<{ expiresAt: string; issuedAt: string; prize: object }>(
      server,
      '/__qa/rewards/grant',
      {
        ...member,
        prize: { type: 'voucher', templateId: 2, voucherTitle: 'ignored' },
        expiresInMinutes: 5,
      },
    );
    expect(granted.status).toBe(200);
    expect(Date.parse(granted.value.expiresAt) - Date.parse(granted.value.issuedAt)).toBe(300_000);
    expect(granted.value.prize).toMatchObject({
      type: 'voucher',
      voucherTitle: 'Tặng 50.000 ₫ khi nạp từ 500.000 ₫',
    });
    expect(await qaAct(server, '/__qa/points', { ...member, points: 42 })).toEqual({
      status: 200,
      value: { points: 42 },
    });
    const progress = await qaAct(server, '/__qa/missions/progress', {
      ...member,
      missionId: 3,
      progress: 3,
    });
    expect(progress).toMatchObject({ status: 200, value: { missionId: 3, progress: 3 } });
  });
});

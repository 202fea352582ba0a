import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentApplication, AgentPage } from '../../src/common/pages/agentSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { plainCall } from '../auth/test-client.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, qaAct, qaRead, submit, tokenOf, type Envelope } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const FORM = {
  contactName: 'Nguyễn Thị Lan',
  countryDialingCode: '84',
  mobileNum: '0912 345 678',
  email: 'Lan.Nguyen@gmail.example',
  channel: 'FACEBOOK',
  expectedMonthlyVolume: 'V2',
  note: 'Tôi quản lý nhóm 5.000 thành viên yêu thích xổ số miền Nam.',
};

const page = async (token: string) =>
  (await memberGet<AgentPage>(server, PAGE_PATHS.agentApplication, token)).value;
const apply = (token: string, body: object = FORM, key?: string) =>
  submit<AgentApplication>(server, PAGE_PATHS.applyAgent, body as Record<string, unknown>, token, {
    ...(key ? { key } : {}),
  });
const memberType = async (token: string) =>
  (await plainCall(server, 'GET', '/wps/member/info', undefined, { token })).json<
    Envelope<{ type: number }>
  >().value.type;

describe('agent registration', { timeout: 30_000 }, () => {
  it('gives the form’s choices and no application yet', async () => {
    const token = await tokenOf(server, 'player01');
    expect(await page(token)).toMatchObject({
      isAgent: false,
      agentCode: null,
      application: null,
      form: { countryDialingCode: '84', channels: expect.arrayContaining(['ZALO', 'TIKTOK']) },
    });
  });

  it('refuses a form with every bad field named', async () => {
    const token = await tokenOf(server, 'player01');
    const answer = await apply(token, {
      ...FORM,
      contactName: 'Lan',
      mobileNum: '12',
      email: 'lan@',
      channel: 'PIGEON',
      expectedMonthlyVolume: 'V9',
    });
    expect(answer).toMatchObject({
      errorCode: 'agent.form.invalid',
      value: {
        fields: {
          contactName: 'name.invalid',
          mobileNum: 'phone.too_short',
          email: 'email.invalid',
          channel: 'channel.invalid',
          expectedMonthlyVolume: 'volume.invalid',
        },
      },
    });
    expect((await page(token)).application).toBeNull();
  });

  it('takes one application, keeps it pending, and answers a replay with the first answer', async () => {
    const token = await tokenOf(server, 'player01');
    const key = randomUUID();
    const first = await apply(token, FORM, key);
    expect(first.value).toMatchObject({
      status: 'pending',
      contactName: 'Nguyễn Thị Lan',
      phone: '+84 91*****78',
      email: 'la***@gmail.example',
      decidedAt: null,
    });
    expect(await apply(token, FORM, key)).toEqual(first);
    expect(await apply(token)).toMatchObject({ errorCode: 'agent.application.pending' });
    expect((await page(token)).application).toEqual(first.value);
    const listed = await qaRead<{ account: string; status: string }[]>(
      server,
      '/__qa/agent/applications',
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ account: 'player01', status: 'pending' }),
    );
  });

  it('makes the member an agent when QA approves', async () => {
    const token = await tokenOf(server, 'player01');
    const decided = await qaAct<AgentApplication>(server, '/__qa/agent/decide', {
      merchantCode: 'DEMOVN',
      account: 'player01',
      decision: 'approved',
    });
    expect(decided.status).toBe(200);
    expect(decided.value).toMatchObject({ status: 'approved', decisionNote: expect.any(String) });
    expect(await memberType(token)).toBe(1);
    expect(await page(token)).toMatchObject({ isAgent: true, agentCode: 'AG10001' });
    expect(await apply(token)).toMatchObject({ errorCode: 'agent.already' });
    const again = await qaAct(server, '/__qa/agent/decide', {
      merchantCode: 'DEMOVN',
      account: 'player01',
      decision: 'rejected',
    });
    expect(again.status).toBe(404);
  });

  it('decides at once under QA’s agentApplication switch; a rejected member may apply again', async () => {
    const token = await tokenOf(server, 'first01');
    await setScenario(server, { agentApplication: 'reject' });
    expect((await apply(token)).value).toMatchObject({ status: 'rejected' });
    expect(await memberType(token)).toBe(0);
    await setScenario(server, { agentApplication: 'approve' });
    expect((await apply(token)).value).toMatchObject({ status: 'approved' });
    expect(await memberType(token)).toBe(1);
    await setScenario(server, { agentApplication: 'review' });
  });

  it('tells an agent they are one already', async () => {
    const token = await tokenOf(server, 'agent01');
    expect(await page(token)).toMatchObject({ isAgent: true, agentCode: 'AG10002' });
    expect(await apply(token)).toMatchObject({ errorCode: 'agent.already' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { Referral } from '../../src/common/pages/referral.ts';
import { encryptedPost, login, type Envelope } from '../auth/test-client.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, submit, tokenOf } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const referral = async (token?: string, merchant = 'DEMOVN', query = '') =>
  (await memberGet<Referral>(server, `${PAGE_PATHS.referral}${query}`, token, merchant)).value;

/** A registration as the page sends it, with the codes it read from the invitation link. */
async function registerFrom(link: string, username: string) {
  const url = new URL(link);
  const payload = {
    registerMethod: 'H5',
    registerUrl: link,
    loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4',
    isOfficialAppLogin: false,
    domain: url.hostname,
    referralCode: url.searchParams.get('r'),
    ...(url.searchParams.get('affiliateCode')
      ? { affiliateCode: url.searchParams.get('affiliateCode') }
      : {}),
    login: true,
    username,
    password: 'abc12345',
  };
  const answer = await encryptedPost(server, '/wps/member/register', payload, {
    headers: { ModuleId: 'REG3', Device: 'PWA' },
  });
  return answer.json<Envelope<{ token: string }>>();
}

describe('invite friends', { timeout: 30_000 }, () => {
  it('shows a visitor the programme in the asked language', async () => {
    const visitor = await referral(undefined, 'DEMOVN', '?language=VI');
    expect(visitor.member).toBeNull();
    expect(visitor).toMatchObject({
      enabled: true,
      programme: { language: 'VI', currency: 'VND' },
    });
    expect(visitor.programme.steps.length).toBeGreaterThanOrEqual(3);
    expect((await referral(undefined, 'DEMOVN', '?language=JA')).programme.language).toBe('EN');
    // DEMOBR's site-wide referral promotion is off; PT asks for Brazilian Portuguese.
    const br = await referral(undefined, 'DEMOBR', '?language=PT');
    expect(br).toMatchObject({ enabled: false, programme: { language: 'PT-BR', currency: 'BRL' } });
  });

  it('gives a member their code and a link to registration carrying it as r', async () => {
    const token = await tokenOf(server, 'player01');
    const { member } = await referral(token);
    expect(member!.referralCode).toMatch(/^VN[0-9A-Z]{6}$/);
    const link = new URL(member!.link);
    expect(link.pathname).toBe('/m/register');
    expect(link.searchParams.get('r')).toBe(member!.referralCode);
    expect(link.searchParams.has('affiliateCode')).toBe(false);
    // The demo's invited friends, masked; one of them qualified.
    expect(member!.friends.every((friend) => friend.name.includes('*'))).toBe(true);
    expect(member!.totals).toEqual({ friends: 3, qualified: 1, earned: 50_000 });
    // The code never changes.
    expect((await referral(await tokenOf(server, 'player01'))).member!.referralCode).toBe(
      member!.referralCode,
    );
  });

  it('adds an agent’s own affiliate code to the link', async () => {
    const token = await tokenOf(server, 'agent01');
    const { member } = await referral(token);
    expect(member!.affiliateCode).toBe('AG10002');
    expect(new URL(member!.link).searchParams.get('affiliateCode')).toBe('AG10002');
  });

  it('lists a friend who registered from the link, and counts their first deposit', async () => {
    const token = await tokenOf(server, 'agent01');
    const { member } = await referral(token);
    const registered = await registerFrom(member!.link, 'banmoi2026');
    expect(registered.success).toBe(true);
    let after = (await referral(token)).member!;
    expect(after.friends[0]).toMatchObject({ name: 'ba******26', state: 'registered', earned: 0 });
    expect(after.totals).toMatchObject({ friends: 1, qualified: 0 });

    const friend = await login(server, 'banmoi2026', 'abc12345');
    await submit(
      server,
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'MOMO', amount: 100_000 },
      friend.value.token,
    );
    after = (await referral(token)).member!;
    expect(after.friends[0]).toMatchObject({ state: 'qualified', earned: 50_000 });
    expect(after.totals).toEqual({ friends: 1, qualified: 1, earned: 50_000 });
  });

  it('says when the member’s own referral promotion is off', async () => {
    const token = await tokenOf(server, 'nochat01');
    expect((await referral(token)).member!.enabled).toBe(false);
  });
});

// The reference backend's answers to sign-in, registration and what a signed-in member reads
// (member info, rank progress, promotions, counters, the chat relays), for both demo merchants and
// every kind of demo member, through the schemas the storefront validates them with
// (src/common/*Schemas.ts): the two cannot drift apart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginResultSchema,
  RegisterResultSchema,
  SmsCodeSentSchema,
} from '../../src/common/authSchemas.ts';
import {
  ChatUrlSchema,
  LAUNCH_CHAT_PATH,
  NO_CHAT_PERMISSION,
  UNREAD_COUNT_PATH,
  UnreadCountSchema,
} from '../../src/common/customerServiceSchemas.ts';
import { DepositSummarySchema, WithdrawSummarySchema } from '../../src/common/installSchemas.ts';
import { MemberAvailabilitySchema } from '../../src/common/promotionSchemas.ts';
import { MemberInfoSchema, RankProgressSchema } from '../../src/common/siteSchemas.ts';
import { envelopeOf, expectValue, MERCHANTS, storefrontCalls } from '../contractChecks.ts';
import { tokenOf } from '../member/test-client.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { encryptedPost, smsCode } from './test-client.ts';

/** A VIP-labelled player, an agent, a member without chat, a first login, an expired password. */
const MEMBERS = ['player01', 'agent01', 'nochat01', 'first01', 'expired01'] as const;

let server: TestServer;
let wps: ReturnType<typeof storefrontCalls>;
beforeAll(async () => {
  server = await startTestServer();
  wps = storefrontCalls(server);
}, 30_000);
afterAll(() => server.stop());

const REGISTRATION = {
  password: 'Secret#123',
  registerMethod: 'PWA',
  isOfficialAppLogin: false,
};

describe('the contract of sign-in and the member calls', { timeout: 60_000 }, () => {
  it.each(MERCHANTS)(
    '%s: sign-in, the second factor, registration, the SMS code',
    async (merchant) => {
      for (const account of MEMBERS) {
        const body = { username: account, password: DEMO_PASSWORD, loginDeviceId: randomUUID() };
        const answer = await encryptedPost(server, '/wps/session/login', body, { merchant });
        expectValue(LoginResultSchema, answer, account);
      }
      // The second factor's answer is a login result too; tokenOf fails on anything else.
      expect(await tokenOf(server, 'twofa01', merchant)).not.toBe('');

      for (const login of [true, false]) {
        const username = `contract${merchant}${Number(login)}`;
        const payload = { ...REGISTRATION, loginDeviceId: randomUUID(), username, login };
        const answer = await encryptedPost(server, '/wps/member/register', payload, { merchant });
        expect(expectValue(RegisterResultSchema, answer, username).login !== null).toBe(login);
      }
      const [countryDialingCode, mobileNum] =
        merchant === 'DEMOVN' ? ['84', '0934444444'] : ['55', '11934444444'];
      const phone = { countryDialingCode, mobileNum };
      expectValue(
        SmsCodeSentSchema,
        await wps.post('/wps/verification/sms/noLogin', phone, merchant),
        'SMS',
      );
      const verificationCode = await smsCode(server, countryDialingCode, mobileNum);
      const payload = {
        ...REGISTRATION,
        ...phone,
        verificationCode,
        loginDeviceId: randomUUID(),
        login: true,
      };
      const answer = await encryptedPost(server, '/wps/member/register/mobile', payload, {
        merchant,
      });
      expect(expectValue(RegisterResultSchema, answer, 'mobile registration').login).not.toBeNull();
    },
  );

  it.each(MERCHANTS)('%s: what each kind of member reads', async (merchant) => {
    for (const account of MEMBERS) {
      const token = await tokenOf(server, account, merchant);
      const read = async (path: string) => wps.get(path, merchant, token);
      const info = expectValue(MemberInfoSchema, await read('/wps/member/info'), account);
      expect(info.account).toBe(account);
      expectValue(
        RankProgressSchema,
        await read('/wps/relay/MCSFE_getPlayerRankProgress'),
        account,
      );
      expectValue(
        MemberAvailabilitySchema,
        await read('/wps/relay/MCSFE_getAvailablePromotions'),
        account,
      );
      expectValue(DepositSummarySchema, await read('/wps/member/depositSummary'), account);
      expectValue(WithdrawSummarySchema, await read('/wps/member/withdrawSummary'), account);

      const unread = await read(UNREAD_COUNT_PATH);
      const chatParams = { b2c: 1, title: 'Demo', backUrl: `${server.url}/m/home`, language: 'EN' };
      const chat = await wps.post(LAUNCH_CHAT_PATH, chatParams, merchant, token);
      if (account === 'nochat01') {
        for (const refused of [unread, chat]) {
          const envelope = envelopeOf(refused, account);
          expect(envelope).toMatchObject({ success: false, errorCode: NO_CHAT_PERMISSION });
        }
      } else {
        expectValue(UnreadCountSchema, unread, account);
        expectValue(ChatUrlSchema, chat, account);
      }
    }
  });
});

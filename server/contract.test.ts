// The reference backend's answers to the site calls the storefront makes (status, country,
// config, home content, promotions, download switches, game launches, the tracking collector),
// for both demo merchants and under the QA switches that change them, through the schemas the
// storefront validates them with (src/common/*Schemas.ts): the two cannot drift apart. Sign-in and
// members: server/auth/contract.test.ts; the member area: server/member/contract.test.ts.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_PATH, CustomerServiceConfigSchema } from '../src/common/customerServiceSchemas.ts';
import { DOWNLOAD_SWITCH_NAMES } from '../src/common/downloadSettings.ts';
import {
  GameUrlSchema,
  LAUNCH_GAME_PATH,
  TRIAL_LAUNCH_PATH,
} from '../src/common/gameLaunchSchemas.ts';
import { DownloadSettingValueSchema, WithdrawSummarySchema } from '../src/common/installSchemas.ts';
import { GameLanesSchema } from '../src/common/laneSchemas.ts';
import { PopupListSchema } from '../src/common/popupSchemas.ts';
import {
  PromotionCategoryListSchema,
  PromotionListSchema,
} from '../src/common/promotionSchemas.ts';
import type { ScenarioPatch } from '../src/common/qaScenario.ts';
import {
  BannerListSchema,
  CountrySettingsSchema,
  MarqueeListSchema,
  RsaKeySchema,
  SiteStatusSchema,
} from '../src/common/siteSchemas.ts';
import { COLLECTOR_PATH, CollectorAnswerSchema } from '../src/common/tracking/collector.ts';
import { plainCall } from './auth/test-client.ts';
import {
  envelopeOf,
  expectValue,
  MERCHANTS,
  problems,
  storefrontCalls,
  type Merchant,
} from './contractChecks.ts';
import { tokenOf } from './member/test-client.ts';
import { clearScenario, setScenario, startTestServer, type TestServer } from './test-helpers.ts';
import { makeEvent } from './tracking/test-client.ts';

let server: TestServer;
let wps: ReturnType<typeof storefrontCalls>;
beforeAll(async () => {
  server = await startTestServer();
  wps = storefrontCalls(server);
}, 30_000);
afterAll(() => server.stop());

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?platform=M';

/** The calls whose answers are the same for every visitor and member, as the sync layer sends them. */
async function expectSiteCalls(merchant: Merchant, label: string) {
  const status = expectValue(
    SiteStatusSchema,
    await wps.get('/wps/system/status', merchant),
    label,
  );
  expect(status.info.merchantCode).toBe(merchant);
  const country = await wps.get(`/wps/system/country?merchant=${merchant}`, merchant);
  expectValue(CountrySettingsSchema, country, label);
  expectValue(CustomerServiceConfigSchema, await wps.get(CONFIG_PATH, merchant), label);
  const bannerAnswer = await wps.get('/wps/relay/MCSFE_getBanners?platform=M', merchant);
  const banners = expectValue(BannerListSchema, bannerAnswer, label);
  // The schema drops a banner with an unsafe address: every banner served must pass.
  expect(banners.length, label).toBe(bannerAnswer.json<{ value: unknown[] }>().value.length);
  expectValue(MarqueeListSchema, await wps.get(`${ANNOUNCEMENTS}&types=MQ`, merchant), label);
  const popups = await wps.get(`${ANNOUNCEMENTS}&types=PR&category=app_download`, merchant);
  expectValue(PopupListSchema, popups, label);
  const promotions = await wps.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', merchant);
  expectValue(PromotionListSchema, promotions, label);
  const categories = await wps.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', merchant);
  expectValue(PromotionCategoryListSchema, categories, label);
  const download = await wps.get(
    '/wps/relay/WPSCORE_getDownloadSetting?domain=localhost',
    merchant,
  );
  const { settings } = expectValue(DownloadSettingValueSchema, download, label);
  // The storefront ignores a switch it does not know: every switch served must be one it reads.
  expect(Object.keys(settings).sort(), label).toEqual([...DOWNLOAD_SWITCH_NAMES].sort());
}

describe('the contract of the site calls', { timeout: 60_000 }, () => {
  it.each(MERCHANTS)(
    '%s: status, country, config, home content, download switches',
    async (merchant) => {
      await expectSiteCalls(merchant, merchant);
      const key = await wps.get(`/wps/session/key/rsa?_=${Date.now()}`, merchant);
      expectValue(RsaKeySchema, key, 'RSA key');
    },
  );

  it.each(MERCHANTS)(
    '%s: the lanes, and a launch and a trial of a game of each',
    async (merchant) => {
      const lanesAnswer = await wps.get(
        '/wps/relay/GCSGAME_newGameVendor?platform=html5',
        merchant,
      );
      const lanes = expectValue(GameLanesSchema, lanesAnswer, 'lanes').data.lanes;
      expect(lanes.length).toBeGreaterThan(0);
      const token = await tokenOf(server, 'player01', merchant);
      let trials = 0;
      for (const { category, cards } of lanes) {
        const card = cards[0];
        if (!card) continue;
        const { accountTypeName: vendor, gameCode } = card;
        const launch = new URLSearchParams({ vendor, gameCode, device: 'MOBILE' });
        const launched = await wps.get(`${LAUNCH_GAME_PATH}?${launch}`, merchant, token);
        expectValue(GameUrlSchema, launched, category);
        const trial = new URLSearchParams({ gameId: gameCode, nodeId: vendor, platform: 'html5' });
        const answer = await wps.get(`${TRIAL_LAUNCH_PATH}?${trial}`, merchant);
        // A lottery has no trial (docs/game.md): a failure envelope; any other game, its address.
        if (!envelopeOf(answer, category).success) continue;
        expectValue(GameUrlSchema, answer, category);
        trials += 1;
      }
      expect(trials).toBeGreaterThan(0);
    },
  );

  it('answers a batch of events the way the storefront reads it, from a visitor and a member', async () => {
    const token = await tokenOf(server, 'player01');
    const event = makeEvent();
    const batch = { events: [event, event, makeEvent({ name: 'notAnEvent' })] };
    const senders: Record<string, string>[] = [{}, { Authorization: `Bearer ${token}` }];
    for (const headers of senders) {
      const answer = await plainCall(server, 'POST', COLLECTOR_PATH, batch, { headers });
      const parsed = v.safeParse(CollectorAnswerSchema, answer.json());
      expect(problems(parsed.issues), answer.text).toEqual([]);
      expect(parsed.success && parsed.output.value.results).toHaveLength(3);
    }
  });

  it('keeps the shapes under the QA switches that change the answers', async () => {
    const patches: ScenarioPatch[] = [
      {
        maintenance: true,
        maintenanceEnd: '2030-01-01T08:00:00+07:00',
        maintenanceMessage: 'Soon',
      },
      { regionRestriction: true },
      { captcha: true, captchaVersion: 'v4', smsCaptcha: true, socialLogin: false },
      { whitelabelOn: ['CBS3', 'MOBILEAUTOLOGIN3'], whitelabelOff: ['FIREBASECREATEACC3'] },
      { popupRevision: '2', appUpgrade: { latestVersion: '9.9.9', mandatory: true } },
      { downloadSettings: { reg_days: { enabled: true, value: 0 }, theme: { value: null } } },
    ];
    try {
      for (const patch of patches) {
        expect((await setScenario(server, patch)).status).toBe(200);
        for (const merchant of MERCHANTS) await expectSiteCalls(merchant, JSON.stringify(patch));
        await clearScenario(server);
      }
      await setScenario(server, { counters: { totalWithdrawSuccessCount: 7, bankCards: 3 } });
      const token = await tokenOf(server, 'player01');
      const answer = await wps.get('/wps/member/withdrawSummary', 'DEMOVN', token);
      expect(expectValue(WithdrawSummarySchema, answer, 'counters').fullBankCardList).toHaveLength(
        3,
      );
    } finally {
      await clearScenario(server);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  backUrlFor,
  isLotteryLaunch,
  launchCallQuery,
  launchKind,
  parseLaunchRoute,
  trialPathFor,
  type LaunchContext,
} from './launchQuery';

const CONTEXT: LaunchContext = {
  language: 'VI',
  backUrl: 'https://m.demo.example/m/home',
  title: 'Demo Xổ Số',
  labelName: 'VIP 3',
};

const callFor = (search: string, context = CONTEXT) =>
  launchCallQuery(parseLaunchRoute(search), context);

const COMMON = {
  device: 'MOBILE',
  backUrl: 'https://m.demo.example/m/home',
  hasLobby: 'true',
  language: 'VI',
  title: 'Demo Xổ Số',
  labelName: 'VIP 3',
};

describe('the launch call for a /m/launchGame address (spec §2, §7)', () => {
  it('launches the Vietnam lottery named by its vendor in the betting view', () => {
    expect(callFor('vendor=TCG_LOTTO_VN&code=MB')).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      vendor: 'TCG_LOTTO_VN',
      ...COMMON,
    });
  });

  it('passes a prize mode on as lottoPrizeMode, and playType as it came', () => {
    expect(callFor('prize_mode=Lott&code=HNVIP45S&playType=2D')).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'HNVIP45S',
      lottoView: 'betting',
      playType: '2D',
      ...COMMON,
    });
  });

  it.each(['code=LOTTO_LOBBY', 'code=lotto_lobby', 'code=game_list', 'code=Lobby', 'code=', ''])(
    'opens the lobby for %j, with no game code',
    (search) => {
      const query = callFor(`vendor=TCG_LOTTO_VN&${search}`);
      expect(query.lottoView).toBe('lobby');
      expect(query).not.toHaveProperty('lottoGameCode');
    },
  );

  it('lets an explicit lottoView win over the one the code implies', () => {
    expect(callFor('vendor=TCG_LOTTO_VN&code=MB&lottoView=lobby')).toMatchObject({
      lottoView: 'lobby',
      lottoGameCode: 'MB',
    });
    expect(callFor('vendor=TCG_LOTTO_VN&code=MB&lottoView=sideways').lottoView).toBe('betting');
  });

  it('launches a sea-type lottery in SEA_Tradition_Mobile mode, without area or launch mode', () => {
    const query = callFor('vendor=TCG_SEA&code=SEA_MEGA_5M');
    expect(query).toEqual({
      lottoMode: 'SEA_Tradition_Mobile',
      lottoGameCode: 'SEA_MEGA_5M',
      lottoView: 'betting',
      vendor: 'TCG_SEA',
      ...COMMON,
    });
    expect(callFor('prize_mode=SEA_Tradition&code=SEA_THVIP')).toMatchObject({
      lottoMode: 'SEA_Tradition_Mobile',
    });
  });

  it("launches another vendor's game by vendor and game code", () => {
    expect(callFor('vendor=SPRIBO&code=SKYJET')).toEqual({
      vendor: 'SPRIBO',
      gameCode: 'SKYJET',
      ...COMMON,
    });
  });

  it('leaves out a VIP label the member does not have', () => {
    expect(
      callFor('vendor=TCG_LOTTO_VN&code=MB', { ...CONTEXT, labelName: null }),
    ).not.toHaveProperty('labelName');
  });

  it('reads a route with nothing but LOTTO_LOBBY as the lottery lobby', () => {
    const route = parseLaunchRoute('code=LOTTO_LOBBY');
    expect(route).toMatchObject({ code: 'lobby', view: 'lobby', vendor: null });
    expect(launchKind(route)).toBe('lottery');
  });
});

describe("a visitor's launch (spec §4: a lottery launch without a session goes to login)", () => {
  it('is a lottery launch for the lottery vendors, a prize mode or no vendor', () => {
    for (const search of [
      'vendor=TCG_LOTTO_VN&code=MB',
      'vendor=TCG_SEA&code=X',
      'prize_mode=Lott',
    ]) {
      expect(isLotteryLaunch(parseLaunchRoute(search), 'RNG')).toBe(true);
    }
  });

  it("is a lottery launch when another vendor's game sits in a lottery lane", () => {
    expect(isLotteryLaunch(parseLaunchRoute('vendor=TCG_ELOTT&code=MEGA645'), 'ELOTTO')).toBe(true);
    expect(isLotteryLaunch(parseLaunchRoute('vendor=SPRIBO&code=SKYJET'), 'RNG')).toBe(false);
  });

  it("uses a banner's game type when the lanes do not know the game, and else plays safe", () => {
    expect(isLotteryLaunch(parseLaunchRoute('vendor=X&code=Y&gameType=PVP'), null)).toBe(false);
    expect(isLotteryLaunch(parseLaunchRoute('vendor=X&code=Y&gameType=LOTT'), null)).toBe(true);
    expect(isLotteryLaunch(parseLaunchRoute('vendor=X&code=Y'), null)).toBe(true);
  });

  it('opens the trial of the same game, with the banner node when there is one', () => {
    const route = parseLaunchRoute('vendor=SPRIBO&code=SKYJET&nodeId=77&affiliateCode=A');
    expect(trialPathFor(route, '/m/trialGame')).toBe(
      '/m/trialGame?vendor=SPRIBO&code=SKYJET&nodeId=77',
    );
  });
});

describe("the game's back address", () => {
  const origin = 'https://m.demo.example';
  it('keeps an address of this storefront', () => {
    expect(backUrlFor('/m/game', origin, '/m/home')).toBe('https://m.demo.example/m/game');
    expect(backUrlFor(`${origin}/m/news?x=1`, origin, '/m/home')).toBe(`${origin}/m/news?x=1`);
  });

  it('never leads elsewhere', () => {
    for (const elsewhere of ['https://phish.example/m/home', '//phish.example/', 'javascript:x']) {
      expect(backUrlFor(elsewhere, origin, '/m/home')).toBe('https://m.demo.example/m/home');
    }
    expect(backUrlFor(null, origin, '/m/home?r=R9')).toBe('https://m.demo.example/m/home?r=R9');
  });
});

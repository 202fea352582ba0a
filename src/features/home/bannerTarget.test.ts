import { describe, expect, it } from 'vitest';
import { bannerTarget, type BannerContext } from './bannerTarget';

const visitor: BannerContext = {
  session: null,
  merchantHosts: ['demo.example', 'm.demo.example'],
  pageOrigin: 'https://demo.example',
};
const member: BannerContext = { ...visitor, session: { token: 'TOK', userName: 'player01' } };
const banner = (fields: Parameters<typeof bannerTarget>[0]) => fields;

describe('bannerTarget (spec §3, §5)', () => {
  it('P opens the promotion page', () => {
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '42' }), visitor)).toEqual({
      kind: 'internal',
      path: '/m/activity?id=42',
    });
  });

  it('G launches the game with what identifies it', () => {
    expect(
      bannerTarget(
        banner({ linkageType: 'G', linkage: 'VNLOTTO', vendor: 'DEMOLOTT', gameType: 'LOTT' }),
        visitor,
      ),
    ).toEqual({
      kind: 'internal',
      path: '/m/launchGame?gameType=LOTT&vendor=DEMOLOTT&code=VNLOTTO',
    });
    expect(bannerTarget(banner({ linkageType: 'G' }), visitor)).toEqual({ kind: 'none' });
  });

  it('links beginning with /m route inside, with no session added', () => {
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: '/m/news' }), member)).toEqual({
      kind: 'internal',
      path: '/m/news',
    });
  });

  it('outside links get token and username, on the merchant hosts only', () => {
    const own = bannerTarget(
      banner({ linkageType: 'URL', linkage: 'https://m.demo.example/promo?x=1' }),
      member,
    );
    expect(own).toEqual({
      kind: 'external',
      url: 'https://m.demo.example/promo?x=1',
      sessionUrl: 'https://m.demo.example/promo?x=1&token=TOK&username=player01',
      sameWindow: false,
    });
    const thirdParty = bannerTarget(
      banner({ linkageType: 'URL', linkage: 'https://ads.example.net/landing' }),
      member,
    );
    expect(thirdParty).toMatchObject({ sessionUrl: 'https://ads.example.net/landing' });
  });

  it('a merchant host over plain http or another port gets no session', () => {
    for (const linkage of ['http://m.demo.example/promo', 'https://m.demo.example:8443/promo']) {
      expect(bannerTarget(banner({ linkageType: 'URL', linkage }), member)).toMatchObject({
        kind: 'external',
        sessionUrl: linkage,
      });
    }
  });

  it('opens in the same window when the banner says so', () => {
    expect(
      bannerTarget(
        banner({ linkageType: 'URL', linkage: 'https://demo.example/x', target: '_self' }),
        visitor,
      ),
    ).toMatchObject({ kind: 'external', sameWindow: true, sessionUrl: 'https://demo.example/x' });
  });

  it('anything else is no link: javascript:, data:, garbage, empty', () => {
    for (const linkage of ['javascript:alert(1)', 'data:text/html,x', 'not a url', '  ']) {
      expect(bannerTarget(banner({ linkageType: 'URL', linkage }), member)).toEqual({
        kind: 'none',
      });
    }
  });
});

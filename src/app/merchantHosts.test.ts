import { describe, expect, it } from 'vitest';
import type { SiteStatusRow } from '../data/db';
import { tokenDestination, tokenRuleOf, type TokenRule } from './merchantHosts';

const onHttpsPage: TokenRule = {
  merchantHosts: ['m.merchant.example', 'WWW.Merchant.example', 'bücher.example'],
  pageOrigin: 'https://m.merchant.example',
};
const onLocalPage: TokenRule = { ...onHttpsPage, pageOrigin: 'http://localhost:8080' };

describe('tokenDestination: which links may carry the session token', () => {
  it.each<[string, string, TokenRule, string | null]>([
    [
      'https, merchant host',
      'https://m.merchant.example/promo?x=1',
      onHttpsPage,
      'https://m.merchant.example/promo?x=1',
    ],
    [
      'https, another merchant host',
      'https://www.merchant.example/',
      onLocalPage,
      'https://www.merchant.example/',
    ],
    [
      'explicit default port',
      'https://www.merchant.example:443/a',
      onLocalPage,
      'https://www.merchant.example/a',
    ],
    ['plain http to a merchant host', 'http://www.merchant.example/', onHttpsPage, null],
    ['another port', 'https://www.merchant.example:8443/', onHttpsPage, null],
    ['look-alike host', 'https://www.merchant.example.evil.example/', onHttpsPage, null],
    ['merchant name as a subdomain of another', 'https://merchant.example/', onHttpsPage, null],
    ['userinfo with a merchant host', 'https://user:pass@www.merchant.example/', onHttpsPage, null],
    [
      'userinfo hiding the real host',
      'https://www.merchant.example@evil.example/',
      onHttpsPage,
      null,
    ],
    [
      'upper-case link host',
      'https://WWW.MERCHANT.EXAMPLE/x',
      onLocalPage,
      'https://www.merchant.example/x',
    ],
    [
      'IDN host as Unicode',
      'https://bücher.example/',
      onLocalPage,
      'https://xn--bcher-kva.example/',
    ],
    [
      'IDN host as punycode',
      'https://xn--bcher-kva.example/',
      onLocalPage,
      'https://xn--bcher-kva.example/',
    ],
    [
      'relative path: this page',
      '/m/game?x=1',
      onHttpsPage,
      'https://m.merchant.example/m/game?x=1',
    ],
    ['relative path on a local http page', '/m/game', onLocalPage, 'http://localhost:8080/m/game'],
    ['protocol-relative to a foreign host', '//evil.example/x', onHttpsPage, null],
    ['protocol-relative, http page', '//www.merchant.example/', onLocalPage, null],
    [
      'this page’s own origin over http',
      'http://localhost:8080/m/game',
      onLocalPage,
      'http://localhost:8080/m/game',
    ],
    ['same host, another port than the page', 'http://localhost:9090/m/game', onLocalPage, null],
    ['javascript:', 'javascript:alert(1)', onHttpsPage, null],
    ['data:', 'data:text/html,x', onHttpsPage, null],
    ['blob: of this origin', 'blob:https://m.merchant.example/1234', onHttpsPage, null],
    ['not an address', 'http://', onHttpsPage, null],
  ])('%s: %s', (_, href, rule, expected) => {
    expect(tokenDestination(href, rule)?.href ?? null).toBe(expected);
  });

  it('ignores merchant host entries that are not bare host names', () => {
    const rule: TokenRule = {
      merchantHosts: ['evil.example/path', 'user@evil2.example', 'evil3.example:8443'],
      pageOrigin: 'https://m.merchant.example',
    };
    for (const href of [
      'https://evil.example/',
      'https://evil2.example/',
      'https://evil3.example/',
    ]) {
      expect(tokenDestination(href, rule)).toBeNull();
    }
  });
});

describe('tokenRuleOf', () => {
  it('lists the page host, the main domain and the domain route, with the page origin', () => {
    const status = {
      status: {
        info: { mainDomain: 'www.merchant.example', domainRoute: [{ domainName: 'm2.example' }] },
      },
    } as unknown as SiteStatusRow;
    expect(tokenRuleOf(status, { hostname: 'localhost', origin: 'http://localhost:8080' })).toEqual(
      {
        merchantHosts: ['localhost', 'www.merchant.example', 'm2.example'],
        pageOrigin: 'http://localhost:8080',
      },
    );
  });
});

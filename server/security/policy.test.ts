import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isHostSource, NO_THIRD_PARTY_HOSTS, thirdPartyHostsFromEnv } from './hosts.ts';
import { hashSource, inlineScriptHashes } from './inline-scripts.ts';
import { appPolicy } from './policy.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hash each inline script once, skip scripts with a src, and read CR LF as the parser does', () => {
    const html =
      '<script type="module" src="/m/assets/index.js"></script>' +
      '<script>boot()</script>\r\n<SCRIPT type="importmap">{"imports":{}}</SCRIPT >' +
      '<script>\r\nboot()\r\n</script><script>boot()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('boot()'),
      sha256('{"imports":{}}'),
      sha256('\nboot()\n'),
    ]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
    expect(hashSource('é')).toBe(sha256('é'));
  });
});

describe('host sources', () => {
  it.each([
    ['https://static.geetest.com', true],
    ['static.geetest.com', true],
    ['*.geetest.com', true],
    ['https://*.games.example:8443', true],
    ['https://accounts.google.com/gsi/', true],
    ['wss://chat.example', true],
    ['http://localhost:8080', true],
    ['*', false],
    ['https:', false],
    ["'self'", false],
    ["'unsafe-eval'", false],
    ['data:', false],
    ['javascript:alert(1)', false],
    ['a.example;script-src', false],
    ['a.example,b.example', false],
    ['https://$host', false],
    ['ftp://files.example', false],
  ])('%s is a host source: %s', (value, expected) => {
    expect(isHostSource(value)).toBe(expected);
  });
});

describe('the CSP_* variables', () => {
  it('are read by purpose, split on spaces and commas, and checked', () => {
    expect(thirdPartyHostsFromEnv({})).toBeNull();
    expect(
      thirdPartyHostsFromEnv({
        CSP_CAPTCHA_HOSTS: 'https://static.geetest.com, https://api.geetest.com',
        CSP_IMAGE_HOSTS: ' https://img.example  https://img.example ',
      }),
    ).toEqual({
      ...NO_THIRD_PARTY_HOSTS,
      captcha: ['https://static.geetest.com', 'https://api.geetest.com'],
      images: ['https://img.example'],
    });
    expect(() => thirdPartyHostsFromEnv({ CSP_CHAT_HOSTS: 'https:' })).toThrow(
      /CSP_CHAT_HOSTS: "https:" is not a host/,
    );
    expect(thirdPartyHostsFromEnv({ CSP_FRAME_HOSTS: 'HTTPS:' })?.frames).toEqual(['https:']);
  });
});

describe('the app policy', () => {
  it("never lets in inline script or eval, and lets in Google's hosts only with Firebase", () => {
    const plain = appPolicy(NO_THIRD_PARTY_HOSTS, [sha256('boot()')]);
    expect(plain).toContain(`script-src 'self' ${sha256('boot()')};`);
    expect(plain).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|google/);
    const firebase = appPolicy({ ...NO_THIRD_PARTY_HOSTS, firebase: ['demo.firebaseapp.com'] });
    expect(firebase).toContain('https://apis.google.com');
    expect(firebase).toMatch(/frame-src 'self' demo\.firebaseapp\.com /);
  });
});

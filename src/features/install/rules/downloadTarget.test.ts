import { describe, expect, it } from 'vitest';
import { downloadLink, nativeAppLink } from './downloadTarget';

const BASE = 'https://demo.example/m/home';

describe('downloadLink (spec §2, §5)', () => {
  it('sends app files through the redirect helper in the same tab', () => {
    expect(downloadLink('https://dl.example/app/Demo-2.4.39.apk')).toEqual({
      href: '/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fapp%2FDemo-2.4.39.apk',
      sameTab: true,
    });
  });
  it('opens other pages in a new tab, and nothing unsafe', () => {
    expect(downloadLink('https://demo.example/app')).toEqual({
      href: 'https://demo.example/app',
      sameTab: false,
    });
    expect(downloadLink('javascript:alert(1)')).toBeNull();
    expect(downloadLink(null)).toBeNull();
  });
  it('reads a relative link against the page, and refuses one without a base', () => {
    expect(downloadLink('/downloads/DEMOVN/app.ipa', BASE)).toEqual({
      href: '/mobile/mc/redirect.html?url=https%3A%2F%2Fdemo.example%2Fdownloads%2FDEMOVN%2Fapp.ipa',
      sameTab: true,
    });
    expect(downloadLink('/downloads/DEMOVN/app.ipa')).toBeNull();
  });
});

describe('nativeAppLink (spec §3 download links)', () => {
  const resources = [
    { resourceType: 'AppDownloadIcon', url: '/cdn/icon.png' },
    { resourceType: 'Android', url: '/downloads/DEMOVN/app.apk' },
    { resourceType: 'IOS', url: '/downloads/DEMOVN/app.ipa' },
    { resourceType: 'MOBILECONFIG', url: '/downloads/DEMOVN/app.mobileconfig' },
  ];
  const ANDROID = { android: true, ios: false };
  const IOS = { android: false, ios: true };
  const hrefOf = (platform: { android: boolean; ios: boolean }, list = resources) =>
    nativeAppLink(list, platform, BASE)?.href ?? null;

  it('gives Android the apk, through the redirect helper', () => {
    expect(hrefOf(ANDROID)).toBe(
      '/mobile/mc/redirect.html?url=https%3A%2F%2Fdemo.example%2Fdownloads%2FDEMOVN%2Fapp.apk',
    );
  });
  it('never gives iOS an app file: Safari cannot install an ipa, the profile is the guide’s', () => {
    expect(hrefOf(IOS)).toBeNull();
    expect(hrefOf(IOS, [{ resourceType: 'IOS', url: '/downloads/DEMOVN/app.mobileconfig' }])).toBe(
      null,
    );
  });
  it('gives iOS an App Store page, in a new tab', () => {
    const store = [{ resourceType: 'ios', url: 'https://apps.apple.com/app/id123456789' }];
    expect(nativeAppLink(store, IOS, BASE)).toEqual({
      href: 'https://apps.apple.com/app/id123456789',
      sameTab: false,
    });
  });
  it('offers nothing without a link for the platform, or on a desktop', () => {
    expect(hrefOf(ANDROID, [resources[2]!])).toBeNull();
    expect(hrefOf({ android: false, ios: false })).toBeNull();
  });
});

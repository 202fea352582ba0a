// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_KEY,
  FBC_COOKIE,
  FBP_COOKIE,
  REGISTER_INFO_KEY as REGISTRATION_INFO_KEY,
} from '../../common/storageKeys';
import { readRegistrationInfo } from '../../lib/registrationInfo';
import {
  captureLandingAttribution,
  readPixelTracking,
  readServerToServerAdInfo,
} from './attributionStore';

const NOW = 1_795_400_000_000;
const at = (href: string) => ({ href, protocol: new URL(href).protocol });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${FBC_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${FBP_COOKIE}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('landing attribution in storage', () => {
  it('stores the registration info in its three fields and the rest under its own key', () => {
    captureLandingAttribution(
      at('http://localhost/m/home?affiliateCode=AF1&r=R1&token=T&gclid=G1&utm_source=google'),
      NOW,
    );
    expect(JSON.parse(localStorage.getItem(REGISTRATION_INFO_KEY)!)).toEqual({
      affiliateCode: 'AF1',
      referralCode: 'R1',
      originalDomain: 'localhost',
    });
    expect(JSON.parse(localStorage.getItem(ATTRIBUTION_KEY)!)).toEqual({
      pixel: { gclid: 'G1', utm_source: 'google' },
      adInfo: {},
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('"T"');
  });

  it('survives a reload: a later start-up without parameters reads the same values', () => {
    captureLandingAttribution(at('http://localhost/m/home?fbclid=CLICK1&affiliateCode=AF1'), NOW);
    captureLandingAttribution(at('http://localhost/m/login'), NOW + 1000);
    expect(readRegistrationInfo()).toEqual({ affiliateCode: 'AF1', originalDomain: 'localhost' });
    const pixel = readPixelTracking();
    expect(pixel).toMatchObject({ fbclid: 'CLICK1', fbc: `fb.1.${NOW}.CLICK1` });
    expect(pixel?.fbp).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.\\d{10}$`));
  });

  it('reads nothing before any capture, and creates no tracking entry for organic traffic', () => {
    expect(readPixelTracking()).toBeUndefined();
    expect(readServerToServerAdInfo()).toBeUndefined();
    captureLandingAttribution(at('http://localhost/m/home'), NOW);
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
    expect(readPixelTracking()).toBeUndefined();
    expect(document.cookie).not.toContain(FBC_COOKIE);
    expect(document.cookie).not.toContain(FBP_COOKIE);
  });

  it('ignores corrupt stored values and leaves them intact unless the URL brings new ones', () => {
    localStorage.setItem(REGISTRATION_INFO_KEY, '{not json');
    localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ pixel: 'garbage' }));
    expect(readPixelTracking()).toBeUndefined();
    expect(readRegistrationInfo()).toEqual({});

    captureLandingAttribution(at('http://localhost/m/home'), NOW);
    expect(localStorage.getItem(REGISTRATION_INFO_KEY)).toBe('{not json');
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBe('{"pixel":"garbage"}');

    captureLandingAttribution(at('http://localhost/m/home?affiliateCode=AF2'), NOW);
    expect(readRegistrationInfo()).toEqual({ affiliateCode: 'AF2', originalDomain: 'localhost' });
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBe('{"pixel":"garbage"}');
  });

  it('drops unknown or non-string stored fields without losing the rest', () => {
    localStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ pixel: { gclid: 'G1', token: 'T', kw: 5 }, adInfo: {} }),
    );
    expect(readPixelTracking()).toEqual({ gclid: 'G1' });
  });

  it('exposes server-to-server ad info only when captured inside the app', () => {
    captureLandingAttribution(at('http://localhost/m/home?gpsAdid=G-1'), NOW);
    expect(readServerToServerAdInfo()).toBeUndefined();
    captureLandingAttribution(at('http://localhost/m/home?inApp=1&gpsAdid=G-1&idfv=V'), NOW);
    captureLandingAttribution(at('http://localhost/m/home'), NOW + 1000);
    expect(readServerToServerAdInfo()).toEqual({ gpsAdid: 'G-1', idfv: 'V' });
  });
});

describe('Facebook cookies (spec §9)', () => {
  it('are written for the whole site for 90 days, Secure on https', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    captureLandingAttribution(at('https://m.example.com/m/home?fbclid=CLICK1'), NOW);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toBe(
      `${FBC_COOKIE}=fb.1.${NOW}.CLICK1; Max-Age=7776000; Path=/; SameSite=Lax; Secure`,
    );
    expect(writes[1]).toMatch(
      new RegExp(
        `^${FBP_COOKIE}=fb\\.1\\.\\d+\\.\\d{10}; Max-Age=7776000; Path=/; SameSite=Lax; Secure$`,
      ),
    );
  });

  it('are refreshed on every start-up and read back into the pixel object', () => {
    captureLandingAttribution(at('http://localhost/m/home?fbclid=CLICK1'), NOW);
    expect(document.cookie).toContain(`${FBC_COOKIE}=fb.1.${NOW}.CLICK1`);
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    captureLandingAttribution(at('http://localhost/m/home'), NOW + 1000);
    expect(writes[0]).toBe(
      `${FBC_COOKIE}=fb.1.${NOW}.CLICK1; Max-Age=7776000; Path=/; SameSite=Lax`,
    );
  });

  it('keeps an fbp set by the Meta pixel and sends it', () => {
    document.cookie = `${FBP_COOKIE}=fb.1.1700000000000.1234567890; Path=/`;
    expect(readPixelTracking()).toEqual({ fbp: 'fb.1.1700000000000.1234567890' });
    const result = captureLandingAttribution(at('http://localhost/?fbclid=C'), NOW);
    expect(result.cookies.fbp).toBe('fb.1.1700000000000.1234567890');
  });
});

describe('storage failures', () => {
  it('are swallowed and logged once', async () => {
    vi.resetModules();
    const store = await import('./attributionStore');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const href = 'http://localhost/m/home?affiliateCode=AF1&fbclid=CLICK1&inApp=1&adid=A';
    expect(() => store.captureLandingAttribution(at(href), NOW)).not.toThrow();
    expect(() => store.captureLandingAttribution(at(href), NOW)).not.toThrow();
    // The cookies do not depend on storage.
    expect(store.readPixelTracking()).toMatchObject({ fbc: `fb.1.${NOW}.CLICK1` });
    expect(store.readServerToServerAdInfo()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('include blocked cookies', async () => {
    vi.resetModules();
    const store = await import('./attributionStore');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const result = store.captureLandingAttribution(at('http://localhost/?fbclid=C&gclid=G'), NOW);
    expect(result.cookies.fbc).toBe(`fb.1.${NOW}.C`);
    expect(store.readPixelTracking()).toEqual({ fbclid: 'C', gclid: 'G' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

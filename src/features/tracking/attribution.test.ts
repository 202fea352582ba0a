import { describe, expect, it } from 'vitest';
import {
  captureFromUrl,
  cleanValue,
  EMPTY_CAPTURE,
  FACEBOOK_COOKIE_MAX_AGE_S,
  fbcFor,
  fbpFor,
  MAX_VALUE_LENGTH,
  PIXEL_TRACKING_FIELDS,
  pixelTrackingObject,
  serverToServerAdInfo,
  type LandingCapture,
} from './attribution';

const NOW = 1_795_400_000_000;
const LATER = NOW + 60_000;

const capture = (href: string, previous: LandingCapture = EMPTY_CAPTURE, now = NOW) =>
  captureFromUrl(href, now, previous, 0.5);

describe('registration info from the landing URL (spec §3)', () => {
  it('captures affiliateCode, referralCode and the landing host as originalDomain', () => {
    expect(
      capture('https://m.example.com/m/home?affiliateCode=AF1&referralCode=REF1').registration,
    ).toEqual({ affiliateCode: 'AF1', referralCode: 'REF1', originalDomain: 'm.example.com' });
  });

  it('takes `r` for the referral code, and `referralCode` when both are there', () => {
    expect(capture('https://a.example/?r=R9').registration.referralCode).toBe('R9');
    expect(capture('https://a.example/?r=R9&referralCode=REF').registration.referralCode).toBe(
      'REF',
    );
    expect(capture('https://a.example/?r=R9&referralCode=%20').registration.referralCode).toBe(
      'R9',
    );
  });

  it('lets a later landing replace a stored value, field by field (last touch)', () => {
    const first = capture('https://a.example/?affiliateCode=OLD&r=REF1');
    const second = capture('https://a.example/?affiliateCode=NEW', first, LATER);
    expect(second.registration).toEqual({
      affiliateCode: 'NEW',
      referralCode: 'REF1',
      originalDomain: 'a.example',
    });
    expect(capture('https://a.example/?affiliateCode=', second).registration.affiliateCode).toBe(
      'NEW',
    );
  });

  it('keeps the first landing host as originalDomain; only the parameter replaces it', () => {
    const first = capture('https://first.example/m/home');
    const later = capture('https://second.example/m/home', first, LATER);
    expect(later.registration.originalDomain).toBe('first.example');
    const explicit = capture('https://second.example/?originalDomain=ads.example', later);
    expect(explicit.registration.originalDomain).toBe('ads.example');
    expect(capture('https://x.example/?originalDomain=o.example').registration).toEqual({
      originalDomain: 'o.example',
    });
  });

  it('never stores token or tokens', () => {
    const result = capture('https://a.example/m/home?token=T1&tokens=T2&affiliateCode=A');
    expect(JSON.stringify(result)).not.toMatch(/T1|T2|token/);
  });
});

describe('value hygiene', () => {
  it('trims, caps the length and ignores control characters', () => {
    expect(cleanValue('  AF1 ')).toBe('AF1');
    expect(cleanValue('x'.repeat(1000))).toHaveLength(MAX_VALUE_LENGTH);
    expect(cleanValue('A\u0000B')).toBeUndefined();
    expect(cleanValue('A\nB')).toBeUndefined();
    expect(cleanValue('   ')).toBeUndefined();
    expect(cleanValue(null)).toBeUndefined();
  });

  it('keeps the stored value when the new one is bad', () => {
    const first = capture('https://a.example/?affiliateCode=GOOD&fbclid=CLICK1');
    const bad = capture('https://a.example/?affiliateCode=B%00AD&fbclid=%07', first, LATER);
    expect(bad.registration.affiliateCode).toBe('GOOD');
    expect(bad.tracking.pixel.fbclid).toBe('CLICK1');
    expect(bad.cookies.fbc).toBe(first.cookies.fbc);
  });
});

describe('pixel tracking object (spec §3)', () => {
  it('captures every name of the table, with pixelId as the Facebook pixel id', () => {
    const names = Object.values(PIXEL_TRACKING_FIELDS)
      .flat()
      .filter((name) => name !== 'pixelId');
    const href = `https://a.example/?${names.map((name) => `${name}=v_${name}`).join('&')}`;
    const { pixel } = capture(href).tracking;
    for (const [field, [name]] of Object.entries(PIXEL_TRACKING_FIELDS)) {
      expect(pixel).toHaveProperty(field, `v_${name}`);
    }
    expect(capture('https://a.example/?pixelId=123').tracking.pixel).toEqual({ fbPixelId: '123' });
    expect(capture('https://a.example/?pixelId=1&fbPixelId=2').tracking.pixel.fbPixelId).toBe('2');
  });

  it('merges a later landing over the stored values', () => {
    const first = capture('https://a.example/?gclid=G1&utm_source=google&utm_campaign=c1');
    const second = capture('https://a.example/?utm_source=tiktok&ttclid=T1', first, LATER);
    expect(second.tracking.pixel).toEqual({
      gclid: 'G1',
      utm_source: 'tiktok',
      utm_campaign: 'c1',
      ttclid: 'T1',
    });
  });

  it('is undefined when nothing is set, and has only the set fields otherwise', () => {
    expect(pixelTrackingObject({})).toBeUndefined();
    expect(pixelTrackingObject({ gclid: '', kw: '  ' })).toBeUndefined();
    expect(pixelTrackingObject({ gclid: 'G1', kw: '', fbp: 'fb.1.1.1234567890' })).toEqual({
      gclid: 'G1',
      fbp: 'fb.1.1.1234567890',
    });
    expect(pixelTrackingObject(capture('https://a.example/m/home').tracking.pixel)).toBeUndefined();
  });
});

describe('Facebook cookies (spec §9)', () => {
  it('last 90 days', () => {
    expect(FACEBOOK_COOKIE_MAX_AGE_S).toBe(90 * 24 * 60 * 60);
  });

  it('have Meta’s formats', () => {
    expect(fbcFor('AbC_1', NOW)).toBe(`fb.1.${NOW}.AbC_1`);
    expect(fbpFor(NOW, 0)).toBe(`fb.1.${NOW}.1000000000`);
    expect(fbpFor(NOW, 0.999999999999)).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.9\\d{9}$`));
  });

  it('makes fbc from a new fbclid, keeps it on reload, and keeps an existing fbp', () => {
    const first = capture('https://a.example/?fbclid=CLICK1');
    expect(first.cookies).toEqual({ fbc: `fb.1.${NOW}.CLICK1`, fbp: fbpFor(NOW, 0.5) });
    const reload = captureFromUrl('https://a.example/?fbclid=CLICK1', LATER, first, 0.1);
    expect(reload.cookies).toEqual(first.cookies);
    const newClick = captureFromUrl('https://a.example/?fbclid=CLICK2', LATER, first, 0.1);
    expect(newClick.cookies).toEqual({ fbc: `fb.1.${LATER}.CLICK2`, fbp: first.cookies.fbp });
  });

  it('makes no cookies without Facebook attribution, and fbp alone for a Facebook pixel id', () => {
    expect(capture('https://a.example/?gclid=G1').cookies).toEqual({});
    expect(capture('https://a.example/?fbPixelId=P1').cookies).toEqual({ fbp: fbpFor(NOW, 0.5) });
  });

  it('replaces cookies that are not in Meta’s format', () => {
    const previous = { ...EMPTY_CAPTURE, cookies: { fbc: 'junk', fbp: 'fb.1.x.y' } };
    expect(capture('https://a.example/?fbclid=C', previous).cookies).toEqual({
      fbc: `fb.1.${NOW}.C`,
      fbp: fbpFor(NOW, 0.5),
    });
    expect(capture('https://a.example/', previous).cookies).toEqual({});
  });
});

describe('server-to-server ad info (spec §3)', () => {
  const AD = 'gpsAdid=G-1&afAppId=com.example&idfa=I-1&adAppToken=';

  it('is captured only inside the native app', () => {
    const web = capture(`https://a.example/?${AD}`);
    expect(web.tracking.adInfo).toEqual({});
    expect(serverToServerAdInfo(web.tracking)).toBeUndefined();
    for (const flag of ['', '0', 'false']) {
      expect(capture(`https://a.example/?inApp=${flag}&${AD}`).tracking.adInfo).toEqual({});
    }
    const app = capture(`https://a.example/?inApp=1&${AD}`);
    expect(app.tracking.inApp).toBe(true);
    expect(serverToServerAdInfo(app.tracking)).toEqual({
      gpsAdid: 'G-1',
      afAppId: 'com.example',
      idfa: 'I-1',
    });
  });

  it('remembers inApp, so a later landing without it still captures ad info', () => {
    const app = capture('https://a.example/?inApp=true&adid=A1');
    const later = capture('https://a.example/?adid=A2&idfv=V1', app, LATER);
    expect(later.tracking.inApp).toBe(true);
    expect(serverToServerAdInfo(later.tracking)).toEqual({ adid: 'A2', idfv: 'V1' });
  });

  it('is undefined when none is set, or outside the app', () => {
    expect(serverToServerAdInfo({ inApp: true, adInfo: {} })).toBeUndefined();
    expect(serverToServerAdInfo({ adInfo: { adid: 'A1' } })).toBeUndefined();
  });
});

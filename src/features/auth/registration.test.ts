import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../common/auth-constants';
import { RegisterResultSchema } from '../../common/authSchemas';
import {
  attributionOf,
  buildRegisterPayload,
  countryPickerShown,
  EMPTY_REGISTER_VALUES,
  fieldsOf,
  firstInvalid,
  flagEmoji,
  MOBILE_PLACEHOLDER_PASSWORD,
  passwordRequired,
  passwordToSend,
  phoneForCode,
  registerUrlOf,
  registrationBase,
  selectedCountry,
  validateRegistration,
  type RegisterContext,
  type RegisterValues,
} from './registration';
import * as v from 'valibot';

const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function context(
  href: string,
  stored: RegisterContext['stored'] = {},
  captured: Pick<RegisterContext, 'pixelTrack' | 'adInfo'> = {},
): RegisterContext {
  return { registerMethod: 'H5', href, loginDeviceId: DEVICE_ID, stored, ...captured };
}

const values = (patch: Partial<RegisterValues>): RegisterValues => ({
  ...EMPTY_REGISTER_VALUES,
  ...patch,
});

describe('register payload (spec §3)', () => {
  it('builds the username payload with device, url, domain, login and attribution', () => {
    const payload = buildRegisterPayload(
      { mode: 'username', username: '  newbie01 ', password: 'Secret123' },
      context('https://m.example.com/m/register?affiliateCode=AF1&r=REF2&lang=en'),
    );
    expect(payload).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://m.example.com/m/register?affiliateCode=AF1&r=REF2&lang=en',
      loginDeviceId: DEVICE_ID,
      isOfficialAppLogin: false,
      domain: 'm.example.com',
      affiliateCode: 'AF1',
      referralCode: 'REF2',
      login: true,
      username: 'newbie01',
      password: 'Secret123',
    });
  });

  it('builds the mobile payload with the dialling code, the E.164 number and the code', () => {
    const payload = buildRegisterPayload(
      {
        mode: 'mobile',
        mobileNum: '+84912345678',
        countryDialingCode: '84',
        verificationCode: ' 123456 ',
        password: MOBILE_PLACEHOLDER_PASSWORD,
      },
      context('http://localhost:4173/m/register'),
    );
    expect(payload).toMatchObject({
      mobileNum: '+84912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      password: MOBILE_PLACEHOLDER_PASSWORD,
      domain: 'localhost',
      login: true,
    });
    expect(payload).not.toHaveProperty('username');
    expect(payload).not.toHaveProperty('affiliateCode');
    expect(payload).not.toHaveProperty('referralCode');
  });

  it('adds the captcha result without letting it overwrite the payload', () => {
    const payload = buildRegisterPayload(
      { mode: 'username', username: 'newbie01', password: 'Secret123' },
      context('http://localhost/m/register'),
      { geetestSeccode: 'abc|jordan', password: 'nope' },
    );
    expect(payload.geetestSeccode).toBe('abc|jordan');
    expect(payload.password).toBe('Secret123');
  });

  it('sends no pixelTrack or adInfo when nothing was captured', () => {
    const form = { mode: 'username', username: 'newbie01', password: 'Secret123' } as const;
    for (const captured of [{}, { pixelTrack: {}, adInfo: {} }, { pixelTrack: { gclid: ' ' } }]) {
      const payload = buildRegisterPayload(form, context('http://h/m/register', {}, captured));
      expect(payload).not.toHaveProperty('pixelTrack');
      expect(payload).not.toHaveProperty('adInfo');
    }
  });

  it('sends pixelTrack and adInfo with only their set fields', () => {
    const payload = buildRegisterPayload(
      { mode: 'username', username: 'newbie01', password: 'Secret123' },
      context(
        'http://h/m/register',
        {},
        {
          pixelTrack: { fbclid: 'C1', fbc: 'fb.1.1.C1', gclid: '', utm_source: 'fb' },
          adInfo: { gpsAdid: 'G-1', idfa: '' },
        },
      ),
    );
    expect(payload.pixelTrack).toEqual({ fbclid: 'C1', fbc: 'fb.1.1.C1', utm_source: 'fb' });
    expect(payload.adInfo).toEqual({ gpsAdid: 'G-1' });
    expect(registrationBase(context('http://h/', {}, { pixelTrack: { kw: 'k' } }))).toMatchObject({
      pixelTrack: { kw: 'k' },
    });
  });

  it('never sends a token in registerUrl', () => {
    expect(registerUrlOf('https://a.example/m/register?token=T1&tokens=T2&affiliateCode=A#x')).toBe(
      'https://a.example/m/register?affiliateCode=A#x',
    );
  });

  it('takes attribution from the address first, then the stored registration info', () => {
    const stored = { affiliateCode: 'STORED_AF', referralCode: 'STORED_REF' };
    expect(attributionOf('http://h/m/register', stored)).toEqual({
      affiliateCode: 'STORED_AF',
      referralCode: 'STORED_REF',
    });
    expect(attributionOf('http://h/m/register?affiliateCode=URL_AF&r=URL_R', stored)).toEqual({
      affiliateCode: 'URL_AF',
      referralCode: 'URL_R',
    });
    expect(attributionOf('http://h/m/register?referralCode=REF&r=R', {})).toEqual({
      affiliateCode: undefined,
      referralCode: 'REF',
    });
    expect(attributionOf('http://h/m/register?affiliateCode=%20&r=', stored)).toEqual({
      affiliateCode: 'STORED_AF',
      referralCode: 'STORED_REF',
    });
  });

  // The trunk prefix a player types is not part of an E.164 number; an SMS gateway refuses it.
  it.each([
    ['VN', '84', '0912 345 678', '+84912345678'],
    ['VN', '+84', '091-234-5678', '+84912345678'],
    ['BR', '55', '(011) 98765-4321', '+5511987654321'],
    ['BR', '55', '11 98765 4321', '+5511987654321'],
    ['TH', '66', '081 234 5678', '+66812345678'],
    ['ID', '62', '0812-3456-7890', '+6281234567890'],
    ['PH', '63', '0917 123 4567', '+639171234567'],
    ['IN', '91', '098765 43210', '+919876543210'],
    ['MY', '60', '012-345 6789', '+60123456789'],
    ['KH', '855', '012 345 678', '+85512345678'],
    ['PT', '351', '912 345 678', '+351912345678'],
  ])('gives the %s number %s %s as %s', async (country, dial, typed, e164) => {
    const phone = await phoneForCode(dial, typed);
    expect(phone).toMatchObject({ ok: true, phone: { e164, countryCode: country } });
  });

  it('says why a typed number is not a phone number', async () => {
    expect(await phoneForCode('84', '')).toEqual({ ok: false, problem: 'phone.empty' });
    expect(await phoneForCode('84', '0912 34')).toEqual({ ok: false, problem: 'phone.too_short' });
    expect(await phoneForCode('55', '(11) 8765-43a1')).toEqual({
      ok: false,
      problem: 'phone.invalid',
    });
  });
});

describe('placeholder password (spec §5)', () => {
  it('is the fixed default password', () => {
    expect(MOBILE_PLACEHOLDER_PASSWORD).toBe(DEFAULT_PASSWORD);
  });

  it('replaces the password of a mobile registration when MOBILEPWDREG3 is off', () => {
    expect(passwordRequired('mobile', false)).toBe(false);
    expect(passwordToSend('mobile', '', false)).toBe(MOBILE_PLACEHOLDER_PASSWORD);
    expect(passwordToSend('mobile', 'typed123', false)).toBe(MOBILE_PLACEHOLDER_PASSWORD);
  });

  it('keeps the typed password under MOBILEPWDREG3 and always by username', () => {
    expect(passwordRequired('mobile', true)).toBe(true);
    expect(passwordToSend('mobile', 'typed123', true)).toBe('typed123');
    expect(passwordRequired('username', false)).toBe(true);
    expect(passwordToSend('username', 'typed123', false)).toBe('typed123');
  });
});

describe('validation', () => {
  const good = { password: 'Secret123', confirmPassword: 'Secret123' };

  it('accepts 4 to 16 letters or digits starting with a letter', () => {
    for (const username of ['abcd', 'Player01', 'a234567890123456']) {
      expect(validateRegistration('username', values({ ...good, username }), true)).toEqual({});
    }
    for (const username of ['abc', '1abcd', 'a2345678901234567', 'ab_cd', 'ab cd', 'tên01']) {
      expect(validateRegistration('username', values({ ...good, username }), true)).toEqual({
        username: 'register.username_rule',
      });
    }
  });

  it('names every missing field and focuses the first in screen order', () => {
    const errors = validateRegistration('username', values({}), true);
    expect(errors).toEqual({
      username: 'auth.required',
      password: 'auth.required',
      confirmPassword: 'auth.required',
    });
    expect(firstInvalid(fieldsOf('username', true), errors)).toBe('username');
    const later = validateRegistration('username', values({ username: 'abcd' }), true);
    expect(firstInvalid(fieldsOf('username', true), later)).toBe('password');
  });

  it('checks the password with the shared rule and the confirmation', () => {
    expect(
      validateRegistration(
        'username',
        values({ username: 'abcd', password: 'short', confirmPassword: 'short' }),
        true,
      ),
    ).toEqual({ password: 'auth.password_rule' });
    expect(
      validateRegistration(
        'username',
        values({ username: 'abcd', password: 'Secret123', confirmPassword: 'Secret124' }),
        true,
      ),
    ).toEqual({ confirmPassword: 'auth.password_mismatch' });
  });

  it('asks for a valid number and the code by mobile, and no password without MOBILEPWDREG3', async () => {
    const valid = await phoneForCode('84', '0912 345 678');
    const short = await phoneForCode('84', '12345');
    expect(validateRegistration('mobile', values({ mobileNum: '12345' }), false, short)).toEqual({
      mobileNum: 'phone.too_short',
      verificationCode: 'auth.required',
    });
    expect(validateRegistration('mobile', values({}), false)).toMatchObject({
      mobileNum: 'phone.empty',
    });
    expect(
      validateRegistration('mobile', values({ mobileNum: '912345678' }), false, valid),
    ).toEqual({ verificationCode: 'auth.required' });
    expect(fieldsOf('mobile', false)).toEqual(['mobileNum', 'verificationCode']);
    expect(
      validateRegistration(
        'mobile',
        values({ mobileNum: '912345678', verificationCode: '123456' }),
        true,
        valid,
      ),
    ).toEqual({ password: 'auth.required', confirmPassword: 'auth.required' });
  });
});

describe('country picker', () => {
  it('builds flag emoji from regional indicator letters', () => {
    expect(flagEmoji('VN')).toBe('\u{1F1FB}\u{1F1F3}');
    expect(flagEmoji('br')).toBe('\u{1F1E7}\u{1F1F7}');
    expect(flagEmoji('USA')).toBe('');
    expect(flagEmoji('1A')).toBe('');
  });

  const countries = [
    { countryCode: 'VN', countryDialingCode: '84' },
    { countryCode: 'TH', countryDialingCode: '66' },
  ];
  const vietnam = countries[0];

  it('shows only with a known country and code, a list, and a reason (spec §5)', () => {
    expect(countryPickerShown({ selected: vietnam, countries, updateMobileIcc: true })).toBe(true);
    expect(countryPickerShown({ selected: vietnam, countries, updateMobileIcc: false })).toBe(
      false,
    );
    expect(
      countryPickerShown({ selected: vietnam, countries, updateMobileIcc: false, forced: true }),
    ).toBe(true);
    expect(
      countryPickerShown({
        selected: vietnam,
        countries,
        updateMobileIcc: false,
        pushMessaging: true,
      }),
    ).toBe(true);
    expect(countryPickerShown({ selected: vietnam, countries: [], updateMobileIcc: true })).toBe(
      false,
    );
    expect(countryPickerShown({ selected: undefined, countries, updateMobileIcc: true })).toBe(
      false,
    );
    expect(
      countryPickerShown({
        selected: { countryCode: 'VN', countryDialingCode: '' },
        countries,
        updateMobileIcc: true,
      }),
    ).toBe(false);
  });

  it('selects the chosen country, else the default, else the first', () => {
    expect(selectedCountry(countries, vietnam, 'TH')?.countryCode).toBe('TH');
    expect(selectedCountry(countries, vietnam, 'XX')?.countryCode).toBe('VN');
    expect(selectedCountry(countries, null, undefined)?.countryCode).toBe('VN');
    expect(selectedCountry([], null, undefined)).toBeUndefined();
  });
});

describe('register response (spec §3)', () => {
  it('reads a login result when the token is there, with id or customerId', () => {
    const withToken = v.parse(RegisterResultSchema, {
      customerId: 42,
      userName: 'newbie01',
      token: 'tok',
      customerType: 0,
    });
    expect(withToken).toEqual({
      id: 42,
      userName: 'newbie01',
      login: {
        id: 42,
        userName: 'newbie01',
        token: 'tok',
        customerType: 0,
        firstTimeLogin: false,
        passwordExpired: false,
      },
    });
    expect(v.parse(RegisterResultSchema, { id: 'm1', userName: 'x' }).login).toBeNull();
    expect(v.safeParse(RegisterResultSchema, { userName: 'x', token: 't' }).success).toBe(false);
  });
});

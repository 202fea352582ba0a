import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { fullNumber, normalisePhone, phoneFromFullNumber } from './sms.ts';
import { encryptedPost, login, smsCode, type Envelope } from './test-client.ts';

describe('phone numbers the backend reads', () => {
  const vietnamese = { dialingCode: '84', number: '912345678' };

  it('reads one phone however it is typed or sent', () => {
    expect(normalisePhone('84', '0912 345 678')).toEqual(vietnamese);
    expect(normalisePhone('+84', '912-345-678')).toEqual(vietnamese);
    // E.164 stands on its own: the code beside it is not added again.
    expect(normalisePhone('84', '+84912345678')).toEqual(vietnamese);
    expect(normalisePhone('55', '+84912345678')).toEqual(vietnamese);
    expect(normalisePhone('', '+84 0912 345 678')).toEqual(vietnamese);
    expect(fullNumber(vietnamese)).toBe('+84912345678');
  });

  it('reads a full number by its own calling code, whatever the merchant lists', () => {
    expect(phoneFromFullNumber('+84 0912 345 678')).toEqual(vietnamese);
    expect(phoneFromFullNumber('+91 98765 43210')).toEqual({
      dialingCode: '91',
      number: '9876543210',
    });
    expect(phoneFromFullNumber('0912345678')).toBeNull();
    expect(phoneFromFullNumber('+84 12')).toBeNull();
    expect(phoneFromFullNumber(84912345678)).toBeNull();
  });

  it('refuses what is not a number', () => {
    expect(normalisePhone('84', '')).toBeNull();
    expect(normalisePhone('84', '0912')).toBeNull();
    expect(normalisePhone(null, '0912345678')).toBeNull();
    expect(normalisePhone('84', { number: '0912345678' })).toBeNull();
  });
});

describe('E.164 across the SMS calls', () => {
  let dataDir: string;
  let server: TestServer;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storefront-sms-test-'));
    server = await startTestServer({ dataDir });
  });
  afterEach(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('registers and signs in an E.164 number of a country the merchant does not list', async () => {
    // India is not in DEMOVN's country list; the number is still one phone everywhere.
    const code = await smsCode(server, '91', '+919876543210');
    const registered = await encryptedPost(
      server,
      '/wps/member/register/mobile',
      {
        registerMethod: 'PWA',
        registerUrl: 'http://localhost/m/register',
        loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4',
        isOfficialAppLogin: false,
        domain: 'localhost',
        countryDialingCode: '91',
        mobileNum: '+919876543210',
        verificationCode: code,
        password: 'Secret#123',
        login: true,
      },
      { headers: { ModuleId: 'MOBILENUMREG3', Device: 'PWA' } },
    ).then((res) => res.json<Envelope<{ userName: string }>>());
    expect(registered.value).toMatchObject({ userName: '919876543210' });

    const again = await smsCode(server, '84', '+91 098765 43210');
    const signedIn = await login(server, '+919876543210', again, { type: 'sms' });
    expect(signedIn.value).toMatchObject({ userName: '919876543210' });
  });
});

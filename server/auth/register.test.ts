import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { encryptedPost, login, plainCall, smsCode, type Envelope } from './test-client.ts';

let dataDir: string;
let server: TestServer;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-members-test-'));
  server = await startTestServer({ dataDir });
});
afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const REGISTRATION = {
  registerMethod: 'PWA',
  registerUrl: 'http://localhost/m/register',
  loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4',
  isOfficialAppLogin: false,
  domain: 'localhost',
  affiliateCode: 'AFF42',
  referralCode: 'REF7',
};

const register = (payload: Record<string, unknown>, mobile = false) =>
  encryptedPost(
    server,
    mobile ? '/wps/member/register/mobile' : '/wps/member/register',
    { ...REGISTRATION, ...payload },
    { headers: { ModuleId: mobile ? 'MOBILENUMREG3' : 'REG3', Device: 'PWA' } },
  ).then((res) => res.json<Envelope<{ id: number; userName: string; token?: string }>>());

async function membersFile(merchant = 'DEMOVN') {
  return JSON.parse(await readFile(join(dataDir, `members-${merchant}.json`), 'utf8')) as {
    members: Record<string, unknown>[];
  };
}

describe('registration', () => {
  it('registers by username, with a token only when asked to sign in', async () => {
    const quiet = await register({ username: 'newbie01', password: 'Secret#123', login: false });
    expect(quiet).toMatchObject({ success: true, value: { userName: 'newbie01' } });
    expect(quiet.value.token).toBeUndefined();
    const signedIn = await register({ username: 'newbie02', password: 'Secret#123', login: true });
    expect(signedIn.value.token).toMatch(/^[\w-]{43}$/);
    expect((await login(server, 'newbie01', 'Secret#123')).success).toBe(true);

    const stored = (await membersFile()).members.find((m) => m['account'] === 'newbie01');
    expect(stored).toMatchObject({
      registerMethod: 'PWA',
      affiliateCode: 'AFF42',
      referralCode: 'REF7',
      type: 0,
      language: 'VI',
      firstTimeLogin: false,
    });
  });

  it('refuses a taken username and bad input', async () => {
    const taken = await register({ username: 'Player01', password: 'Secret#123' });
    expect(taken).toMatchObject({ success: false, errorCode: 'user.exists' });
    expect((await register({ username: 'a!', password: 'Secret#123' })).errorCode).toBe(
      'invalid_request',
    );
    expect((await register({ username: 'newbie03', password: '123' })).errorCode).toBe(
      'invalid_request',
    );
  });

  it('registers by mobile with the SMS code', async () => {
    const noCode = await register({ mobileNum: '933333333', password: 'Secret#123' }, true);
    expect(noCode.errorCode).toBe('verification.code.err');
    const code = await smsCode(server, '84', '933333333');
    const body = await register(
      { countryDialingCode: '84', mobileNum: '0933333333', password: 'Secret#123', login: true },
      true,
    );
    expect(body.errorCode).toBe('verification.code.err'); // no verificationCode sent
    const ok = await register(
      {
        countryDialingCode: '84',
        mobileNum: '0933333333',
        verificationCode: code,
        password: 'Secret#123',
        login: true,
      },
      true,
    );
    expect(ok.value).toMatchObject({ userName: '84933333333', token: expect.any(String) });
    const again = await register(
      { mobileNum: '933333333', verificationCode: code, password: 'Secret#123' },
      true,
    );
    expect(again.errorCode).toBe('user.exists');
    // The new member can sign in with the password or with a code.
    expect((await login(server, '84933333333', 'Secret#123')).success).toBe(true);
    const next = await smsCode(server, '84', '933333333');
    expect((await login(server, '+84933333333', next, { type: 'sms' })).success).toBe(true);
  });

  it('a mobile member registered with the placeholder password can only use SMS login', async () => {
    const code = await smsCode(server, '84', '944444444');
    const ok = await register(
      { mobileNum: '944444444', verificationCode: code, password: 'a123456', login: true },
      true,
    );
    expect(ok.success).toBe(true);
    expect((await login(server, '84944444444', 'a123456')).errorCode).toBe('login.cred.err');
    const next = await smsCode(server, '84', '944444444');
    expect((await login(server, '+84944444444', next, { type: 'sms' })).success).toBe(true);
  });
});

describe('members on disk', () => {
  it('keeps members and passwords across a restart, hashed', async () => {
    await register({ username: 'keeper01', password: 'Keep#2026', login: false });
    const { value } = await login(server, 'expired01', DEMO_PASSWORD);
    const changed = await encryptedPost(
      server,
      '/wps/member/password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Renewed#2026' },
      { token: value.token },
    );
    expect(changed.json()).toEqual({ success: true, value: true });

    await server.stop();
    server = await startTestServer({ dataDir });
    expect((await login(server, 'keeper01', 'Keep#2026')).success).toBe(true);
    const renewed = await login(server, 'expired01', 'Renewed#2026');
    expect(renewed.value).toMatchObject({ passwordExpired: false, firstTimeLogin: false });
    expect((await login(server, 'expired01', DEMO_PASSWORD)).errorCode).toBe('login.cred.err');

    const text = await readFile(join(dataDir, 'members-DEMOVN.json'), 'utf8');
    for (const secret of ['Keep#2026', 'Renewed#2026', DEMO_PASSWORD, 'a123456']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toMatch(/"passwordHash": "scrypt\$16384\$8\$1\$/);
  });

  it('keeps each merchant in its own file', async () => {
    await login(server, 'player01', DEMO_PASSWORD, {}, { merchant: 'DEMOBR' });
    const br = await membersFile('DEMOBR');
    expect(br.members.map((m) => m['account'])).toContain('twofa01');
    expect(br.members.every((m) => Number(m['id']) > 20000)).toBe(true);
  });

  it('gives a quiet server without a dataDir a temporary one, removed on close', async () => {
    const throwaway = await startTestServer();
    expect(throwaway.dataDir).toContain(tmpdir());
    expect((await login(throwaway, 'player01', DEMO_PASSWORD)).success).toBe(true);
    await access(join(throwaway.dataDir, 'members-DEMOVN.json'));
    await throwaway.stop();
    await expect(access(throwaway.dataDir)).rejects.toThrow();
  });
});

describe('POST /wps/member/password', () => {
  it('checks the old password and the new one', async () => {
    const { value } = await login(server, 'fresh01', 'a123456');
    const change = (oldPassword: string, newPassword: string) =>
      encryptedPost(
        server,
        '/wps/member/password',
        { oldPassword, newPassword, merchantCode: 'DEMOVN' },
        { token: value.token },
      ).then((res) => res.json<Envelope>());
    expect((await change('wrong-one', 'Better#2026')).errorCode).toBe('password.err');
    expect((await change('a123456', 'a123456')).errorCode).toBe('invalid_request');
    expect((await change('a123456', 'Better#2026')).success).toBe(true);
    expect((await login(server, 'fresh01', 'Better#2026')).success).toBe(true);
  });

  it('needs a session and encryption', async () => {
    const noToken = await encryptedPost(server, '/wps/member/password', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Better#2026',
    });
    expect(noToken.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    const { value } = await login(server, 'player01', DEMO_PASSWORD);
    const clear = await plainCall(
      server,
      'POST',
      '/wps/member/password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Better#2026' },
      { token: value.token },
    );
    expect(clear.json()).toMatchObject({ errorCode: 'missing_encryption' });
  });
});

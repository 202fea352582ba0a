// Social sign-in with the development identity provider's tokens: login of a bound identity,
// bind_customer_required, registration, bindings on disk.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed.ts';
import { encryptedPost, login, type Envelope, type LoginValue } from './test-client.ts';
import { totp } from './totp.ts';

let dataDir: string;
let server: TestServer;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-social-test-'));
  server = await startTestServer({ dataDir });
});
afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A token for one demo identity, as the sign-in page or one-tap hands it out. */
async function idToken(email: string, channel = 'google', merchant = 'DEMOVN') {
  const res = await call(server, `/dev-idp/identities?channel=${channel}`, {
    headers: { Merchant: merchant },
  });
  const found = res.json<{ email: string; idToken: string }[]>().find((i) => i.email === email);
  if (!found) throw new Error(`No ${channel} identity ${email} on ${merchant}`);
  return found.idToken;
}

const DEVICE = { loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4', isOfficialAppLogin: false };

async function socialLogin(token: string, channel = 'google', merchant = 'DEMOVN') {
  const payload = { type: 'firebase', firebaseChannel: channel, firebaseIdToken: token, ...DEVICE };
  const res = await encryptedPost(server, '/wps/session/login', payload, { merchant });
  return res.json<Envelope<LoginValue>>();
}

async function socialRegister(token: string, channel = 'google', merchant = 'DEMOVN') {
  const payload = {
    registerMethod: 'PWA',
    registerUrl: 'http://localhost/m/register',
    domain: 'localhost',
    firebaseChannel: channel,
    firebaseIdToken: token,
    login: true,
    smsTemplate: 'REGISTER',
    ...DEVICE,
  };
  const res = await encryptedPost(server, '/wps/member/register', payload, {
    merchant,
    headers: { ModuleId: 'REG3', Device: 'PWA' },
  });
  return res.json<Envelope<LoginValue>>();
}

type MemberFile = { version: number; members: Record<string, unknown>[] };
const membersFile = async (merchant = 'DEMOVN') =>
  JSON.parse(await readFile(join(dataDir, `members-${merchant}.json`), 'utf8')) as MemberFile;

describe('login with type firebase', () => {
  it('signs a bound identity in as its member, like a password login', async () => {
    const byPassword = await login(server, 'player01', DEMO_PASSWORD);
    const social = await socialLogin(await idToken('lan.nguyen@gmail.example'));
    expect(social.success).toBe(true);
    expect(Object.keys(social.value).sort()).toEqual(Object.keys(byPassword.value).sort());
    expect(social.value).toEqual({
      ...byPassword.value,
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(social.value.token).not.toBe(byPassword.value.token);

    const br = await socialLogin(
      await idToken('ana.souza@gmail.example', 'google', 'DEMOBR'),
      'google',
      'DEMOBR',
    );
    expect(br.value).toMatchObject({ userName: 'player01', id: 20001 });
  });

  it('answers bind_customer_required for an identity bound to nobody', async () => {
    for (const [email, channel] of [
      ['new.player@gmail.example', 'google'],
      ['minh.tran@facebook.example', 'facebook'],
      ['hoa.le@twitter.example', 'twitter'],
      ['thao.pham@line.example', 'line'],
    ] as const) {
      expect(await socialLogin(await idToken(email, channel), channel)).toEqual({
        success: false,
        errorCode: 'bind_customer_required',
        message: 'This account is not linked yet (please register or log in first)',
        value: null,
      });
    }
  });

  it('refuses a bad token, a wrong channel and another merchant’s identity', async () => {
    const invalid = {
      success: false,
      errorCode: 'auth/invalid-credential',
      message: 'Invalid identity token',
      value: null,
    };
    const token = await idToken('lan.nguyen@gmail.example');
    expect(await socialLogin(`${token.slice(0, -2)}xx`)).toEqual(invalid);
    expect(await socialLogin(token, 'facebook')).toEqual(invalid);
    const other = await startTestServer();
    try {
      // Another server instance signs with another secret.
      expect(await socialLogin(token.replace(/\.[^.]+$/, '.' + 'A'.repeat(43)))).toEqual(invalid);
      const foreign = (await call(other, '/dev-idp/identities?channel=google')).json<
        { idToken: string }[]
      >()[0]!.idToken;
      expect(await socialLogin(foreign)).toEqual(invalid);
    } finally {
      await other.stop();
    }
    // DEMOVN's Lan is nobody on DEMOBR.
    expect((await socialLogin(token, 'google', 'DEMOBR')).errorCode).toBe('bind_customer_required');
    expect((await socialLogin('', 'google')).errorCode).toBe('invalid_request');
    expect((await socialLogin(token, 'myspace')).errorCode).toBe('invalid_request');
  });

  it('asks no captcha, and is refused while QA switches social login off', async () => {
    await setScenario(server, { captcha: true });
    const token = await idToken('lan.nguyen@gmail.example');
    expect((await socialLogin(token)).success).toBe(true);
    await setScenario(server, { socialLogin: ['DEMOBR'] });
    expect((await socialLogin(token)).errorCode).toBe('login.type.unsupported');
    expect((await socialRegister(await idToken('new.player@gmail.example'))).errorCode).toBe(
      'login.type.unsupported',
    );
  });
});

describe('social registration', () => {
  it('creates and binds a member, which then signs in with the same identity', async () => {
    const token = await idToken('new.player@gmail.example');
    const registered = await socialRegister(token);
    expect(registered).toEqual({
      success: true,
      value: {
        token: expect.stringMatching(/^[\w-]{43}$/),
        id: expect.any(Number),
        userName: 'new_player',
        customerType: 0,
        firstTimeLogin: false,
        passwordExpired: false,
      },
    });
    const again = await socialLogin(token);
    expect(again.value).toMatchObject({ id: registered.value.id, userName: 'new_player' });

    const stored = (await membersFile()).members.find((m) => m['account'] === 'new_player');
    expect(stored).toMatchObject({
      registerMethod: 'PWA',
      language: 'VI',
      passwordLogin: false,
      identities: [
        {
          channel: 'google',
          subject: 'vn-google-1002',
          email: 'new.player@gmail.example',
          boundAt: expect.any(String),
        },
      ],
    });
    // No password opens it.
    expect((await login(server, 'new_player', '')).success).toBe(false);
    expect((await login(server, 'new_player', DEMO_PASSWORD)).errorCode).toBe('login.cred.err');
  });

  it('answers user.exists for an identity already bound', async () => {
    const token = await idToken('new.player@gmail.example');
    expect((await socialRegister(token)).success).toBe(true);
    expect(await socialRegister(token)).toMatchObject({ success: false, errorCode: 'user.exists' });
    const lan = await socialRegister(await idToken('lan.nguyen@gmail.example'));
    expect(lan.errorCode).toBe('user.exists');
    const invalid = await socialRegister(`${token}x`);
    expect(invalid.errorCode).toBe('auth/invalid-credential');
  });

  it('makes the account name unique and answers without a token unless asked', async () => {
    const taken = await encryptedPost(server, '/wps/member/register', {
      username: 'new_player',
      password: 'Secret#123',
    });
    expect(taken.json()).toMatchObject({ success: true });
    expect((await socialRegister(await idToken('new.player@gmail.example'))).value.userName).toBe(
      'new_player2',
    );
    const quiet = await encryptedPost(server, '/wps/member/register', {
      firebaseChannel: 'line',
      firebaseIdToken: await idToken('thao.pham@line.example', 'line'),
      login: false,
    });
    expect(quiet.json()).toEqual({
      success: true,
      value: { id: expect.any(Number), userName: 'thao_pham' },
    });
  });

  it('keeps bindings across a restart', async () => {
    await socialRegister(await idToken('minh.tran@facebook.example', 'facebook'), 'facebook');
    await server.stop();
    server = await startTestServer({ dataDir });
    // The new server has a new secret: the old tokens are void, fresh ones work.
    const fresh = await idToken('minh.tran@facebook.example', 'facebook');
    expect((await socialLogin(fresh, 'facebook')).value).toMatchObject({ userName: 'minh_tran' });
  });
});

describe('bindings on disk', () => {
  /** Seeds the file, then lets `edit` change it while no server runs. */
  async function editMembers(edit: (file: MemberFile) => void) {
    await login(server, 'player01', DEMO_PASSWORD);
    await server.stop();
    const file = await membersFile();
    edit(file);
    await writeFile(join(dataDir, 'members-DEMOVN.json'), JSON.stringify(file));
    server = await startTestServer({ dataDir });
  }

  it('gives a version 1 file the demo bindings', async () => {
    await editMembers((file) => {
      file.version = 1;
      for (const member of file.members) delete member['identities'];
    });
    expect((await socialLogin(await idToken('lan.nguyen@gmail.example'))).success).toBe(true);
    const upgraded = await membersFile();
    expect(upgraded.version).toBe(2);
    const player = upgraded.members.find((m) => m['account'] === 'player01');
    expect(player?.['identities']).toEqual([
      expect.objectContaining({ channel: 'google', subject: 'vn-google-1001' }),
    ]);
  });

  it('asks a bound member with second factors for one, then accepts the identity token', async () => {
    await editMembers((file) => {
      const twofa = file.members.find((m) => m['account'] === 'twofa01')!;
      twofa['identities'] = [
        { channel: 'google', subject: 'vn-google-1002', email: 'x', boundAt: '2026-01-01' },
      ];
    });
    const token = await idToken('new.player@gmail.example');
    expect(await socialLogin(token)).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: 'sms,ga',
    });
    const verify = await encryptedPost(server, '/wps/session/login/verification', {
      firebaseChannel: 'google',
      firebaseIdToken: token,
      method: 'G',
      authCode: totp(DEMO_TOTP_SECRET, Date.now()),
    });
    expect(verify.json()).toMatchObject({ success: true, value: { userName: 'twofa01' } });
  });
});

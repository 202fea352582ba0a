import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { login, type Envelope } from '../auth/test-client.ts';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

type GameAnswer = Envelope<{ gameUrl: unknown } | null>;

describe('game launch and trial calls', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const answer = await login(server, 'player01', DEMO_PASSWORD);
    if (!answer.success) throw new Error(`login: ${answer.errorCode}`);
    token = answer.value.token;
  });
  afterAll(() => server.stop());
  afterEach(() => setScenario(server, { gameLaunch: 'ok', gameLaunchDelayMs: 15_000 }));

  const launch = (query: Record<string, string>, bearer: string | null = token) =>
    call(server, `/wps/game/launchGame?${new URLSearchParams(query)}`, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });
  const trial = (query: Record<string, string>, merchant = 'DEMOVN') =>
    call(server, `/wps/relay/GCS_gameTrialLaunch?${new URLSearchParams(query)}`, {
      headers: { Merchant: merchant, Language: 'VI' },
    });
  const gameUrlOf = (answer: { json<T>(): T }) => {
    const { value } = answer.json<GameAnswer>();
    return new URL(String(value?.gameUrl));
  };
  const VN_LOTTERY = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoView: 'betting',
    device: 'MOBILE',
    hasLobby: 'true',
    language: 'VI',
  };

  it('answers 401 CUSTOMER_NOT_LOGIN without a live session, like the real one', async () => {
    for (const bearer of [null, 'not-a-token']) {
      const res = await launch(
        { ...VN_LOTTERY, vendor: 'TCG_LOTTO_VN', lottoGameCode: 'MB' },
        bearer,
      );
      expect(res.status).toBe(401);
      expect(res.json<Envelope>()).toMatchObject({ success: false, message: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it("points a Vietnam lottery launch at the game's demo page, for this member", async () => {
    const res = await launch({
      ...VN_LOTTERY,
      vendor: 'TCG_LOTTO_VN',
      lottoGameCode: 'MB',
      backUrl: `http://127.0.0.1:${server.port}/m/home`,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const url = gameUrlOf(res);
    expect(url.origin).toBe(`http://127.0.0.1:${server.port}`);
    expect(url.pathname).toBe('/wps/game/demo/DEMOVN/TCG_LOTTO_VN/MB');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'betting',
      player: 'player01',
      language: 'VI',
      backUrl: `http://127.0.0.1:${server.port}/m/home`,
    });
  });

  it('opens the lobby when no game code is given, and the sea lottery in its mode', async () => {
    const lobby = await launch({ ...VN_LOTTERY, lottoView: 'lobby' });
    expect(gameUrlOf(lobby).pathname).toBe('/wps/game/demo/DEMOVN/TCG_LOTTO_VN/lobby');
    const sea = await launch({
      lottoMode: 'SEA_Tradition_Mobile',
      lottoGameCode: 'SEA_MEGA_5M',
      lottoView: 'betting',
    });
    expect(gameUrlOf(sea).pathname).toBe('/wps/game/demo/DEMOVN/TCG_SEA/SEA_MEGA_5M');
  });

  it("launches another vendor's game by vendor and game code", async () => {
    const res = await launch({ vendor: 'SPRIBO', gameCode: 'SKYJET', device: 'MOBILE' });
    expect(gameUrlOf(res).pathname).toBe('/wps/game/demo/DEMOVN/SPRIBO/SKYJET');
  });

  it('refuses a game the merchant does not have and a launch that names nothing', async () => {
    const unknown = await launch({ ...VN_LOTTERY, lottoGameCode: 'SKYJET' });
    expect(unknown.json<Envelope>().errorCode).toBe('game.not.found');
    const nothing = await launch({ device: 'MOBILE' });
    expect(nothing.json<Envelope>().errorCode).toBe('invalid_request');
  });

  it('gives a trial of a non-lottery game to anybody, in the merchant of the Merchant header', async () => {
    const res = await trial({ gameId: 'ROCKET', nodeId: 'SPRIBO', platform: 'html5' }, 'DEMOBR');
    const url = gameUrlOf(res);
    expect(url.pathname).toBe('/wps/game/demo/DEMOBR/SPRIBO/ROCKET');
    expect(Object.fromEntries(url.searchParams)).toEqual({ trial: '1', language: 'VI' });
  });

  it('has no trial for a lottery, and wants platform html5', async () => {
    const lottery = await trial({ gameId: 'MB', nodeId: 'TCG_LOTTO_VN', platform: 'html5' });
    expect(lottery.json<Envelope>().errorCode).toBe('game.trial.unavailable');
    const flash = await trial({ gameId: 'SKYJET', nodeId: 'SPRIBO', platform: 'flash' });
    expect(flash.json<Envelope>().errorCode).toBe('invalid_request');
  });

  it('serves the demo page with only its own script, frameable by this host only', async () => {
    const res = await call(server, '/wps/game/demo/DEMOVN/SPRIBO/SKYJET?trial=1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Phi Công</h1>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect((await call(server, '/wps/game/demo/NOPE/SPRIBO/SKYJET')).status).toBe(404);
  });

  it("keeps the demo page's back link on this host", async () => {
    const phishing = encodeURIComponent('https://phish.example/m/home');
    const res = await call(server, `/wps/game/demo/DEMOVN/TCG_LOTTO_VN/MB?backUrl=${phishing}`);
    expect(res.text).toContain('href="/m/home"');
    expect(res.text).not.toContain('phish.example');
  });

  it('QA gameLaunch: fail and unsafeUrl answer at once, on both calls', async () => {
    await setScenario(server, { gameLaunch: 'fail' });
    const failed = await launch({ ...VN_LOTTERY, lottoGameCode: 'MB' });
    expect(failed.json<Envelope>()).toMatchObject({
      success: false,
      errorCode: 'game.maintenance',
    });
    await setScenario(server, { gameLaunch: 'unsafeUrl' });
    const unsafe = await trial({ gameId: 'SKYJET', nodeId: 'SPRIBO', platform: 'html5' });
    expect(unsafe.json<GameAnswer>().value?.gameUrl).toBe('javascript:alert(document.domain)');
  });

  it('QA gameLaunch: slow answers after gameLaunchDelayMs, and still needs a session', async () => {
    await setScenario(server, { gameLaunch: 'slow', gameLaunchDelayMs: 300 });
    expect((await launch({ ...VN_LOTTERY, lottoGameCode: 'MB' }, null)).status).toBe(401);
    const started = Date.now();
    const res = await launch({ ...VN_LOTTERY, lottoGameCode: 'MB' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(gameUrlOf(res).pathname).toBe('/wps/game/demo/DEMOVN/TCG_LOTTO_VN/MB');
  });

  it('refuses a QA switch value it does not know', async () => {
    const res = await setScenario(server, { gameLaunch: 'sometimes' });
    expect(res.status).toBe(400);
  });
});

import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  INSTALL_POPUPS_OFF,
  networkQuiet,
  NETWORK_QUIET_MS,
  storedMember,
  storedSession,
  strings,
  test,
  tokenFor,
} from './index.ts';

// The kit's own promises (docs/qa.md "Writing an offline scenario in Playwright"); the worked
// examples in examples/ use it as a QA engineer would.
test.use({ locale: 'en-US' });
const en = strings('en');

test.describe('scenario', () => {
  test('set answers the merged scenario, get reads it, a bad field fails with the reason', async ({
    scenario,
  }) => {
    const set = await scenario.set({ failRate: 0.5, paths: ['/wps/tracking'] });
    expect(set).toMatchObject({ failRate: 0.5, paths: ['/wps/tracking'] });
    expect(await scenario.get()).toEqual(set);
    await expect(scenario.set({ failRate: 2 })).rejects.toThrow(
      '"failRate" must be a number from 0 to 1',
    );
    expect((await scenario.get()).failRate).toBe(0.5);
  });

  test('reset goes back to how the test began, the kit’s popup switch included', async ({
    scenario,
  }) => {
    await scenario({ maintenance: true, downloadSettings: null });
    const reset = await scenario.reset();
    expect(reset.maintenance).toBe(false);
    expect(reset.downloadSettings).toEqual(INSTALL_POPUPS_OFF.downloadSettings);
  });

  test.describe('with an initial scenario', () => {
    test.use({ initialScenario: { regionRestriction: true } });

    test('the backend starts with it, and reset keeps it', async ({ page, scenario }) => {
      await page.goto('/m/');
      await expect(
        page.getByRole('heading', { name: en('status.access_denied_title') }),
      ).toBeVisible();
      expect((await scenario.reset()).regionRestriction).toBe(true);
    });
  });

  test.describe('without QA mode', () => {
    test.use({ qaMode: false });

    test('there is no scenario to read: the backend answers 404', async ({ scenario }) => {
      await expect(scenario.get()).rejects.toThrow('GET /__qa/scenario: HTTP 404');
    });
  });
});

test.describe('storefront', () => {
  const dataDir = join(tmpdir(), `qa-kit-data-${process.pid}`);
  test.use({ dataDir });
  test.beforeAll(() => mkdir(dataDir, { recursive: true }));
  test.afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('keeps its members in the data folder it is given', async ({ storefront }) => {
    expect(storefront.dataDir).toBe(dataDir);
    // The members file is written at the first sign-in.
    await tokenFor(storefront, 'player01');
    expect(await storedMember(dataDir, 'DEMOVN', 'player01')).toMatchObject({
      account: 'player01',
    });
  });
});

test('member: signed-in tabs without the login page, one per member', async ({ member, page }) => {
  const player = await member('player01');
  expect(player).toBe(page);
  const noChat = await member('nochat01');
  expect(noChat).not.toBe(page);
  const logins: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/wps/session/login')) logins.push(request.url());
  });
  for (const tab of [player, noChat]) await tab.goto('/m/home');
  await expect(player.locator('.vip-progress .vip-label')).toBeVisible();
  expect(await storedSession(player)).toMatchObject({ userName: 'player01', type: 0 });
  expect(await storedSession(noChat)).toMatchObject({ userName: 'nochat01', type: 4 });
  expect(logins).toEqual([]);
});

test('clock: the launch timeout passes without waiting 10 s, and Retry shows', async ({
  member,
  scenario,
  clock,
}) => {
  await scenario.set({ gameLaunch: 'slow', whitelabelOff: ['STARTGAMEINAPP3'] });
  const page = await member('player01');
  const launchCall = page.waitForRequest('**/wps/game/launchGame**');
  await page.goto('/m/launchGame?vendor=TCG_SEA&code=SEA_MEGA_5M');
  await launchCall;
  const retryMessage = page.getByText(en('game.timeout_retry_please'));
  await expect(retryMessage).toBeHidden();
  await clock.pastLaunchTimeout(retryMessage);
});

test('clock.runFor: what a timer due by then asked for is drawn; a later timer has not fired', async ({
  page,
  clock,
}) => {
  await page.goto('/m/help');
  await page.evaluate(() => {
    // As React does: the timer asks for a render, which runs in a task of its own.
    const draw = (text: string) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (document.body.dataset.fired = text);
      channel.port2.postMessage(null);
    };
    setTimeout(() => draw('early'), 1_000);
    setTimeout(() => draw('late'), 10_000);
  });
  const fired = () => page.evaluate(() => document.body.dataset.fired ?? 'none');
  await clock.runFor(2_000);
  expect(await fired()).toBe('early');
  await clock.runFor(8_000);
  expect(await fired()).toBe('late');
});

test('networkQuiet: a request the page starts after a moment without network is waited for', async ({
  page,
}) => {
  await page.goto('/m/help');
  await networkQuiet(page);
  const pings: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('kit-ping')) pings.push(Date.now());
  });
  // A request a little after the call, as a page sends one after reading IndexedDB.
  await page.evaluate(
    (ms) => setTimeout(() => void fetch(`/m/kit-ping`).catch(() => undefined), ms),
    NETWORK_QUIET_MS / 2,
  );
  const started = Date.now();
  await networkQuiet(page);
  expect(pings).toHaveLength(1);
  expect(Date.now() - pings[0]!).toBeGreaterThanOrEqual(NETWORK_QUIET_MS - 50);
  expect(Date.now() - started).toBeGreaterThanOrEqual(NETWORK_QUIET_MS);
});

test.describe('page errors', () => {
  test('an uncaught error in the page fails the test', async ({ page }) => {
    test.fail();
    await page.goto('/m/home');
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('provoked by the kit'))));
    await page.waitForEvent('pageerror');
  });

  test.describe('allowed by the test', () => {
    test.use({ allowPageErrors: [/provoked by the kit/] });

    test('an allowed error does not', async ({ page }) => {
      await page.goto('/m/home');
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('provoked by the kit'))));
      await page.waitForEvent('pageerror');
    });
  });
});

test('line: waiting for offline readiness says how to allow the service worker', async ({
  line,
}) => {
  await expect(line.offlineReady()).rejects.toThrow("test.use({ serviceWorkers: 'allow' })");
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_SWITCH_NAMES } from '../../src/common/downloadSettings.ts';
import { parseScenarioPatch } from '../qa.ts';
import {
  call,
  clearScenario,
  setScenario,
  startTestServer,
  type TestServer,
} from '../test-helpers.ts';

interface Switch {
  enabled: boolean;
  value: string | number | null;
}
interface Answer {
  success: boolean;
  value: {
    settings: Record<string, Switch>;
    appUpgrade: { latestVersion: string; mandatory: boolean };
  };
}

const PATH = '/wps/relay/WPSCORE_getDownloadSetting?domain=localhost';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await clearScenario(server);
});

const settingsOf = async (merchant = 'DEMOVN') => {
  const res = await call(server, PATH, { headers: { Merchant: merchant } });
  expect(res.status).toBe(200);
  return res.json<Answer>();
};

describe('WPSCORE_getDownloadSetting', () => {
  it('answers every download switch of spec §3 without a session', async () => {
    const body = await settingsOf();
    expect(body.success).toBe(true);
    expect(Object.keys(body.value.settings)).toEqual([...DOWNLOAD_SWITCH_NAMES]);
    for (const entry of Object.values(body.value.settings)) {
      expect(typeof entry.enabled).toBe('boolean');
      expect(['string', 'number', 'object']).toContain(typeof entry.value);
    }
  });

  it('gives each merchant its own configuration and upgrade setting', async () => {
    const vn = (await settingsOf('DEMOVN')).value;
    expect(vn.settings['download_condition_switch']).toEqual({ enabled: true, value: 'bottom' });
    expect(vn.settings['reg_days']).toEqual({ enabled: true, value: 3 });
    expect(vn.settings['reg_days_forced']).toEqual({ enabled: true, value: 1000 });
    expect(vn.settings['deposit_least_times']).toEqual({ enabled: true, value: 2 });
    expect(vn.settings['bind_card']).toEqual({ enabled: true, value: 1 });
    expect(vn.settings['in_game_popup_interval']).toEqual({ enabled: true, value: 60 });
    expect(vn.appUpgrade).toEqual({ latestVersion: '2.4.39', mandatory: false });

    const br = (await settingsOf('DEMOBR')).value;
    expect(br.settings['download_condition_switch']).toEqual({
      enabled: true,
      value: 'fullscreen',
    });
    expect(br.settings['login_required']?.enabled).toBe(true);
    expect(br.settings['bind_card']).toEqual({ enabled: true, value: 2 });
    expect(br.settings['reg_days']?.value).toBe(-1);
    expect(br.appUpgrade).toEqual({ latestVersion: '2.4.39', mandatory: true });
  });

  it("lays QA's downloadSettings and appUpgrade over the fixture, and null resets them", async () => {
    const set = await setScenario(server, {
      downloadSettings: {
        reg_days: { value: 0 },
        login_required: { enabled: true, value: 1 },
        domains: { value: 'a.example,b.example' },
      },
      appUpgrade: { mandatory: true },
    });
    expect(set.status).toBe(200);
    const changed = (await settingsOf('DEMOVN')).value;
    // Only the given fields change; the rest of each switch and the other switches stay.
    expect(changed.settings['reg_days']).toEqual({ enabled: true, value: 0 });
    expect(changed.settings['login_required']).toEqual({ enabled: true, value: 1 });
    expect(changed.settings['domains']).toEqual({ enabled: false, value: 'a.example,b.example' });
    expect(changed.settings['reg_days_forced']).toEqual({ enabled: true, value: 1000 });
    expect(changed.appUpgrade).toEqual({ latestVersion: '2.4.39', mandatory: true });
    // The override is the server's, so it applies to every merchant.
    expect((await settingsOf('DEMOBR')).value.settings['reg_days']).toEqual({
      enabled: false,
      value: 0,
    });

    await setScenario(server, { downloadSettings: null, appUpgrade: null });
    const reset = (await settingsOf('DEMOVN')).value;
    expect(reset.settings['reg_days']).toEqual({ enabled: true, value: 3 });
    expect(reset.appUpgrade.mandatory).toBe(false);
  });

  it('honours malformed and forceError like the other relays', async () => {
    await setScenario(server, { malformed: true });
    const malformed = (await call(server, PATH)).json<{ value: { settings: unknown } }>();
    expect(Array.isArray(malformed.value.settings)).toBe(true);
    await setScenario(server, {
      malformed: false,
      forceError: [{ path: '/wps/relay/WPSCORE_getDownloadSetting', status: 502 }],
    });
    expect((await call(server, PATH)).status).toBe(502);
  });
});

describe('the downloadSettings and appUpgrade scenario fields', () => {
  const problem = (patch: object) => {
    const result = parseScenarioPatch(patch);
    return result.ok ? null : result.error;
  };

  it('accepts partial switches and null', () => {
    expect(problem({ downloadSettings: { reg_days: { enabled: false } } })).toBeNull();
    expect(
      problem({ downloadSettings: { theme: { value: 'dark' }, domains: { value: null } } }),
    ).toBeNull();
    expect(problem({ downloadSettings: null, appUpgrade: null })).toBeNull();
    expect(problem({ appUpgrade: { latestVersion: '3.0', mandatory: true } })).toBeNull();
  });

  it('names what is wrong, and changes nothing', () => {
    expect(problem({ downloadSettings: { reg_day: { value: 1 } } })).toMatch(
      /"downloadSettings" has unknown switch "reg_day" \(known: download_condition_switch, .*app_background\)/,
    );
    expect(problem({ downloadSettings: { reg_days: 3 } })).toContain(
      '"reg_days" must be an object {enabled?, value?}',
    );
    expect(problem({ downloadSettings: { reg_days: {} } })).toContain(
      '"reg_days" needs enabled or value',
    );
    expect(problem({ downloadSettings: { reg_days: { enabled: 'yes' } } })).toContain(
      '"reg_days".enabled must be true or false',
    );
    expect(problem({ downloadSettings: { reg_days: { value: [3] } } })).toContain(
      '"reg_days".value must be a number, a string of at most 2000 characters or null',
    );
    expect(problem({ downloadSettings: { reg_days: { value: 3, forced: true } } })).toContain(
      '"reg_days" has unknown field forced',
    );
    expect(problem({ downloadSettings: [] })).toContain('"downloadSettings" must be an object');
    expect(problem({ appUpgrade: { latestVersion: 'latest' } })).toContain(
      '"appUpgrade" latestVersion must be a dotted version such as "2.4.39"',
    );
    expect(problem({ appUpgrade: { mandatory: 1 } })).toContain(
      '"appUpgrade" mandatory must be true or false',
    );
    expect(problem({ appUpgrade: { version: '1' } })).toContain(
      '"appUpgrade" has unknown field version',
    );
  });

  it('answers 400 over HTTP and keeps the scenario', async () => {
    await setScenario(server, { downloadSettings: { reg_days: { value: 9 } } });
    const refused = await setScenario(server, { downloadSettings: { nope: { value: 1 } } });
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/^Scenario not changed: /);
    expect((await settingsOf()).value.settings['reg_days']?.value).toBe(9);
  });
});

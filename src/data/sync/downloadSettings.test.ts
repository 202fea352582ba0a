// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError } from '../../api/errors';
import { db } from '../db';
import { storedDownloadSettings } from '../installHooks';
import { syncDownloadSettings } from './downloadSettings';

function answer(value: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ success: true, value }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const VALUE = {
  settings: {
    download_condition_switch: { enabled: true, value: 'fullscreen' },
    reg_days: { enabled: true, value: 3 },
    domains: { enabled: true, value: 'a.example,b.example' },
    theme: { enabled: true, value: 'dark' },
    some_future_switch: { anything: 1 },
  },
  appUpgrade: { latestVersion: '2.4.40', mandatory: true },
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('download settings sync', () => {
  it('asks for this host without a session and stores the known switches', async () => {
    const fetch = answer(VALUE);
    await syncDownloadSettings('play.demo.example');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/wps/relay/WPSCORE_getDownloadSetting');
    expect(new URL(url).searchParams.get('domain')).toBe('play.demo.example');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    const stored = await storedDownloadSettings();
    expect(stored?.domain).toBe('play.demo.example');
    expect(stored?.settings).toEqual({
      download_condition_switch: { enabled: true, value: 'fullscreen' },
      reg_days: { enabled: true, value: 3 },
      domains: { enabled: true, value: 'a.example,b.example' },
      theme: { enabled: true, value: 'dark' },
    });
    expect(stored?.appUpgrade).toEqual({ latestVersion: '2.4.40', mandatory: true });
  });

  it('reads a switch without value as off-and-empty, and no app upgrade as none', async () => {
    answer({ settings: { first_deposit: { enabled: true } } });
    await syncDownloadSettings('h.example');
    const stored = await storedDownloadSettings();
    expect(stored?.settings).toEqual({ first_deposit: { enabled: true, value: null } });
    expect(stored?.appUpgrade).toBeNull();
  });

  it.each([
    ['settings as a list', { settings: [{ reg_days: 'three' }], appUpgrade: '2.4.39' }],
    ['a switch that is not { enabled, value }', { settings: { reg_days: 'three' } }],
    ['enabled that is not a boolean', { settings: { reg_days: { enabled: 'yes', value: 1 } } }],
    ['a value that is an object', { settings: { reg_days: { enabled: true, value: { n: 1 } } } }],
    ['no settings at all', { appUpgrade: null }],
  ])('refuses %s and keeps what was stored', async (_case, value) => {
    answer(VALUE);
    await syncDownloadSettings('h.example');
    answer(value);
    await expect(syncDownloadSettings('h.example')).rejects.toBeInstanceOf(InvalidResponseError);
    expect((await storedDownloadSettings())?.settings.reg_days).toEqual({
      enabled: true,
      value: 3,
    });
  });

  it('does not trust a stored row of another shape', async () => {
    await db.downloadSettings.put({
      key: 'current',
      domain: 'h.example',
      settings: { reg_days: 'x' } as never,
      appUpgrade: null,
      fetchedAt: 1,
    });
    expect(await storedDownloadSettings()).toBeNull();
  });
});

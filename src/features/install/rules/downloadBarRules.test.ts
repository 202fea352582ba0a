import { describe, expect, it } from 'vitest';
import {
  downloadBarVisible,
  downloadGiftShown,
  minimumRankLevel,
  type DownloadBarInputs,
} from './downloadBarRules';
import type { DownloadSettings } from '../../../common/downloadSettings';

const on = (value: string | number | null = null) => ({ enabled: true, value });
const off = { enabled: false, value: null };

const visitor: DownloadBarInputs = {
  settings: { bottom_app_bar_mode: on(0), login_required: off },
  installed: false,
  signedIn: false,
  rankLevel: null,
  closedThisSession: false,
};

const withSettings = (settings: DownloadSettings) => ({ settings });

type Row = [name: string, change: Partial<DownloadBarInputs>, shows: boolean];

// prettier-ignore
const TABLE: Row[] = [
  ['bar on, no conditions, a visitor',              {},                                                                  true],
  ['bar off',                                       withSettings({ bottom_app_bar_mode: { enabled: false, value: 0 } }), false],
  ['no settings stored yet',                        { settings: null },                                                  false],
  ['inside the app or installed',                   { installed: true },                                                 false],
  ['closed this session',                           { closedThisSession: true },                                         false],
  ['login required, a visitor',                     withSettings({ bottom_app_bar_mode: on(0), login_required: on() }),  false],
  ['login required, a member',                      { ...withSettings({ bottom_app_bar_mode: on(0), login_required: on() }), signedIn: true }, true],
  ['rank 3 needed, a visitor',                      withSettings({ bottom_app_bar_mode: on(3) }),                        false],
  ['rank 3 needed, a member of rank 2',             { ...withSettings({ bottom_app_bar_mode: on(3) }), signedIn: true, rankLevel: 2 }, false],
  ['rank 3 needed, a member of rank 3',             { ...withSettings({ bottom_app_bar_mode: on(3) }), signedIn: true, rankLevel: 3 }, true],
  ['rank "3" as text, a member of rank 5',          { ...withSettings({ bottom_app_bar_mode: on('3') }), signedIn: true, rankLevel: 5 }, true],
  ['rank needed, a member without a label',         { ...withSettings({ bottom_app_bar_mode: on(1) }), signedIn: true, rankLevel: null }, false],
];

describe('download bar (spec §2, §4)', () => {
  it.each(TABLE)('%s', (_case, change, shows) => {
    expect(downloadBarVisible({ ...visitor, ...change })).toBe(shows);
  });
});

describe('minimum rank level', () => {
  it.each([
    [0, 0],
    [2, 2],
    ['4', 4],
    ['', 0],
    ['gold', 0],
    [-1, 0],
    [null, 0],
  ])('value %j → %i', (value, level) => {
    expect(minimumRankLevel({ bottom_app_bar_mode: { enabled: true, value } })).toBe(level);
  });
});

describe('gift icon (spec §2)', () => {
  it('shows for an enabled APP_DOWNLOAD promotion only', () => {
    expect(downloadGiftShown([{ redirect: 'APP_DOWNLOAD', enabled: true }])).toBe(true);
    expect(downloadGiftShown([{ redirect: 'app_download', enabled: true }])).toBe(true);
    expect(downloadGiftShown([{ key: 'APP_DOWNLOAD', enabled: true }])).toBe(true);
    expect(downloadGiftShown([{ redirect: 'APP_DOWNLOAD', enabled: false }])).toBe(false);
    expect(downloadGiftShown([{ redirect: 'DEPOSIT', enabled: true }])).toBe(false);
    expect(downloadGiftShown(undefined)).toBe(false);
  });
});

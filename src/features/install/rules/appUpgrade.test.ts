import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  decideAppUpgrade,
  MIN_APP_VERSION,
  requiredVersion,
  type UpgradeInputs,
} from './appUpgrade';

const resources = [
  { resourceType: 'Android', url: '/downloads/DEMOVN/DemoXoSo.apk' },
  { resourceType: 'IOS', url: 'https://dl.example/DemoXoSo.ipa' },
];

const app: UpgradeInputs = {
  nativeApp: true,
  appVersion: '2.4.30',
  ios: false,
  android: true,
  upgrade: { latestVersion: '2.5.0', mandatory: false },
  resources,
  origin: 'https://m.demo.example',
};

describe('compareVersions', () => {
  it.each([
    ['2.4.30', '2.4.39', -1],
    ['2.4.39', '2.4.39', 0],
    ['2.4.40', '2.4.39', 1],
    ['2.10.0', '2.9.9', 1],
    ['2.4', '2.4.0', 0],
    ['2.4.39-beta', '2.4.39', 0],
    ['v3.0', '2.99.99', 1],
  ])('%s vs %s', (a, b, sign) => {
    expect(compareVersions(a, b)).toBe(sign);
  });
  it('cannot compare what is not a version', () => {
    expect(compareVersions('latest', '2.4.39')).toBeNull();
    expect(compareVersions('', '2.4.39')).toBeNull();
  });
});

describe('required version: the server’s latest, never below the spec §9 minimum', () => {
  it.each([
    ['2.5.0', '2.5.0'],
    ['2.4.0', MIN_APP_VERSION],
    ['junk', MIN_APP_VERSION],
    [null, MIN_APP_VERSION],
  ])('latest %s → %s', (latest, required) => {
    expect(requiredVersion(latest)).toBe(required);
  });
});

type Row = [
  name: string,
  change: Partial<UpgradeInputs>,
  expected: 'closable' | 'mandatory' | 'no',
];

// prettier-ignore
const TABLE: Row[] = [
  ['an old app, optional update',                   {},                                                          'closable'],
  ['an old app, mandatory update',                  { upgrade: { latestVersion: '2.5.0', mandatory: true } },    'mandatory'],
  ['an app at the latest version',                  { appVersion: '2.5.0' },                                     'no'],
  ['at the latest version, mandatory or not',       { appVersion: '2.5.0', upgrade: { latestVersion: '2.5.0', mandatory: true } }, 'no'],
  ['an app newer than the server knows',            { appVersion: '2.6.1' },                                     'no'],
  ['server latest below the minimum, app below it', { upgrade: { latestVersion: '2.4.0', mandatory: false } },   'closable'],
  ['server latest below the minimum, app at it',    { appVersion: '2.4.39', upgrade: { latestVersion: '2.4.0', mandatory: false } }, 'no'],
  ['no upgrade info, app below the minimum',        { upgrade: null },                                           'closable'],
  ['not in the app',                                { nativeApp: false },                                        'no'],
  ['app version unknown (inApp=1 only)',            { appVersion: null },                                        'no'],
  ['no download link',                              { resources: [] },                                           'no'],
  ['no link for this platform',                     { resources: [resources[1]!] },                              'no'],
  ['a javascript: link is no link',                 { resources: [{ resourceType: 'Android', url: 'javascript:alert(1)' }] }, 'no'],
];

describe('app upgrade modal (spec §4)', () => {
  it.each(TABLE)('%s', (_case, change, expected) => {
    const decision = decideAppUpgrade({ ...app, ...change });
    const outcome = !decision.show ? 'no' : decision.closable ? 'closable' : 'mandatory';
    expect(outcome).toBe(expected);
  });

  it('sends an app package through the redirect helper in the same tab', () => {
    const decision = decideAppUpgrade(app);
    expect(decision).toMatchObject({
      show: true,
      requiredVersion: '2.5.0',
      target: {
        href: `/mobile/mc/redirect.html?url=${encodeURIComponent('https://m.demo.example/downloads/DEMOVN/DemoXoSo.apk')}`,
        sameTab: true,
      },
    });
  });

  it('asks for the spec §9 minimum when the server’s latest is below it', () => {
    const decision = decideAppUpgrade({
      ...app,
      upgrade: { latestVersion: '2.4.30', mandatory: false },
    });
    expect(decision).toMatchObject({
      show: true,
      closable: true,
      requiredVersion: MIN_APP_VERSION,
    });
  });

  it('takes the iOS link on iOS', () => {
    const decision = decideAppUpgrade({ ...app, ios: true, android: false });
    expect(decision.show && decision.target.href).toContain(
      encodeURIComponent('https://dl.example/DemoXoSo.ipa'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  countAfterDismissal,
  decideA2hsPrompt,
  isSecureOrigin,
  parseInstallCount,
  pollFor,
  type A2hsInputs,
} from './a2hsRules';

const android: A2hsInputs = {
  pathname: '/m/home',
  secure: true,
  promptCapable: true,
  iosGuide: false,
  maintenance: false,
  regionRestriction: false,
  installed: false,
  dismissedThisSession: false,
  installCount: 0,
  otherPopupOpen: false,
};

type Row = [name: string, change: Partial<A2hsInputs>, shows: boolean];

// prettier-ignore
const TABLE: Row[] = [
  ['Chrome with a deferred prompt on /m/home',            {},                                          true],
  ['on /',                                                 { pathname: '/' },                           true],
  ['on /m/index.html',                                     { pathname: '/m/index.html' },               true],
  ['not on /m/ (a home page, but not the prompt’s)',       { pathname: '/m/' },                         false],
  ['not on /m/index',                                      { pathname: '/m/index' },                    false],
  ['not on /m/login',                                      { pathname: '/m/login' },                    false],
  ['never in maintenance',                                 { maintenance: true },                       false],
  ['never in region restriction',                          { regionRestriction: true },                 false],
  ['not when installed',                                   { installed: true },                         false],
  ['not once the counter says installed (99)',             { installCount: 99 },                        false],
  ['still after 98 dismissals on other days',              { installCount: 98 },                        true],
  ['not after a dismissal this session',                   { dismissedThisSession: true },              false],
  ['http but prompt-capable',                              { secure: false },                           true],
  ['https without a prompt and no iOS guide',              { promptCapable: false },                    false],
  ['iOS Safari on https: the guide',                       { promptCapable: false, iosGuide: true },    true],
  ['iOS on plain http',                                    { promptCapable: false, iosGuide: true, secure: false }, false],
  ['waits while another popup is open',                    { otherPopupOpen: true },                    false],
];

describe('add-to-home-screen prompt (spec §2, §4)', () => {
  it.each(TABLE)('%s', (_case, change, shows) => {
    expect(decideA2hsPrompt({ ...android, ...change }).show).toBe(shows);
  });
});

describe('secure origins', () => {
  it.each([
    ['https:', 'demo.example', true],
    ['http:', 'demo.example', false],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', 'demovn.localhost', true],
    ['http:', '10.0.0.2', false],
  ])('%s//%s', (protocol, host, secure) => {
    expect(isSecureOrigin(protocol, host)).toBe(secure);
  });
});

describe('dismissal counter', () => {
  it('reads junk as zero', () => {
    expect(parseInstallCount(null)).toBe(0);
    expect(parseInstallCount('abc')).toBe(0);
    expect(parseInstallCount('-3')).toBe(0);
    expect(parseInstallCount('2.5')).toBe(0);
    expect(parseInstallCount('7')).toBe(7);
  });
  it('counts up but never to the installed value', () => {
    expect(countAfterDismissal(0)).toBe(1);
    expect(countAfterDismissal(97)).toBe(98);
    expect(countAfterDismissal(98)).toBe(98);
  });
});

describe('deferred prompt poll (spec §9: 20 x 150 ms)', () => {
  it('gives up after 20 looks, 150 ms apart', async () => {
    const waits: number[] = [];
    let looks = 0;
    const found = await pollFor(
      () => {
        looks++;
        return null;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(found).toBeNull();
    expect(looks).toBe(20);
    expect(waits).toEqual(Array<number>(19).fill(150));
  });

  it('stops at the first look that finds the prompt', async () => {
    let looks = 0;
    const found = await pollFor(
      () => (++looks === 4 ? 'prompt' : null),
      async () => {},
    );
    expect(found).toBe('prompt');
    expect(looks).toBe(4);
  });

  it('stops when cancelled', async () => {
    let looks = 0;
    const found = await pollFor(
      () => {
        looks++;
        return null;
      },
      async () => {},
      { tries: 20, intervalMs: 150 },
      () => looks >= 2,
    );
    expect(found).toBeNull();
    expect(looks).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { needsApp } from './appRequirement';

const BROWSER = { nativeApp: false, pwa: false, webClip: false };

describe('STARTGAMEINAPP3 (spec §4)', () => {
  it('asks a browser player to download the app while the switch is on', () => {
    expect(needsApp(true, BROWSER)).toBe(true);
    expect(needsApp(false, BROWSER)).toBe(false);
  });

  it('lets the app, the installed web app and the home-screen web clip launch', () => {
    expect(needsApp(true, { ...BROWSER, nativeApp: true })).toBe(false);
    expect(needsApp(true, { ...BROWSER, pwa: true })).toBe(false);
    expect(needsApp(true, { ...BROWSER, webClip: true })).toBe(false);
  });
});

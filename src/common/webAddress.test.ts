import { describe, expect, it } from 'vitest';
import { isWebAddress, isWebOrSitePath } from './webAddress';

const UNSAFE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x'];

describe('addresses from server data', () => {
  it('opens only http(s) addresses', () => {
    expect(isWebAddress('https://games.vendor.example/play')).toBe(true);
    expect(isWebAddress('http://localhost:8080/wps/game/demo/DEMOVN/SPRIBO/SKYJET')).toBe(true);
    for (const unsafe of [...UNSAFE, '/wps/game/demo', 'not an address']) {
      expect(isWebAddress(unsafe), unsafe).toBe(false);
    }
  });

  it('also takes a path on this site, but not one that leaves it', () => {
    expect(isWebOrSitePath('/m/activity?id=12')).toBe(true);
    expect(isWebOrSitePath('https://cdn.example/banner.png')).toBe(true);
    for (const unsafe of [...UNSAFE, '//evil.example/x', '/\\evil.example/x']) {
      expect(isWebOrSitePath(unsafe), unsafe).toBe(false);
    }
  });
});

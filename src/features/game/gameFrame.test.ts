import { describe, expect, it } from 'vitest';
import { frameOriginFor, gameMessageFrom, sandboxFor } from './gameFrame';

const PAGE = 'https://m.demo.example';
const VENDOR_GAME = 'https://games.vendor.example/play/SKYJET?ticket=1';

describe('the trial frame sandbox', () => {
  it("gives a vendor's game scripts and its own origin, never top navigation or popups", () => {
    expect(sandboxFor(VENDOR_GAME, PAGE).split(' ').sort()).toEqual([
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it("runs a game served from the storefront's own origin as an opaque origin", () => {
    expect(sandboxFor(`${PAGE}/wps/game/demo/DEMOVN/SPRIBO/SKYJET`, PAGE)).toBe('allow-scripts');
    expect(frameOriginFor(`${PAGE}/wps/game/demo/DEMOVN/SPRIBO/SKYJET`, PAGE)).toBe('null');
    expect(frameOriginFor(VENDOR_GAME, PAGE)).toBe('https://games.vendor.example');
  });
});

describe('messages from the game frame', () => {
  const frame = {} as Window;
  const from = (origin: string, source: unknown, data: unknown) =>
    gameMessageFrom(
      { origin, source: source as Window, data },
      frame,
      'https://games.vendor.example',
    );

  it('accepts the known messages from the frame, at its origin', () => {
    expect(from('https://games.vendor.example', frame, { type: 'GAME_EXIT' })).toBe('GAME_EXIT');
    expect(from('https://games.vendor.example', frame, { type: 'GAME_READY' })).toBe('GAME_READY');
  });

  it('ignores another origin, another window and anything it does not know', () => {
    expect(from('https://evil.example', frame, { type: 'GAME_EXIT' })).toBeNull();
    expect(from('https://games.vendor.example', {} as Window, { type: 'GAME_EXIT' })).toBeNull();
    expect(from('https://games.vendor.example', frame, { type: 'NAVIGATE', to: '/' })).toBeNull();
    expect(from('https://games.vendor.example', frame, 'GAME_EXIT')).toBeNull();
    expect(gameMessageFrom({ origin: 'null', source: null, data: {} }, null, 'null')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { clampToWindow, isTap, tapCounts } from './drag';

const screen = { width: 400, height: 800 };
const widget = { width: 60, height: 60 };

describe('mini-game drag rules (spec §9)', () => {
  it('keeps the widget 2 % of the window width from every edge', () => {
    expect(clampToWindow({ x: -50, y: -50 }, widget, screen)).toEqual({ x: 8, y: 8 });
    expect(clampToWindow({ x: 1000, y: 1000 }, widget, screen)).toEqual({ x: 332, y: 732 });
    expect(clampToWindow({ x: 100, y: 300 }, widget, screen)).toEqual({ x: 100, y: 300 });
  });

  it('a move under 2 px is a tap; 2 px or more is a drag', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
  });

  it('counts taps at most once per 250 ms', () => {
    expect(tapCounts(1000, null)).toBe(true);
    expect(tapCounts(1249, 1000)).toBe(false);
    expect(tapCounts(1250, 1000)).toBe(true);
  });
});

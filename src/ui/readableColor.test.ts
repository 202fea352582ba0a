import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readablePrimary } from './readableColor';

const rgbOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

describe('readablePrimary (WCAG 1.4.3)', () => {
  it('keeps a colour that already has 4.5:1 against white', () => {
    expect(readablePrimary('#c8102e')).toBe('#c8102e');
    expect(readablePrimary('#005f24')).toBe('#005f24');
  });

  it('darkens a light brand colour just past 4.5:1, keeping its hue', () => {
    expect(contrastWithWhite(rgbOf('#009c3b'))).toBeLessThan(4.5);
    const readable = readablePrimary('#009c3b');
    expect(contrastWithWhite(rgbOf(readable))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(rgbOf(readable))).toBeLessThan(5);
    const [red, green, blue] = rgbOf(readable);
    expect(red).toBe(0);
    expect(green).toBeGreaterThan(blue!);
  });

  it('reads the short form, and leaves what it cannot read alone', () => {
    expect(contrastWithWhite(rgbOf(readablePrimary('#fd0')))).toBeGreaterThanOrEqual(4.5);
    expect(readablePrimary('#ffdd0080')).toBe('#ffdd0080');
    expect(readablePrimary('green')).toBe('green');
  });
});

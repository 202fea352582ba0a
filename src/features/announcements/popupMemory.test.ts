// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_MEMORY_KEY, readPopupMemory, writePopupMemory } from './popupMemory';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('popup memory', () => {
  it('reads back what was written', () => {
    writePopupMemory({ hash: 'abc', hideUntil: 1_900_000_000_000 });
    expect(readPopupMemory()).toEqual({ hash: 'abc', hideUntil: 1_900_000_000_000 });
    writePopupMemory({ hash: 'abc', hideUntil: null });
    expect(readPopupMemory()).toEqual({ hash: 'abc', hideUntil: null });
  });

  it('is empty when nothing was written', () => {
    expect(readPopupMemory()).toBeNull();
  });

  it.each([
    ['not JSON', '{hash'],
    ['a number', '42'],
    ['null', 'null'],
    ['no hash', '{"hideUntil":null}'],
    ['an empty hash', '{"hash":"","hideUntil":null}'],
    ['a hash too long', JSON.stringify({ hash: 'x'.repeat(65), hideUntil: null })],
    ['a time as text', '{"hash":"abc","hideUntil":"tomorrow"}'],
    ['a negative time', '{"hash":"abc","hideUntil":-5}'],
    ['a fractional time', '{"hash":"abc","hideUntil":1.5}'],
    ['no time at all', '{"hash":"abc"}'],
  ])('ignores a bad value: %s', (_name, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(POPUP_MEMORY_KEY, raw);
    expect(readPopupMemory()).toBeNull();
  });

  it('survives storage that refuses', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writePopupMemory({ hash: 'abc', hideUntil: null }, refusing)).not.toThrow();
    expect(readPopupMemory(refusing)).toBeNull();
  });
});

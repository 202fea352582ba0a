// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_ID_KEY,
  MERCHANT_KEY,
  REGISTER_INFO_KEY,
  REQUEST_CACHE_KEY,
  SESSION_INFO_KEY,
} from '../common/storageKeys';
import { currentMerchant } from './merchant';
import { inspect, read, remove, storageEntry, suffixed, UNREADABLE, write } from './storage';

const Point = v.object({ x: v.number(), y: v.number() });
const point = storageEntry(SESSION_INFO_KEY, 'session', Point, { json: true });
const kept = storageEntry(REGISTER_INFO_KEY, 'local', Point, { json: true, keepUnreadable: true });
const code = storageEntry(MERCHANT_KEY, 'local', v.pipe(v.string(), v.regex(/^[A-Z]+$/)));
const cookie = storageEntry(DEVICE_ID_KEY, 'cookie', v.string(), { maxAgeS: 60 });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${DEVICE_ID_KEY}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

describe('reading and writing', () => {
  it('keeps JSON and text values under the registry name, in the entry’s area', () => {
    expect(write(point, { x: 1, y: 2 })).toBe(true);
    expect(sessionStorage.getItem(SESSION_INFO_KEY)).toBe('{"x":1,"y":2}');
    expect(read(point)).toEqual({ x: 1, y: 2 });
    write(code, 'DEMOVN');
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('DEMOVN');
    remove(point);
    expect(read(point)).toBeUndefined();
  });

  it('gives the same object for the same stored text, a new one when it changed', () => {
    write(point, { x: 1, y: 2 });
    expect(read(point)).toBe(read(point));
    write(point, { x: 3, y: 4 });
    expect(read(point)).toEqual({ x: 3, y: 4 });
  });

  it('keeps one entry per suffix', () => {
    const cache = storageEntry(REQUEST_CACHE_KEY, 'session', v.string());
    write(suffixed(cache, '/wps/a'), 'A');
    write(suffixed(cache, '/wps/b'), 'B');
    expect(sessionStorage.getItem(`${REQUEST_CACHE_KEY}:/wps/a`)).toBe('A');
    expect(read(suffixed(cache, '/wps/b'))).toBe('B');
  });

  it('writes cookies for the whole site with their lifetime, and reads them back', () => {
    const writes: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      writes.push(value);
    });
    write(cookie, 'a b', true);
    expect(writes).toEqual([`${DEVICE_ID_KEY}=a%20b; Max-Age=60; Path=/; SameSite=Lax; Secure`]);
    set.mockRestore();
    write(cookie, 'a b', false);
    expect(read(cookie)).toBe('a b');
  });
});

describe('a value that does not read', () => {
  it.each([
    ['not JSON', '{x'],
    ['the wrong shape', '{"x":1}'],
    ['the wrong type', '"text"'],
  ])('counts as absent and is removed: %s', (_name, text) => {
    sessionStorage.setItem(SESSION_INFO_KEY, text);
    expect(inspect(point)).toBe(UNREADABLE);
    expect(sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
    expect(read(point)).toBeUndefined();
  });

  it('is left in place for an entry that keeps it, and still counts as absent', () => {
    localStorage.setItem(REGISTER_INFO_KEY, '{not json');
    expect(read(kept)).toBeUndefined();
    expect(inspect(kept)).toBe(UNREADABLE);
    expect(localStorage.getItem(REGISTER_INFO_KEY)).toBe('{not json');
  });

  it('is removed when a text value does not match', () => {
    localStorage.setItem(MERCHANT_KEY, 'not a code');
    expect(read(code)).toBeUndefined();
    expect(localStorage.getItem(MERCHANT_KEY)).toBeNull();
  });

  it('includes a cookie that is not percent-encoded as ours are', () => {
    document.cookie = `${DEVICE_ID_KEY}=%E0%A4%A; Path=/`;
    expect(read(cookie)).toBeUndefined();
  });
});

describe('a browser that refuses', () => {
  it('reads nothing, writes false, never throws, and says so once per area', () => {
    const warn = vi.mocked(console.warn);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(read(point)).toBeUndefined();
    expect(inspect(point)).toBe(UNREADABLE);
    expect(write(point, { x: 1, y: 2 })).toBe(false);
    expect(read(code)).toBeUndefined();
    expect(write(code, 'A')).toBe(false);
    const areas = warn.mock.calls.map(([message]) => String(message).match(/\((\w+)\)/)?.[1]);
    expect(areas.sort()).toEqual(['local', 'session']);
  });
});

describe('a key renamed since an earlier build', () => {
  it('takes over the old value on the first read', () => {
    localStorage.setItem('MERCHANT', 'DEMOVN');
    expect(currentMerchant()).toBe('DEMOVN');
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('DEMOVN');
    expect(localStorage.getItem('MERCHANT')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  fromBrowserLanguage,
  isRightToLeft,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
} from './languages';

describe('supported languages (spec §5)', () => {
  it('lists the 23 languages of the spec', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(23);
  });

  it.each([
    ['vi', 'VI'],
    ['pt-br', 'PT-BR'],
    ['Pt_Br', 'PT-BR'],
    ['ur-la', 'UR-LA'],
    ['de', undefined],
    ['', undefined],
  ])('matches %s case-insensitively as %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});

describe('browser mapping (spec §5)', () => {
  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-Hans-CN', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['en-PH', 'TY'],
    ['tl', 'TY'],
    ['fil-PH', 'TY'],
    ['en-US', 'EN'],
    ['vi-VN', 'VI'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['ja-JP', 'JA'],
    ['ko-KR', 'KO'],
    ['km-KH', 'KM'],
    ['de-DE', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(fromBrowserLanguage(tag)).toBe(expected);
  });
});

describe('resolution order: stored, requested, browser, default (spec §4)', () => {
  it('prefers the stored language', () => {
    expect(
      resolveLanguage({ stored: 'th', requested: 'ja', browser: ['vi-VN'], defaultLanguage: 'CN' }),
    ).toEqual({ code: 'TH', source: 'stored' });
  });

  it('uses the requested language when nothing valid is stored', () => {
    expect(resolveLanguage({ stored: 'xx', requested: 'JA', browser: ['vi'] })).toEqual({
      code: 'JA',
      source: 'requested',
    });
  });

  it('uses the first mappable browser language next', () => {
    expect(resolveLanguage({ browser: ['de-DE', 'zh-HK', 'en'] })).toEqual({
      code: 'TW',
      source: 'browser',
    });
  });

  it("falls back to the merchant's default, then CN", () => {
    expect(resolveLanguage({ browser: ['de'], defaultLanguage: 'pt-br' })).toEqual({
      code: 'PT-BR',
      source: 'default',
    });
    expect(resolveLanguage({ browser: ['de'] })).toEqual({ code: 'CN', source: 'default' });
  });

  it('lays out Urdu right to left but Roman Urdu left to right', () => {
    expect(isRightToLeft('UR')).toBe(true);
    expect(isRightToLeft('UR-LA')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { baseEtag, chooseEncoding, etagFor } from './encoding.ts';

const BOTH = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('prefers brotli over gzip when both are accepted alike', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(chooseEncoding('*', BOTH)).toBe('br');
  });

  it('falls back to gzip when there is no brotli copy or the client lacks it', () => {
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip, deflate', BOTH)).toBe('gzip');
  });

  it('honours q-values, zero meaning "not acceptable"', () => {
    expect(chooseEncoding('br;q=0.5, gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.1', BOTH)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.9, GZIP;q=0.8', BOTH)).toBe('br');
    expect(chooseEncoding('*;q=0.3, br;q=0', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', BOTH)).toBe('identity');
    expect(chooseEncoding('gzip;q=abc', ['gzip'])).toBe('identity');
  });

  it('sends the plain body without a header, for identity, or when identity is preferred', () => {
    expect(chooseEncoding(undefined, BOTH)).toBe('identity');
    expect(chooseEncoding('', BOTH)).toBe('identity');
    expect(chooseEncoding('identity', BOTH)).toBe('identity');
    expect(chooseEncoding('deflate', BOTH)).toBe('identity');
    expect(chooseEncoding('gzip;q=0.2, identity', BOTH)).toBe('identity');
  });

  it('reads a header sent on several lines as one list', () => {
    expect(chooseEncoding(['gzip;q=0.5', 'br'], BOTH)).toBe('br');
  });
});

describe('ETags per coding', () => {
  it('gives each coding its own tag and maps it back to the identity tag', () => {
    const tags = (['identity', 'gzip', 'br'] as const).map((coding) => etagFor('"abc"', coding));
    expect(tags).toEqual(['"abc"', '"abc-gz"', '"abc-br"']);
    expect(tags.map(baseEtag)).toEqual(['"abc"', '"abc"', '"abc"']);
  });
});

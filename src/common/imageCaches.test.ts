import { describe, expect, it } from 'vitest';
import { cacheForImage } from './imageCaches';

describe('cacheForImage', () => {
  it.each([
    [{ type: 'basic', status: 200 }, 'images'],
    [{ type: 'cors', status: 200 }, 'images'],
    [{ type: 'opaque', status: 0 }, 'images-opaque'],
    [{ type: 'cors', status: 404 }, null],
    [{ type: 'basic', status: 500 }, null],
    [{ type: 'basic', status: 206 }, null],
    [{ type: 'error', status: 0 }, null],
  ] as const)('%o → %s', (response, cache) => {
    expect(cacheForImage(response)).toBe(cache);
  });
});

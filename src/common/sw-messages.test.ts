import { describe, expect, it } from 'vitest';
import { hashManifestText } from './asset-manifests';
import { isPageToSwMessage, isSwToPageMessage, isTrackingTokenAnswer } from './sw-messages';

describe('page/service-worker messages', () => {
  it.each([
    [{ type: 'CHECK_ASSETS' }, true],
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'CLAIM_PAGE' }, true],
    // workbox-routing's router handles CACHE_URLS; a second handler would store every file twice.
    [{ type: 'CACHE_URLS', payload: { urlsToCache: ['/m/locales/vi.json'] } }, false],
    [{ type: 'DELETE_EVERYTHING' }, false],
    ['CHECK_ASSETS', false],
    [null, false],
  ])('accepts only listed page messages: %j → %s', (data, expected) => {
    expect(isPageToSwMessage(data)).toBe(expected);
  });

  it('accepts only listed worker messages', () => {
    expect(isSwToPageMessage({ type: 'UPDATE_AVAILABLE' })).toBe(true);
    expect(isSwToPageMessage({ type: 'TRACKING_TOKEN_REQUEST' })).toBe(true);
    expect(isSwToPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
  });

  it.each([
    [{ type: 'TRACKING_TOKEN', token: 'abc', owner: '7' }, true],
    [{ type: 'TRACKING_TOKEN', token: null, owner: null }, true],
    [{ type: 'TRACKING_TOKEN', token: 'abc' }, false],
    [{ type: 'TRACKING_TOKEN', token: 'abc', owner: 7 }, false],
    [{ type: 'TRACKING_TOKEN', token: '', owner: '7' }, false],
    [{ type: 'TRACKING_TOKEN', token: 42, owner: '7' }, false],
    [{ type: 'TRACKING_TOKEN', owner: '7' }, false],
  ])('reads a token answer only in its exact shape: %j → %s', (data, expected) => {
    expect(isTrackingTokenAnswer(data)).toBe(expected);
  });
});

describe('asset-manifest hash', () => {
  const subtle = globalThis.crypto.subtle;

  it('is stable for the same manifest and changes when it changes', async () => {
    const base = await hashManifestText('{"v":"1"}', subtle);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashManifestText('{"v":"1"}', subtle)).toBe(base);
    expect(await hashManifestText('{"v":"2"}', subtle)).not.toBe(base);
  });
});

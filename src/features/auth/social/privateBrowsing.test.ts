// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrivateBrowsing } from './environment';

function storageQuota(quota: number) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ quota, usage: 0 }) },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('private browsing heuristic (spec §5)', () => {
  it("takes Chromium's small private-window quota as private", async () => {
    storageQuota(100 * 1024 * 1024);
    expect(await isPrivateBrowsing()).toBe(true);
  });

  it('takes a normal profile quota as not private', async () => {
    storageQuota(10 * 1024 * 1024 * 1024);
    expect(await isPrivateBrowsing()).toBe(false);
  });

  it('takes storage that refuses writes as private', async () => {
    storageQuota(10 * 1024 * 1024 * 1024);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(await isPrivateBrowsing()).toBe(true);
  });
});

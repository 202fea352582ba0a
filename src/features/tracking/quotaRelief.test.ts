import { describe, expect, it, vi } from 'vitest';
import { isQuotaError, withQuotaRelief } from './quotaRelief';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A write that fails with a quota error until `room` caches have been emptied. */
function fullDisk(room: number) {
  const emptied: string[] = [];
  const deps = {
    deleteCache: vi.fn((name: string) => {
      emptied.push(name);
      return Promise.resolve(true);
    }),
  };
  const write = vi.fn(() =>
    emptied.length >= room ? Promise.resolve('queued') : Promise.reject(quotaError()),
  );
  return { emptied, deps, write };
}

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('withQuotaRelief', () => {
  it('writes at once when there is room, emptying nothing', async () => {
    const { emptied, deps, write } = fullDisk(0);
    await expect(withQuotaRelief(write, deps)).resolves.toBe('queued');
    expect(emptied).toEqual([]);
  });

  it('empties the opaque image cache first and tries again', async () => {
    const { emptied, deps, write } = fullDisk(1);
    await expect(withQuotaRelief(write, deps)).resolves.toBe('queued');
    expect(emptied).toEqual(['images-opaque']);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('then the image cache, before any event is given up', async () => {
    const { emptied, deps, write } = fullDisk(2);
    await expect(withQuotaRelief(write, deps)).resolves.toBe('queued');
    expect(emptied).toEqual(['images-opaque', 'images']);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('throws the quota error when even that was not enough', async () => {
    const { emptied, deps, write } = fullDisk(3);
    await expect(withQuotaRelief(write, deps)).rejects.toSatisfy(isQuotaError);
    expect(emptied).toEqual(['images-opaque', 'images']);
  });

  it('empties nothing for any other error', async () => {
    const { emptied, deps } = fullDisk(0);
    const write = () => Promise.reject(new Error('Database closed'));
    await expect(withQuotaRelief(write, deps)).rejects.toThrow('Database closed');
    expect(emptied).toEqual([]);
  });

  it("recognises Dexie's wrapped quota error", () => {
    expect(isQuotaError({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaError(new Error('no'))).toBe(false);
  });
});

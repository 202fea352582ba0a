import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptTargets } from './decryptTargets';

const decrypted = vi.hoisted(() => ({ urls: [] as (string | null)[] }));
vi.mock('../../lib/cryptoWorker', () => ({
  cryptoWorker: {
    call: async (task: (api: { decryptCustomerServicePaths: () => unknown }) => unknown) =>
      task({ decryptCustomerServicePaths: () => decrypted.urls }),
  },
}));

const entry = (title: string) => ({ title, path: 'cipher', labelIds: [], position: 0 });

beforeEach(() => {
  decrypted.urls = [];
});

describe('decryptTargets', () => {
  it('titles the targets and keeps only web addresses and site paths', async () => {
    decrypted.urls = ['/cs/DEMOVN/1', 'javascript:alert(1)', 'https://chat.example/x', null];
    const targets = await decryptTargets([entry('Zalo'), entry('Bad'), entry(''), entry('Lost')]);
    expect(targets).toEqual([
      { title: 'Zalo', url: '/cs/DEMOVN/1' },
      { title: 'CS3', url: 'https://chat.example/x' },
    ]);
  });

  it('has nothing to decrypt for no entries: that is "no customer service"', async () => {
    await expect(decryptTargets([])).resolves.toEqual([]);
  });

  it('fails, rather than answering "none", when no entry decrypts', async () => {
    decrypted.urls = [null, '//evil.example/x'];
    await expect(decryptTargets([entry('A'), entry('B')])).rejects.toThrow();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError } from '../../api/errors';
import { db } from '../db';
import { syncCustomerServiceConfig } from './customerServiceConfig';

function answer(value: unknown) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, value })));
}

const entry = (title: string, labelIds: number[] = []) => ({
  title,
  path: 'U2FsdGVkX1+abcdefgh12345678',
  csType: 'LIVECHAT',
  csPosition: '1',
  labelIds,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer-service config sync (spec §7 config call)', () => {
  it('replaces the entries and the domain list together, in the server order', async () => {
    await db.customerService.put({ ...entry('Old'), position: 0 });
    const fetch = answer({
      customerService: [entry('Zalo'), entry('VIP', [3])],
      domainList: [{ domainName: 'm1.example' }, { domainName: 'localhost:8080' }],
    });
    vi.stubGlobal('fetch', fetch);
    await syncCustomerServiceConfig();
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(new URL(url).pathname).toBe('/wps/system/config');
    const entries = await db.customerService.orderBy('position').toArray();
    expect(entries.map((row) => [row.title, row.labelIds])).toEqual([
      ['Zalo', []],
      ['VIP', [3]],
    ]);
    const domains = await db.domains.orderBy('position').toArray();
    expect(domains.map((row) => row.domainName)).toEqual(['m1.example', 'localhost:8080']);
  });

  it('keeps what is stored when the answer is malformed', async () => {
    await db.customerService.put({ ...entry('Kept'), position: 0 });
    await db.domains.put({ domainName: 'kept.example', position: 0 });
    vi.stubGlobal('fetch', answer({ customerService: 'none', domainList: [{}] }));
    await expect(syncCustomerServiceConfig()).rejects.toBeInstanceOf(InvalidResponseError);
    expect((await db.customerService.toArray()).map((row) => row.title)).toEqual(['Kept']);
    expect((await db.domains.toArray()).map((row) => row.domainName)).toEqual(['kept.example']);
  });

  it('treats a missing domain list as none', async () => {
    await db.domains.put({ domainName: 'old.example', position: 0 });
    vi.stubGlobal('fetch', answer({ customerService: [entry('Only')] }));
    await syncCustomerServiceConfig();
    expect(await db.domains.count()).toBe(0);
    expect(await db.customerService.count()).toBe(1);
  });
});

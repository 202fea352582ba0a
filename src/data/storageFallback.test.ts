import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db, replaceDatabase, StorefrontDb } from './db';
import { openStorage } from './storageFallback';
import { TrackingDb } from './tracking/outboxDb';

const working = { ...Dexie.dependencies };

/** An IndexedDB whose `open` fails as Chromium's does when its backing store is broken. */
function failingFactory(): IDBFactory {
  return {
    open() {
      const request = {} as IDBOpenDBRequest & { error: DOMException };
      setTimeout(() => {
        request.error = new DOMException('Internal error opening backing store', 'UnknownError');
        const event = { target: request, preventDefault() {}, stopPropagation() {} };
        request.onerror?.(event as unknown as Event);
      });
      return request;
    },
  } as unknown as IDBFactory;
}

/** An IndexedDB whose `open` never answers (WebKit's hang, a blocked upgrade). */
function silentFactory(): IDBFactory {
  return { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
}

let broken: IDBFactory | undefined;

function useBrokenIndexedDb(factory: IDBFactory) {
  broken = factory;
  Dexie.dependencies.indexedDB = factory;
  replaceDatabase(new StorefrontDb(`broken-${Math.random()}`));
}

afterEach(() => {
  Object.assign(Dexie.dependencies, working);
  replaceDatabase(new StorefrontDb());
});

async function worksInMemory() {
  await db.siteStatus.put({
    key: 'current',
    merchantCode: 'DEMOVN',
    status: { info: {} } as never,
    fetchedAt: 1,
  });
  expect((await db.siteStatus.get('current'))?.merchantCode).toBe('DEMOVN');
  // Databases made later (the tracking outbox) are in memory too.
  const tracking = new TrackingDb(`tracking-${Math.random()}`);
  await tracking.flags.put({ name: 'once:firstOpen', at: 1 });
  expect(await tracking.flags.count()).toBe(1);
  expect(Dexie.dependencies.indexedDB).toBeDefined();
  expect(Dexie.dependencies.indexedDB).not.toBe(broken);
}

describe('openStorage', () => {
  it('keeps IndexedDB when it opens', async () => {
    expect(await openStorage()).toBe('persistent');
    expect(db.isOpen()).toBe(true);
    expect(Dexie.dependencies.indexedDB).toBe(working.indexedDB);
  });

  it('falls back to memory when the open fails', async () => {
    useBrokenIndexedDb(failingFactory());
    expect(await openStorage()).toBe('memory');
    await worksInMemory();
  });

  it('falls back to memory when there is no IndexedDB at all', async () => {
    useBrokenIndexedDb(undefined as unknown as IDBFactory);
    expect(await openStorage()).toBe('memory');
    await worksInMemory();
  });

  it('falls back to memory when the open does not answer in time', async () => {
    useBrokenIndexedDb(silentFactory());
    expect(await openStorage(50)).toBe('memory');
    await worksInMemory();
  });
});

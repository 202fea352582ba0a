// @vitest-environment jsdom
import Dexie from 'dexie';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../i18n';
import { clearSession, writeSession } from '../lib/session';
import { db, StorefrontDb } from './db';
import { publicPageKey, readMemberPage, readPublicPage } from './pageStore';
import { clearMemberData } from './sync/member';
import { syncMemberPage, syncPublicPage } from './sync/pages';

const PointsSchema = v.object({ points: v.number() });

/** The backend: each bearer token's points, or a failure when `failing`. */
function serve(pointsByToken: Record<string, number>, failing = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (failing) return new Response('down', { status: 503 });
      const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      return new Response(
        JSON.stringify({ success: true, value: { points: pointsByToken[token] ?? 0 } }),
      );
    }),
  );
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page store', () => {
  it('keeps each member’s answers apart, and forgets only the member who leaves', async () => {
    serve({ 'token-a': 120, 'token-b': 7 });
    writeSession({ id: 10001, token: 'token-a' });
    await syncMemberPage('mall', '/wps/pages/mall', PointsSchema);
    writeSession({ id: 10003, token: 'token-b' });
    expect(await readMemberPage('mall', PointsSchema)).toBeNull();
    await syncMemberPage('mall', '/wps/pages/mall', PointsSchema);
    expect((await readMemberPage('mall', PointsSchema))?.value).toEqual({ points: 7 });

    await clearMemberData('10001');
    expect(await db.memberPages.get('10001')).toBeUndefined();
    expect((await readMemberPage('mall', PointsSchema))?.value).toEqual({ points: 7 });
  });

  it('keeps the stored answer when a refresh fails, for offline reading', async () => {
    serve({ 'token-a': 120 });
    writeSession({ id: 10001, token: 'token-a' });
    await syncMemberPage('mall', '/wps/pages/mall', PointsSchema);
    serve({}, true);
    await expect(syncMemberPage('mall', '/wps/pages/mall', PointsSchema)).rejects.toThrow();
    expect((await readMemberPage('mall', PointsSchema))?.value).toEqual({ points: 120 });
  });

  it('stores a public answer under the language it was asked in', async () => {
    serve({});
    await syncPublicPage('draws', '/wps/pages/draws', PointsSchema);
    const asked = currentLanguage();
    const other = asked === 'EN' ? 'VI' : 'EN';
    expect((await readPublicPage(publicPageKey('draws', asked), PointsSchema))?.value).toEqual({
      points: 0,
    });
    expect(await readPublicPage(publicPageKey('draws', other), PointsSchema)).toBeNull();
  });

  it('reads a row an older build wrote as nothing stored', async () => {
    await db.publicPages.put({
      key: publicPageKey('draws'),
      value: { points: 'many' },
      fetchedAt: 1,
    });
    expect(await readPublicPage(publicPageKey('draws'), PointsSchema)).toBeNull();
  });

  it('drops the old pages table and keeps the other rows on upgrade', async () => {
    const name = 'page-store-upgrade';
    const old = new Dexie(name);
    old.version(14).stores({ pages: 'key', publicPages: 'key', memberPages: 'key' });
    await old.table('pages').put({ key: '10001', resources: {} });
    await old.table('publicPages').put({ key: 'help:EN', value: {}, fetchedAt: 1 });
    old.close();

    const upgraded = new StorefrontDb(name);
    await upgraded.open();
    expect(upgraded.tables.map((table) => table.name)).not.toContain('pages');
    expect(await upgraded.publicPages.get('help:EN')).toMatchObject({ fetchedAt: 1 });
    upgraded.close();
    await Dexie.delete(name);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError, ServerError } from '../../api/errors';
import { readGameLanes } from '../laneHooks';
import { db } from '../db';
import { syncGameLanes } from './lanes';

function lane(category: string, title = `${category} lane`) {
  return {
    category,
    title,
    cards: [
      { accountTypeName: `TCG_${category}`, displayName: `${category} game`, gameCode: 'G1' },
    ],
    gameClassify: [{ vendor: `TCG_${category}`, name: null }],
    gameCount: 12,
  };
}

function answer(value: unknown) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, value })));
}

const stored = async () => (await db.games.orderBy('position').toArray()).map((row) => row.title);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('game lanes sync', () => {
  it('asks for the html5 lanes and stores them in spec §9 order', async () => {
    const fetch = answer({
      data: {
        currency: 'VND',
        categories: ['LOTT', 'ELOTT', 'TCG'],
        lanes: [lane('PVP'), lane('SEA_LOTT'), lane('LIVE'), lane('VIETNAM_LOTTO'), lane('LOTT')],
      },
    });
    vi.stubGlobal('fetch', fetch);
    await syncGameLanes();
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toContain('/wps/relay/GCSGAME_newGameVendor?platform=html5');
    expect(await stored()).toEqual([
      'LOTT lane',
      'VIETNAM_LOTTO lane',
      'SEA_LOTT lane',
      'PVP lane',
      'LIVE lane',
    ]);
    const first = await db.games.where('position').equals(0).first();
    expect(first).toMatchObject({
      category: 'LOTT',
      currency: 'VND',
      gameCount: 12,
      cards: [{ accountTypeName: 'TCG_LOTT', displayName: 'LOTT game', gameCode: 'G1' }],
      gameClassify: [{ vendor: 'TCG_LOTT' }],
    });
    expect(await db.syncState.get('lanes')).toBeDefined();
  });

  it('replaces the stored lanes as a whole', async () => {
    vi.stubGlobal('fetch', answer({ data: { lanes: [lane('LOTT'), lane('ELOTT')] } }));
    await syncGameLanes();
    vi.stubGlobal('fetch', answer({ data: { lanes: [lane('RNG')] } }));
    await syncGameLanes();
    expect(await stored()).toEqual(['RNG lane']);
  });

  it.each([
    ['lanes is not a list', { data: { lanes: 'soon' } }],
    ['no data', { lanes: [] }],
    [
      'a card without its game code',
      {
        data: {
          lanes: [
            lane('LOTT'),
            { ...lane('RNG'), cards: [{ accountTypeName: 'X', displayName: 'Y' }] },
          ],
        },
      },
    ],
    ['a negative game count', { data: { lanes: [{ ...lane('LOTT'), gameCount: -1 }] } }],
    [
      'a vendor that is not a string',
      { data: { lanes: [{ ...lane('LOTT'), gameClassify: [{ vendor: 7 }] }] } },
    ],
  ])('rejects an answer with %s and keeps the stored lanes', async (_case, value) => {
    vi.stubGlobal('fetch', answer({ data: { lanes: [lane('LOTT')] } }));
    await syncGameLanes();
    const before = await db.syncState.get('lanes');
    vi.stubGlobal('fetch', answer(value));
    await expect(syncGameLanes()).rejects.toBeInstanceOf(InvalidResponseError);
    expect(await stored()).toEqual(['LOTT lane']);
    expect(await db.syncState.get('lanes')).toEqual(before);
  });

  it('keeps the stored lanes when the server refuses', async () => {
    vi.stubGlobal('fetch', answer({ data: { lanes: [lane('LOTT')] } }));
    await syncGameLanes();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, errorCode: 'busy' }))),
    );
    await expect(syncGameLanes()).rejects.toBeInstanceOf(ServerError);
    expect(await stored()).toEqual(['LOTT lane']);
  });
});

describe('reading the stored lanes', () => {
  it('is not filled before any sync', async () => {
    expect(await readGameLanes()).toEqual({ lanes: [], filled: false });
  });

  it('is filled after a sync that brought no lanes', async () => {
    vi.stubGlobal('fetch', answer({ data: { lanes: [] } }));
    await syncGameLanes();
    expect(await readGameLanes()).toEqual({ lanes: [], filled: true });
  });

  it('leaves out a row that does not read as a lane', async () => {
    vi.stubGlobal('fetch', answer({ data: { lanes: [lane('LOTT'), lane('ELOTT')] } }));
    await syncGameLanes();
    // What an older build could have left: a games row without card ids.
    await db.games.put({
      id: 'old',
      position: 5,
      title: 'Old lane',
      cards: [{ accountTypeName: 'X', displayName: 'Y' }],
      gameClassify: [],
      gameCount: 1,
    });
    const { lanes, filled } = await readGameLanes();
    expect(filled).toBe(true);
    expect(lanes.map((row) => row.title)).toEqual(['LOTT lane', 'ELOTT lane']);
  });
});

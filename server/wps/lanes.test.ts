import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

interface LanesAnswer {
  success: boolean;
  value: {
    data: {
      currency: string;
      categories: string[];
      lanes: {
        category: string;
        title: string;
        cards: { accountTypeName: string; displayName: string; gameCode: string }[];
        gameClassify: { vendor: string; name: string | null }[];
        gameCount: number;
      }[];
    };
  };
}

const PATH = '/wps/relay/GCSGAME_newGameVendor';

describe(PATH, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const lanes = async (query: string, merchant: string) =>
    (await call(server, `${PATH}${query}`, { headers: { Merchant: merchant } })).json<LanesAnswer>()
      .value.data;

  it.each([
    ['DEMOVN', 'VND', ['LOTT', 'VIETNAM_LOTTO', 'ELOTTO', 'SEA_LOTT', 'RNG', 'PVP']],
    ['DEMOBR', 'BRL', ['ELOTT', 'SEA_LOTT', 'LOTT', 'RNG']],
  ])(
    'answers %s its lanes in %s, covering the spec §9 categories',
    async (merchant, currency, categories) => {
      const data = await lanes('?platform=html5', merchant);
      expect(data.currency).toBe(currency);
      expect(data.lanes.length).toBeGreaterThanOrEqual(4);
      expect(data.lanes.length).toBeLessThanOrEqual(6);
      expect(data.lanes.map((lane) => lane.category)).toEqual(expect.arrayContaining(categories));
      for (const lane of data.lanes) {
        expect(lane.cards.length).toBeGreaterThan(0);
        expect(lane.gameCount).toBeGreaterThanOrEqual(lane.cards.length);
        expect(lane.gameClassify.map((vendor) => vendor.vendor)).toEqual(
          expect.arrayContaining([...new Set(lane.cards.map((card) => card.accountTypeName))]),
        );
      }
    },
  );

  it('has no lanes for another platform', async () => {
    expect((await lanes('?platform=flash', 'DEMOVN')).lanes).toEqual([]);
  });

  it("answers the malformed shape under QA's switch", async () => {
    await setScenario(server, { malformed: true, paths: [PATH] });
    const body = (await call(server, `${PATH}?platform=html5`)).json<{ value: unknown }>();
    expect(body.value).toEqual({ data: { lanes: 'soon' } });
    await setScenario(server, { malformed: false, paths: null });
  });
});

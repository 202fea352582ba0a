// GET /wps/relay/GCSGAME_newGameVendor: the home page's game lanes (docs/api.md "Game lanes").
import { GAME_LANES } from '../merchants/lanes.ts';
import type { MerchantFixture } from '../merchants/types.ts';

/** The only platform the demo vendors publish games for (spec §7: platform html5). */
export const LANES_PLATFORM = 'html5';

/** What QA's `malformed` switch answers instead: `lanes` is not a list. */
export const LANES_MALFORMED = { success: true, value: { data: { lanes: 'soon' } } };

/** The envelope value: lanes in the server's order, sorted by the storefront (spec §9). */
export function gameLanesValue(merchant: MerchantFixture, query: URLSearchParams) {
  const fixture = GAME_LANES[merchant.merchantCode];
  const platform = (query.get('platform') ?? LANES_PLATFORM).toLowerCase();
  const lanes = fixture && platform === LANES_PLATFORM ? fixture.lanes : [];
  return {
    data: {
      currency: merchant.country.currency,
      categories: fixture?.categories ?? [],
      lanes: lanes.map((lane) => ({
        category: lane.category,
        title: lane.title,
        cards: lane.cards.map((card) => ({
          accountTypeName: card.accountTypeName,
          displayName: card.displayName,
          gameCode: card.gameCode,
          jackpot: card.jackpot ?? null,
          imageUrl: null,
        })),
        gameClassify: lane.vendors.map(({ vendor, name }) => ({ vendor, name: name ?? null })),
        gameCount: lane.gameCount,
      })),
    },
  };
}

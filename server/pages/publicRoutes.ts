// The pages' public calls, spread into the /wps route table (server/wps/index.ts): the draw
// list, the VIP tiers, the help center and the news. No session: visitors see them too.
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { ok } from '../auth/call.ts';
import { publicOrigin } from '../downloads.ts';
import type { IncomingMessage } from 'node:http';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { helpAnswer, HELP_MALFORMED, newsAnswer, NEWS_MALFORMED } from './contentRoutes.ts';
import { gameMatchesAnswer, GAME_MATCHES_MALFORMED } from './gameMatches.ts';
import { drawNow } from './qaSwitches.ts';
import { vipLevelsValue, VIP_LEVELS_MALFORMED } from './vipRoutes.ts';

interface PublicCall {
  req: IncomingMessage;
  query: URLSearchParams;
  merchant: MerchantFixture;
  scenario: QaScenario;
}

export const PUBLIC_PAGE_ROUTES = {
  [PAGE_PATHS.gameMatches]: {
    answer: ({ merchant, query, scenario }: PublicCall) => ({
      body: gameMatchesAnswer(merchant, query, drawNow(scenario)),
    }),
    malformed: GAME_MATCHES_MALFORMED,
  },
  [PAGE_PATHS.vipLevels]: {
    answer: ({ req, merchant }: PublicCall) => ({
      body: ok(vipLevelsValue(merchant, publicOrigin(req))),
    }),
    malformed: VIP_LEVELS_MALFORMED,
  },
  [PAGE_PATHS.help]: {
    answer: ({ req, query, merchant }: PublicCall) => ({ body: helpAnswer(req, query, merchant) }),
    malformed: HELP_MALFORMED,
  },
  [PAGE_PATHS.news]: {
    answer: ({ req, query, merchant }: PublicCall) => ({
      body: newsAnswer(req, query, merchant, publicOrigin(req), Date.now()),
    }),
    malformed: NEWS_MALFORMED,
  },
};

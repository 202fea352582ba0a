// The point mall (docs/api.md "Point mall"): items with their stock, redeeming one (points and
// stock checked, idempotent with Idempotency-Key) and the member's redemptions.
import { MAX_REDEMPTIONS_LISTED } from '../../src/common/pages/mallSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { fail, ok, type AuthCall, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberContext } from '../member/context.ts';
import { submissionRoute, type SubmissionContext } from '../member/submissions.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { publicOrigin } from '../downloads.ts';
import { mallContentOf, type MallItemFixture } from './content/mallContent.ts';
import { stockOf } from './mallStock.ts';
import { pagesOf, type MemberPages, type StoredRedemption } from './pageBook.ts';
import { pageImageUrl } from './pageImages.ts';
import { payPrize } from './prizes.ts';

const iso = (time: number) => new Date(time).toISOString();

export function redemptionValue(redemption: StoredRedemption) {
  return { ...redemption, createdAt: iso(redemption.createdAt) };
}

function itemValue(
  context: MemberContext,
  call: AuthCall,
  pages: MemberPages,
  item: MallItemFixture,
) {
  return {
    id: item.id,
    category: item.category,
    title: item.title,
    description: item.description,
    imageUrl: pageImageUrl(publicOrigin(call.req), context.merchant, `mall-${item.id}.svg`),
    pricePoints: item.pricePoints,
    stock: stockOf(context.store, item, call.scenario),
    perMemberLimit: item.perMemberLimit,
    redeemedByMe: pages.redemptions.filter((r) => r.itemId === item.id).length,
    prize: item.prize,
  };
}

async function mall(context: MemberContext, call: AuthCall) {
  const pages = await pagesOf(context);
  const code = context.merchant.merchantCode;
  const content = mallContentOf(code);
  return ok({
    points: pages.points,
    ...currencyOf(code),
    earnRule: content.earnRule,
    categories: Object.entries(content.categories).map(([category, name]) => ({
      code: category,
      name,
    })),
    items: content.items.map((item) => itemValue(context, call, pages, item)),
  });
}

async function redeem(call: AuthCall, context: SubmissionContext) {
  const pages = await pagesOf(context);
  const item = mallContentOf(context.merchant.merchantCode).items.find(
    (candidate) => candidate.id === call.body['itemId'],
  );
  if (!item) return fail('mall.item.not_found');
  const stock = stockOf(context.store, item, call.scenario);
  if (stock === 0) return fail('mall.out_of_stock', { stock: 0 });
  const mine = pages.redemptions.filter((r) => r.itemId === item.id).length;
  if (item.perMemberLimit !== null && mine >= item.perMemberLimit) {
    return fail('mall.limit', { perMemberLimit: item.perMemberLimit });
  }
  if (pages.points < item.pricePoints) {
    return fail('mall.points.insufficient', {
      points: pages.points,
      pricePoints: item.pricePoints,
    });
  }
  const now = Date.now();
  pages.points -= item.pricePoints;
  const payout = payPrize(context, pages, item.prize, item.title, now);
  const redemption: StoredRedemption = {
    id: context.store.nextId(),
    itemId: item.id,
    title: item.title,
    pricePoints: item.pricePoints,
    prize: item.prize,
    status: payout.status,
    createdAt: now,
    orderId: payout.orderId,
    voucherId: payout.voucher?.id ?? null,
  };
  pages.redemptions.push(redemption);
  return context.commit(
    ok({
      redemption: redemptionValue(redemption),
      points: pages.points,
      balance: context.book.balance,
      stock: stock === null ? null : stock - 1,
    }),
  );
}

export const MALL_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.mall]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { points: 'many', items: {} } },
    answer: withMember(mall),
  },
  [PAGE_PATHS.redeemMallItem]: submissionRoute(PAGE_PATHS.redeemMallItem, {
    malformed: { success: true, value: { redemption: [], points: null } },
    submit: redeem,
  }),
  [PAGE_PATHS.mallRedemptions]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { items: [{ id: 'x', status: 'lost' }] } },
    answer: withMember(async (context) => {
      const pages = await pagesOf(context);
      const items = [...pages.redemptions]
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .slice(0, MAX_REDEMPTIONS_LISTED)
        .map(redemptionValue);
      return ok({ items });
    }),
  },
};

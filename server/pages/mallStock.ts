// A mall item's stock: what the operator put up, less what every member of the merchant has
// redeemed (counted from the books, so it survives a restart with them), or none at all while
// QA's `mallSoldOut` says so.
import type { BookStore } from '../member/books.ts';
import type { MallItemFixture } from './content/mallContent.ts';
import type { PageScenario } from '../../src/common/qaScenario.ts';

export const MAX_ITEM_ID = 1_000_000;

export function redeemedCount(store: BookStore, itemId: number): number {
  return store
    .allBooks()
    .reduce(
      (count, book) =>
        count + (book.pages?.redemptions ?? []).filter((r) => r.itemId === itemId).length,
      0,
    );
}

export function stockOf(store: BookStore, item: MallItemFixture, scenario: PageScenario) {
  const { mallSoldOut } = scenario;
  if (mallSoldOut === true || (Array.isArray(mallSoldOut) && mallSoldOut.includes(item.id))) {
    return 0;
  }
  if (item.stock === null) return null;
  return Math.max(0, item.stock - redeemedCount(store, item.id));
}

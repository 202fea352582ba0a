// QA's view of pending orders and the call that settles one (docs/qa.md "Pending orders"), as a
// payment gateway's callback would: an approved deposit is credited with its voucher bonus, a
// declined one gives its voucher back; an approved withdrawal stays paid, a declined one returns
// the money to the balance.
import { addAmounts } from '../../src/common/money.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { findMerchant } from '../merchants/index.ts';
import { creditDeposit } from '../wps/cashier.ts';
import type { BookStore, MemberBook, StoredTransaction } from './books.ts';
import type { MemberAreaState } from './state.ts';
import { releaseVoucher } from './vouchers.ts';

export async function pendingOrders(state: MemberAreaState) {
  const stores = await state.books.opened();
  return stores.flatMap((store) =>
    store.allBooks().flatMap((book) =>
      book.transactions
        .filter((t) => t.status === 'pending' && (t.type === 'deposit' || t.type === 'withdrawal'))
        .map((t) => ({
          orderId: t.orderId,
          merchantCode: store.merchantCode,
          account: book.account,
          type: t.type,
          amount: t.amount,
          createdAt: new Date(t.createdAt).toISOString(),
        })),
    ),
  );
}

/** One row of `/__qa/orders`, as QA scripts and the browser tests read it. */
export type PendingOrder = Awaited<ReturnType<typeof pendingOrders>>[number];

type Settled = { status: number; value: unknown };

function find(store: BookStore, orderId: string) {
  for (const book of store.allBooks()) {
    const order = book.transactions.find((t) => t.orderId === orderId);
    if (order) return { book, order };
  }
  return null;
}

function settle(store: BookStore, book: MemberBook, order: StoredTransaction, approved: boolean) {
  const merchant = findMerchant(store.merchantCode)!;
  const context = { merchant, store, book };
  Object.assign(order, { status: approved ? 'approved' : 'declined', settledAt: Date.now() });
  if (order.type === 'deposit') {
    if (approved) creditDeposit(context, order);
    else {
      order.reason = 'The payment was declined by the bank';
      releaseVoucher(book, order.orderId);
    }
  } else if (!approved) {
    order.reason = 'The withdrawal was declined, please contact us';
    const { decimals } = currencyOf(store.merchantCode);
    book.balance = addAmounts(book.balance, order.amount, decimals);
  }
}

/** `{ orderId, result: 'approved' | 'declined' }`. */
export async function settleOrder(state: MemberAreaState, input: unknown): Promise<Settled> {
  const { orderId, result } = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  if (typeof orderId !== 'string' || (result !== 'approved' && result !== 'declined')) {
    return {
      status: 400,
      value: { error: 'The body must be {"orderId", "result": "approved" or "declined"}' },
    };
  }
  const merchant = findMerchant(orderId.split('-')[0]);
  const store =
    merchant && (await state.books.opened()).find((s) => s.merchantCode === merchant.merchantCode);
  const found = store && find(store, orderId);
  if (!store || !found) return { status: 404, value: { error: `No order ${orderId}` } };
  if (found.order.status !== 'pending') {
    return { status: 409, value: { error: `Order ${orderId} is already ${found.order.status}` } };
  }
  settle(store, found.book, found.order, result === 'approved');
  await store.save();
  return {
    status: 200,
    value: { orderId, status: found.order.status, balance: found.book.balance },
  };
}

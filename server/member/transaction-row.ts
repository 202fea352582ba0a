import type { StoredTransaction } from './books.ts';

/** What every transaction has; the rest depends on its kind (a deposit's channel, a payout...). */
type TransactionCore = Pick<
  StoredTransaction,
  'orderId' | 'type' | 'status' | 'amount' | 'createdAt' | 'settledAt'
>;

/** A row of a member's history: `fields`, and null for every detail they leave out. */
export function transactionRow(
  fields: TransactionCore & Partial<StoredTransaction>,
): StoredTransaction {
  return {
    channel: null,
    accountId: null,
    account: null,
    game: null,
    payout: null,
    bonus: null,
    voucherId: null,
    reason: null,
    ...fields,
  };
}

// Paying a prize into the member's books: money as an approved `bonus` transaction on the
// balance, points onto the pages part, a voucher into the member's vouchers (claimed, ready for
// a deposit), a gift as a delivery customer service follows up. The caller commits the change
// with its idempotency record (server/member/submissions.ts), so a prize is paid once.
import type { Prize } from '../../src/common/pages/prizeSchemas.ts';
import { addAmounts } from '../../src/common/money.ts';
import type { StoredVoucher } from '../member/books.ts';
import type { MemberContext } from '../member/context.ts';
import { transactionRow } from '../member/transaction-row.ts';
import { cashierOf, currencyOf } from '../merchants/cashier.ts';
import type { MemberPages } from './pageBook.ts';

const DAY = 24 * 60 * 60_000;

export interface Payout {
  orderId: string | null;
  voucher: StoredVoucher | null;
  status: 'completed' | 'processing';
}

/** `label` names the payment in the member's history (the transaction's `channel`). */
export function payPrize(
  context: MemberContext,
  pages: MemberPages,
  prize: Prize,
  label: string,
  now: number,
): Payout {
  const { book, store, merchant } = context;
  switch (prize.type) {
    case 'cash': {
      const { decimals } = currencyOf(merchant.merchantCode);
      const orderId = store.nextOrderId('bonus');
      book.balance = addAmounts(book.balance, prize.amount, decimals);
      book.transactions.push(
        transactionRow({
          orderId,
          type: 'bonus',
          status: 'approved',
          amount: prize.amount,
          createdAt: now,
          settledAt: now,
          channel: label,
        }),
      );
      return { orderId, voucher: null, status: 'completed' };
    }
    case 'points':
      pages.points += prize.points;
      return { orderId: null, voucher: null, status: 'completed' };
    case 'voucher': {
      const template = cashierOf(merchant.merchantCode).vouchers.find(
        (candidate) => candidate.templateId === prize.templateId,
      );
      const voucher: StoredVoucher = {
        id: store.nextId(),
        templateId: prize.templateId,
        state: 'claimed',
        issuedAt: now,
        expiresAt: now + (template?.validDays ?? 7) * DAY,
        claimedAt: now,
        usedAt: null,
        orderId: null,
      };
      book.vouchers.unshift(voucher);
      return { orderId: null, voucher, status: 'completed' };
    }
    case 'gift':
      return { orderId: null, voucher: null, status: 'processing' };
  }
}

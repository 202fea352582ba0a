// What QA reads and does in the member area (loopback only, like every /__qa route; docs/qa.md):
// the password-reset mails "sent", the pending cashier orders, and settling one.
import type { QaReports } from '../qa-routes.ts';
import { pendingOrders, settleOrder } from './orders.ts';
import type { MemberAreaState } from './state.ts';

export function memberAreaReports(state: MemberAreaState): QaReports {
  return {
    '/__qa/mail': { read: () => state.mail.list(), reset: () => state.mail.reset() },
    '/__qa/orders': () => pendingOrders(state),
    '/__qa/orders/settle': { act: (body) => settleOrder(state, body) },
  };
}

// The member area's /wps calls (docs/api.md "Member area"), routed with the sign-in calls
// (server/auth/handler.ts): they take the same bearer session and encrypted bodies.
import { isIdempotencyKey } from '../../src/common/idempotency.ts';
import { fail, ok, type AuthRoute } from '../auth/call.ts';
import { ACCOUNT_ROUTES, withMember } from './account-routes.ts';
import { CARD_ROUTES } from './card-routes.ts';
import { HISTORY_ROUTES } from './history-routes.ts';
import { RESET_ROUTES } from './reset-routes.ts';
import { inFlightId, voidKey } from './submissions.ts';
import { VOUCHER_ROUTES } from './vouchers.ts';

/** What became of a submission whose answer was lost (docs/member.md "Submissions"). */
const SUBMISSION_ROUTE: AuthRoute = {
  method: 'GET',
  session: 'required',
  malformed: { success: true, value: { state: 'lost' } },
  answer: withMember(async (context, call) => {
    const raw = call.query.get('key');
    if (!isIdempotencyKey(raw)) return fail('idempotency.key.invalid');
    const key = raw.toLowerCase();
    const inFlight = call.auth.memberArea.inFlight.get(inFlightId(context, key));
    if (inFlight) return ok({ key, state: 'pending', path: inFlight, at: null, result: null });
    const record = context.book.submissions.find((entry) => entry.key === key);
    if (!record || record.void) {
      // The player is told nothing happened under this key: from now on nothing will, so a
      // request still on its way (sent before a reload, a dropped line) cannot prove it wrong.
      if (!record) await voidKey(context, key);
      return ok({ key, state: 'unknown', path: null, at: null, result: null });
    }
    return ok({
      key,
      state: 'done',
      path: record.path,
      at: new Date(record.at).toISOString(),
      result: record.result,
    });
  }),
};

export const MEMBER_AREA_ROUTES: Record<string, AuthRoute> = {
  ...ACCOUNT_ROUTES,
  ...HISTORY_ROUTES,
  ...CARD_ROUTES,
  ...VOUCHER_ROUTES,
  ...RESET_ROUTES,
  '/wps/member/submission': SUBMISSION_ROUTE,
};

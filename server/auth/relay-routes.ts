// The other sign-in calls: SMS codes, the captcha registration, the push relays and the VIP
// rank progress.
import {
  fail,
  limitedPhone,
  ok,
  payloadPhone,
  text,
  type AuthCall,
  type AuthRoute,
} from './call.ts';
import { sessionFingerprint, type PushRelay } from './push.ts';
import { memberPromotionsValue, rankProgressValue } from '../wps/promotions.ts';

function recordPush(call: AuthCall, relay: PushRelay) {
  const registrationToken = text(call.body, 'registrationToken', 4096);
  if (!registrationToken) return fail('invalid_request', null, 'registrationToken is required');
  const { session } = call;
  const unsubscribeAll = call.body['unsubscribeAll'];
  call.auth.push.record({
    relay,
    merchantCode: session?.merchantCode ?? call.merchant.merchantCode,
    account: session?.member.account ?? null,
    session: session ? sessionFingerprint(session.token) : null,
    registrationToken,
    topic: text(call.body, 'topic') || null,
    unsubscribeAll: typeof unsubscribeAll === 'boolean' ? unsubscribeAll : null,
  });
  return ok(true);
}

export const RELAY_ROUTES: Record<string, AuthRoute> = {
  '/wps/verification/sms/noLogin': {
    method: 'POST',
    malformed: { success: true, value: { expirationTime: 'soon' } },
    limit: { account: (call) => limitedPhone(call, 'smsSend') },
    answer(call) {
      const phone = payloadPhone(call);
      if (!phone) return fail('invalid_request', null, 'The mobile number is not valid');
      return ok({ expirationTime: call.auth.sms.send(phone).expirationTime });
    },
  },
  '/wps/captcha/geetest': {
    method: 'GET',
    malformed: { success: true, value: { gt: 42, challenge: null } },
    answer: ({ auth, merchant }) => ok(auth.captcha.register(merchant.merchantCode)),
  },
  '/wps/relay/CSP_fcmBind': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { bound: 'maybe' } },
    answer: (call) => recordPush(call, 'CSP_fcmBind'),
  },
  '/wps/relay/CSP_fcmSubscribe': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { topics: 42 } },
    answer: (call) => recordPush(call, 'CSP_fcmSubscribe'),
  },
  // Spec §4: the client unbinds when its token is cleared, which may be after sign-out or an
  // expired session, so this one also works without a valid session.
  '/wps/relay/CSP_fcmUnsubscribe': {
    method: 'DELETE',
    session: 'optional',
    malformed: { success: true, value: { unsubscribed: 'no' } },
    answer: (call) => recordPush(call, 'CSP_fcmUnsubscribe'),
  },
  '/wps/relay/MCSFE_getPlayerRankProgress': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { currentProgress: 'half', playerRankProgress: [] } },
    // Conditions per demo account: server/merchants/promotions.ts.
    answer: ({ session }) =>
      session
        ? ok(rankProgressValue(session.merchantCode, session.member))
        : fail('user.or.token.invalid'),
  },
  // The member's own promotion availability: spec §5's personal referral promotion.
  '/wps/relay/MCSFE_getAvailablePromotions': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { REFERRAL: 'on' } },
    answer: ({ session }) =>
      session
        ? ok(memberPromotionsValue(session.merchantCode, session.member.account))
        : fail('user.or.token.invalid'),
  },
};

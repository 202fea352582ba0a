// Everything sign-in keeps for one server instance: its RSA key, members on disk, sessions, the
// sign-in limits, SMS codes, the captcha secret, the identity-token secret and the recorded push
// calls. Nothing is module-level, so servers in one process (the Playwright fixtures) never share
// state.
import { IdentityTokens } from '../idp/tokens.ts';
import { createMemberAreaState, type MemberAreaState } from '../member/state.ts';
import { DevCaptcha } from './captcha.ts';
import { Keyring } from './crypto.ts';
import { SignInLimits } from './limits.ts';
import { MemberDirectory } from './members.ts';
import { PushRecorder } from './push.ts';
import { demoSeeding } from './seed.ts';
import { SessionStore } from './sessions.ts';
import { SmsOutbox } from './sms.ts';

export interface AuthState {
  keyring: Keyring;
  members: MemberDirectory;
  sessions: SessionStore;
  /** Calls per address and account, and account lockouts (limits.ts). */
  limits: SignInLimits;
  sms: SmsOutbox;
  captcha: DevCaptcha;
  /** The development identity provider's tokens (server/idp/). */
  identityTokens: IdentityTokens;
  push: PushRecorder;
  /** Balances, history, vouchers, cards, submissions, resets (server/member/). */
  memberArea: MemberAreaState;
}

export function createAuthState(dataDir: string, keyring = new Keyring()): AuthState {
  return {
    keyring,
    members: new MemberDirectory(dataDir, demoSeeding),
    sessions: new SessionStore(),
    limits: new SignInLimits(),
    sms: new SmsOutbox(),
    captcha: new DevCaptcha(),
    identityTokens: new IdentityTokens(),
    push: new PushRecorder(),
    memberArea: createMemberAreaState(dataDir),
  };
}

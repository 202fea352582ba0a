/**
 * The reference backend's QA scenario (docs/qa.md): the switches one server instance runs with,
 * and the patch a POST to `/__qa/scenario` sends. The server checks every field of a patch at run
 * time (server/qa.ts); the browser tests and the QA kit type their patches with these.
 */
import type { AppUpgrade, DownloadSwitch, DownloadSwitchName } from './downloadSettings';
import type { BindErrorCode } from './member-api';

export const CAPTCHA_VERSIONS = ['v3', 'v4'] as const;
/** `/captcha/gt.js`: served, 404, or served after `captchaScriptDelayMs`. */
export const CAPTCHA_SCRIPT_MODES = ['ok', 'missing', 'slow'] as const;
/** The game launch and trial calls: normal, slow, failing, or with an unsafe address. */
export const GAME_LAUNCH_MODES = ['ok', 'slow', 'fail', 'unsafeUrl'] as const;
/** The demo cashier's answer to deposits and withdrawals (server/wps/cashier.ts). */
export const CASHIER_MODES = ['approve', 'pending', 'decline'] as const;

export type CashierMode = (typeof CASHIER_MODES)[number];

export interface StatusError {
  errorCode: string;
  message: string;
}

/** One `forceError` entry: requests under `path` get this error instead of their answer. */
export interface ForcedError {
  /** A path prefix, e.g. `/wps/member/info` or `/wps/relay/`. */
  path: string;
  errorCode?: string;
  message?: string;
  /** HTTP status; without it the answer is 200 with `success: false`. */
  status?: number;
  /** The envelope's `value` (e.g. "sms,ga" for login_verify_required); null when absent. */
  value?: unknown;
}

/** The tracking collector's own faults (server/tracking/faults.ts). */
export interface CollectorFaults {
  /** Share of requests whose connection is destroyed with no answer; nothing is recorded. */
  dropRate: number;
  /** Share answered 500 or 503 (half each); nothing is recorded. */
  serverErrorRate: number;
  /** Share answered 429 with `Retry-After: retryAfterSeconds`; nothing is recorded. */
  throttleRate: number;
  retryAfterSeconds: number;
  /** Share of recorded batches whose answer is lost: the connection is destroyed instead. */
  dropAfterCommitRate: number;
  /**
   * Share answered 301 or 302 (half each) to the collector's own path, as a proxy in front of it
   * might; a client that follows it turns the POST into a GET. Nothing is recorded.
   */
  redirectRate: number;
}

/** `downloadSettings`: per switch, the fields that replace the merchant's. */
export type DownloadSettingsOverride = Partial<Record<DownloadSwitchName, Partial<DownloadSwitch>>>;
/** `appUpgrade`: the fields that replace the merchant's. */
export type AppUpgradeOverride = Partial<AppUpgrade>;

/** `counters`: replaces every member's deposit, withdrawal and card counters. */
export interface CountersOverride {
  totalDepositSuccessCount?: number;
  totalWithdrawSuccessCount?: number;
  /** That many demo bank cards, and no wallets. */
  bankCards?: number;
}

export type AgentOutcome = 'review' | 'approve' | 'reject';
export type FeedbackDelivery = 'ok' | 'unavailable' | 'answerLost';

/** The pages' fields (docs/qa.md "Pages"), checked and served by server/pages/. */
export interface PageScenario {
  /** The time draw lists are computed for (ISO 8601 with an offset); null: the real time. */
  drawClock: string | null;
  /** Every mall item out of stock (true), or the listed item ids. */
  mallSoldOut: boolean | number[];
  /** What happens to a new agent application: it waits for review, or is decided at once. */
  agentApplication: AgentOutcome;
  /**
   * Feedback submissions: taken (`ok`), refused with HTTP 503 before anything is kept
   * (`unavailable`: the queue retries), or kept and then answered by a dropped connection
   * (`answerLost`: the queue's replay must not make a second message).
   */
  feedbackDelivery: FeedbackDelivery;
}

export interface QaScenario extends PageScenario {
  maintenance: boolean;
  maintenanceEnd: string | null;
  maintenanceMessage: string | null;
  regionRestriction: boolean;
  domainUnavailable: boolean;
  statusError: StatusError | null;
  malformed: boolean;
  latencyMs: number;
  failRate: number;
  errorRate: number;
  /** Path prefixes the faults are limited to; null means every /wps path. */
  paths: string[] | null;
  assetVersion: string;
  /** The service worker's version: any other value than '1' serves /m/sw.js as a new version. */
  swVersion: string;
  /** The development captcha on login and registration: every merchant, or the listed ones. */
  captcha: boolean | string[];
  captchaVersion: (typeof CAPTCHA_VERSIONS)[number];
  captchaScript: (typeof CAPTCHA_SCRIPT_MODES)[number];
  captchaScriptDelayMs: number;
  forceError: ForcedError[];
  /**
   * Sign-in through the development identity provider (server/idp/): every merchant, or the
   * listed ones. Off, the status names no provider and `type: 'firebase'` is refused.
   */
  socialLogin: boolean | string[];
  /** White-label switch codes added to every merchant's status `whitelabel` list. */
  whitelabelOn: string[];
  /** White-label switch codes removed from it (they win over `whitelabelOn`). */
  whitelabelOff: string[];
  collector: CollectorFaults;
  /** Appended to popup announcement titles (`Title [2]`), so their content hash changes. */
  popupRevision: string | null;
  /** Download switches laid over every merchant's (`WPSCORE_getDownloadSetting`); null: none. */
  downloadSettings: DownloadSettingsOverride | null;
  /** Replaces every member's deposit, withdrawal and card counters; null: the seeded ones. */
  counters: CountersOverride | null;
  /** Laid over every merchant's app upgrade setting; null: the fixture's. */
  appUpgrade: AppUpgradeOverride | null;
  gameLaunch: (typeof GAME_LAUNCH_MODES)[number];
  /** How long a `slow` game call waits before it answers. */
  gameLaunchDelayMs: number;
  cashier: CashierMode;
  /** Every bank card and Pix key bind fails with this error code; null: binds are checked. */
  cardBind: BindErrorCode | null;
  /**
   * Path prefixes whose requests are carried out and then answered by a dropped connection, as
   * when the line dies after the request reached the server (a deposit, a claim): the client must
   * find out by the idempotency key what happened. Empty: every answer arrives.
   */
  answerLost: string[];
  /** The SMS scenario's captcha (status `register.captcha.sms`): every merchant, or the listed. */
  smsCaptcha: boolean | string[];
}

/**
 * A POST body: `collector` may name some of its fields (merged into the current ones) or be null
 * (back to the defaults); every other field replaces the current value.
 */
export type ScenarioPatch = Partial<Omit<QaScenario, 'collector'>> & {
  collector?: Partial<CollectorFaults> | null;
};

import { describe, expect, it } from 'vitest';
import {
  causeOfLogin,
  DELAY_BY_CAUSE,
  decideDownloadPopup,
  daysSinceRegistration,
  inGameDelayMs,
  REGISTER_LOGIN_WINDOW_MS,
  thresholdOf,
} from './downloadPopupRules';
import { EMPTY_DOWNLOAD_POPUP_MEMORY as EMPTY_POPUP_MEMORY } from '../../../lib/popupMemory';
import { memoryAfterShown } from './popupSession';
import type { DownloadSettings } from '../../../common/downloadSettings';
import type { InstallCounters } from '../../../data/installHooks';
import type { PopupContext, PopupSessionMemory, PopupTrigger } from './types';

const on = (value: string | number | null = null) => ({ enabled: true, value });
const off = (value: string | number | null = null) => ({ enabled: false, value });

/** 10 whole days (and a half) after the member registered. */
const NOW = Date.parse('2026-01-11T12:00:00Z');
const MEMBER = { type: 0, regDate: '2026-01-01T00:00:00Z' };
const HOST = 'play.demo.example';
const BASE_SETTINGS: DownloadSettings = { download_condition_switch: on('bottom') };
const COUNTERS: InstallCounters = {
  totalDepositSuccessCount: 0,
  totalWithdrawSuccessCount: 0,
  boundCards: 0,
};

interface Row {
  /** The spec sentence (or contract line) the row checks. */
  spec: string;
  settings?: DownloadSettings;
  counters?: Partial<InstallCounters> | null;
  context?: Partial<PopupContext>;
  memory?: Partial<PopupSessionMemory>;
  /** `null`: no popup; else the popup the player sees. */
  shows: { trigger: PopupTrigger; forced: boolean; delayMs: number } | null;
  /** For refusals: why (the guards' own words). */
  reason?: string;
}

const REG_DAYS = { reg_days: on(10) };

const ROWS: Row[] = [
  // ---- Guards --------------------------------------------------------------------------------
  {
    spec: '§4 "shown only when … the user is not in the app"',
    settings: REG_DAYS,
    context: { inNativeApp: true },
    shows: null,
    reason: 'in the native app',
  },
  {
    spec: '§4 "shown only when no other popup is open"',
    settings: REG_DAYS,
    context: { otherPopupOpen: true },
    shows: null,
    reason: 'another popup is open',
  },
  {
    spec: '§3 download_condition_switch: disabled = no download popups at all',
    settings: { ...REG_DAYS, download_condition_switch: off('bottom') },
    shows: null,
    reason: 'download popups are off',
  },
  {
    spec: '§3 download_condition_switch: a missing switch is off',
    settings: { reg_days: on(1), download_condition_switch: undefined },
    shows: null,
    reason: 'download popups are off',
  },
  {
    spec: '§6 "Types 0, 1, 2 count as valid members for download popups": a visitor gets none',
    settings: REG_DAYS,
    context: { member: null },
    shows: null,
    reason: 'not signed in',
  },
  {
    spec: '§6 valid members: type 4 (no chat permission) gets none',
    settings: REG_DAYS,
    context: { member: { ...MEMBER, type: 4 } },
    shows: null,
    reason: 'not a valid member type',
  },
  {
    spec: '§6 valid members: type -1 (not logged in) gets none',
    settings: REG_DAYS,
    context: { member: { ...MEMBER, type: -1 } },
    shows: null,
    reason: 'not a valid member type',
  },
  {
    spec: '§6 valid members: an agent of type 1 is one',
    settings: REG_DAYS,
    context: { member: { ...MEMBER, type: 1 } },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§6 valid members: an agent of type 2 is one',
    settings: REG_DAYS,
    context: { member: { ...MEMBER, type: 2 } },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  // ---- Domain rule ---------------------------------------------------------------------------
  {
    spec: '§4 "domains_switch 2 shows except on the listed domains": listed host, none',
    settings: { ...REG_DAYS, domains_switch: on(2), domains: on(`other.example,${HOST}`) },
    shows: null,
    reason: 'this domain is excluded',
  },
  {
    spec: '§4 "domains_switch 2 shows except on the listed domains": other host, shown',
    settings: { ...REG_DAYS, domains_switch: on(2), domains: on('other.example') },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 "3 only on the listed domains": listed host, shown',
    settings: { ...REG_DAYS, domains_switch: on('3'), domains: on(` ${HOST} , other.example`) },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 "3 only on the listed domains": unlisted host, none',
    settings: { ...REG_DAYS, domains_switch: on(3), domains: on('other.example') },
    shows: null,
    reason: 'this domain is not listed',
  },
  {
    spec: '§4 domain rule: a listed entry with scheme, port or capitals still names the host',
    settings: {
      ...REG_DAYS,
      domains_switch: on(3),
      domains: on('https://PLAY.demo.example:8443/m'),
    },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 domain rule: another value (or the switch off) means every domain',
    settings: { ...REG_DAYS, domains_switch: on(1), domains: on('other.example') },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  // ---- Registration age ----------------------------------------------------------------------
  {
    spec: '§4 "registration age in days against reg_days (closable)": 10 days >= 10',
    settings: REG_DAYS,
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 registration age against reg_days: 10 days < 11, none',
    settings: { reg_days: on(11) },
    shows: null,
  },
  {
    spec: '§4 "… and reg_days_forced (forced)"',
    settings: { reg_days_forced: on(5) },
    shows: { trigger: 'reg_days_forced', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 "Counters of -1 mean disabled": reg_days -1',
    settings: { reg_days: on(-1) },
    shows: null,
  },
  {
    spec: '§3 switches are { enabled, value }: reg_days disabled never fires',
    settings: { reg_days: off(1) },
    shows: null,
  },
  {
    spec: '§4 registration age: unknown regDate, no registration-age popup',
    settings: REG_DAYS,
    context: { member: { type: 0, regDate: null } },
    shows: null,
  },
  {
    spec: '§3 switch values may arrive as text: reg_days "7"',
    settings: { reg_days: on('7') },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  // ---- Deposit counts ------------------------------------------------------------------------
  {
    spec: '§4 "deposit count against thresholds": deposit_times 3, third deposit',
    settings: { deposit_times: on(3) },
    counters: { totalDepositSuccessCount: 3 },
    shows: { trigger: 'deposit_times', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 deposit count: deposit_times fires on that count only, not the fourth',
    settings: { deposit_times: on(3) },
    counters: { totalDepositSuccessCount: 4 },
    shows: null,
  },
  {
    spec: '§4 deposit count: deposit_least_times 3, five deposits',
    settings: { deposit_least_times: on(3) },
    counters: { totalDepositSuccessCount: 5 },
    shows: { trigger: 'deposit_least_times', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 deposit count: deposit_least_times 3, two deposits, none',
    settings: { deposit_least_times: on(3) },
    counters: { totalDepositSuccessCount: 2 },
    shows: null,
  },
  {
    spec: '§4 deposit count: deposit_times_forced is forced',
    settings: { deposit_times_forced: on(1) },
    counters: { totalDepositSuccessCount: 1 },
    shows: { trigger: 'deposit_times_forced', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 "Counters of -1 mean disabled": deposit_least_times_forced -1',
    settings: { deposit_least_times_forced: on(-1) },
    counters: { totalDepositSuccessCount: 9 },
    shows: null,
  },
  {
    spec: '§4 deposit count: counts not known yet, no count popup',
    settings: { deposit_least_times: on(0) },
    counters: null,
    shows: null,
  },
  // ---- Withdrawal counts ---------------------------------------------------------------------
  {
    spec: '§4 "withdrawal count": withdrawal_times 2, second withdrawal',
    settings: { withdrawal_times: on(2) },
    counters: { totalWithdrawSuccessCount: 2 },
    shows: { trigger: 'withdrawal_times', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 withdrawal count: withdrawal_least_times 2, three withdrawals',
    settings: { withdrawal_least_times: on(2) },
    counters: { totalWithdrawSuccessCount: 3 },
    shows: { trigger: 'withdrawal_least_times', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 withdrawal count: withdrawal_times_forced is forced',
    settings: { withdrawal_times_forced: on(1) },
    counters: { totalWithdrawSuccessCount: 1 },
    shows: { trigger: 'withdrawal_times_forced', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 withdrawal count: withdrawal_least_times_forced 5, one withdrawal, none',
    settings: { withdrawal_least_times_forced: on(5) },
    counters: { totalWithdrawSuccessCount: 1 },
    shows: null,
  },
  // ---- First deposit, first withdrawal -------------------------------------------------------
  {
    spec: '§4 "first deposit (voucher center)": no deposit yet',
    settings: { first_deposit: on() },
    context: { route: 'voucherCenter' },
    shows: { trigger: 'first_deposit', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 first deposit: a member who deposited before gets none',
    settings: { first_deposit: on() },
    counters: { totalDepositSuccessCount: 1 },
    context: { route: 'voucherCenter' },
    shows: null,
  },
  {
    spec: '§4 first deposit: only on the voucher center',
    settings: { first_deposit: on() },
    context: { route: 'home' },
    shows: null,
  },
  {
    spec: '§4 first deposit is a screen visit: a 30 s poll on the screen does not repeat it',
    settings: { first_deposit: on() },
    context: { route: 'voucherCenter', cause: 'poll' },
    shows: null,
  },
  {
    spec: '§4 "first withdrawal (withdraw screen)": no withdrawal yet',
    settings: { first_withdraw: on() },
    context: { route: 'withdraw' },
    shows: { trigger: 'first_withdraw', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 first withdrawal: a member who withdrew before gets none',
    settings: { first_withdraw: on() },
    counters: { totalWithdrawSuccessCount: 2 },
    context: { route: 'withdraw' },
    shows: null,
  },
  // ---- Bind card ------------------------------------------------------------------------------
  {
    spec: '§4 "bind-card screens (value 1 only when no card is bound…)": no card',
    settings: { bind_card: on(1) },
    context: { route: 'addBankCard' },
    shows: { trigger: 'bind_card', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 bind-card value 1: a card is bound, none',
    settings: { bind_card: on(1) },
    counters: { boundCards: 1 },
    context: { route: 'addBankCard' },
    shows: null,
  },
  {
    spec: '§4 "…value 2 every visit": cards bound, the Pix screen',
    settings: { bind_card: on(2) },
    counters: { boundCards: 3 },
    context: { route: 'addBankCardPix' },
    shows: { trigger: 'bind_card', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 bind-card: only on the bind-card screens',
    settings: { bind_card: on(2) },
    context: { route: 'home' },
    shows: null,
  },
  {
    spec: '§4 bind-card: the switch off, none',
    settings: { bind_card: off(2) },
    context: { route: 'addBankCard' },
    shows: null,
  },
  // ---- After login ---------------------------------------------------------------------------
  {
    spec: '§4 "after login on login … when login is required" and "2000 ms after login"',
    settings: { login_required: on() },
    context: { cause: 'login', route: 'login' },
    shows: { trigger: 'after_login', forced: false, delayMs: 2_000 },
  },
  {
    spec: '§4 after login on register, and "Delays: 1900 ms after registration"',
    settings: { login_required: on() },
    context: { cause: 'register', route: 'register' },
    shows: { trigger: 'after_login', forced: false, delayMs: 1_900 },
  },
  {
    spec: '§4 after login on … home',
    settings: { login_required: on() },
    context: { cause: 'login', route: 'home' },
    shows: { trigger: 'after_login', forced: false, delayMs: 2_000 },
  },
  {
    spec: '§4 after login: not on other screens',
    settings: { login_required: on() },
    context: { cause: 'login', route: 'voucherCenter' },
    shows: null,
  },
  {
    spec: '§4 after login "when login is required": login_required off, none',
    settings: { login_required: off() },
    context: { cause: 'login', route: 'home' },
    shows: null,
  },
  {
    spec: '§4 after login: a plain visit to home is not a login',
    settings: { login_required: on() },
    context: { cause: 'route', route: 'home' },
    shows: null,
  },
  {
    spec: '§4 after login fires at every login (not once per session)',
    settings: { login_required: on() },
    context: { cause: 'login', route: 'home' },
    memory: { shownTriggers: ['after_login'] },
    shows: { trigger: 'after_login', forced: false, delayMs: 2_000 },
  },
  // ---- In game -------------------------------------------------------------------------------
  {
    spec: '§4 "in-game after the configured seconds": the timer ran out in a game',
    settings: { in_game_popup_interval: on(30) },
    context: { cause: 'inGame', route: 'launchGame' },
    shows: { trigger: 'in_game', forced: false, delayMs: 0 },
  },
  {
    spec: '§4 in-game: the trial screen is a game inside the storefront too (docs/game.md)',
    settings: { in_game_popup_interval: on(30) },
    context: { cause: 'inGame', route: 'trialGame' },
    shows: { trigger: 'in_game', forced: false, delayMs: 0 },
  },
  {
    spec: '§4 in-game: no game on the home page',
    settings: { in_game_popup_interval: on(30) },
    context: { cause: 'inGame', route: 'home' },
    shows: null,
  },
  {
    spec: '§4 in-game: in_game_popup_interval -1 is disabled',
    settings: { in_game_popup_interval: on(-1) },
    context: { cause: 'inGame', route: 'launchGame' },
    shows: null,
  },
  {
    spec: '§4 in-game: opening the game is not yet "after the configured seconds"',
    settings: { in_game_popup_interval: on(30) },
    context: { cause: 'route', route: 'launchGame' },
    shows: null,
  },
  // ---- Session memory ------------------------------------------------------------------------
  {
    spec: '§4 "A forced popup stays forced for the session": a closable trigger becomes forced',
    settings: REG_DAYS,
    memory: { forced: true, shownTriggers: ['deposit_times_forced'] },
    shows: { trigger: 'reg_days', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 forced for the session: every later page visit shows it again, forced',
    settings: {},
    memory: { forced: true, shownTriggers: ['reg_days', 'deposit_times_forced'] },
    shows: { trigger: 'deposit_times_forced', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 forced for the session: a 30 s poll does not re-open it by itself',
    settings: {},
    context: { cause: 'poll' },
    memory: { forced: true, shownTriggers: ['reg_days_forced'] },
    shows: null,
  },
  {
    spec: '§4 forced for the session still obeys "no other popup is open"',
    settings: {},
    context: { otherPopupOpen: true },
    memory: { forced: true, shownTriggers: ['reg_days_forced'] },
    shows: null,
  },
  {
    spec: '§4 counts polled every 30 s: a count trigger already shown this session is not repeated',
    settings: REG_DAYS,
    memory: { shownTriggers: ['reg_days'], dismissals: 1 },
    shows: null,
  },
  {
    spec: '§4 bind-card "value 2 every visit": shown and closed before, it shows again',
    settings: { bind_card: on(2) },
    counters: { boundCards: 1 },
    context: { route: 'addBankCard' },
    memory: { shownTriggers: ['bind_card'], dismissals: 3 },
    shows: { trigger: 'bind_card', forced: false, delayMs: 1_000 },
  },
  {
    spec: 'first deposit on every visit (ours, as bind-card): shown before, it shows again',
    settings: { first_deposit: on() },
    context: { route: 'voucherCenter' },
    memory: { shownTriggers: ['first_deposit'], dismissals: 3 },
    shows: { trigger: 'first_deposit', forced: false, delayMs: 1_000 },
  },
  // ---- Priority and delays -------------------------------------------------------------------
  {
    spec: '§4 priority (ours): a forced trigger wins over a closable one at the same time',
    settings: { reg_days: on(1), deposit_times_forced: on(0) },
    shows: { trigger: 'deposit_times_forced', forced: true, delayMs: 1_000 },
  },
  {
    spec: '§4 priority (ours): the screen trigger before a count trigger',
    settings: { first_deposit: on(), deposit_least_times: on(0) },
    context: { route: 'voucherCenter' },
    shows: { trigger: 'first_deposit', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 priority (ours): a count trigger shown already leaves the next one',
    settings: { reg_days: on(1), deposit_least_times: on(0) },
    memory: { shownTriggers: ['deposit_least_times'] },
    shows: { trigger: 'reg_days', forced: false, delayMs: 1_000 },
  },
  {
    spec: '§4 "Counts are polled every 30 s": a poll answer shows at once',
    settings: { deposit_times: on(2) },
    counters: { totalDepositSuccessCount: 2 },
    context: { cause: 'poll', route: 'other' },
    shows: { trigger: 'deposit_times', forced: false, delayMs: 0 },
  },
  {
    spec: '§4 "re-checked 2.5 s after a deposit event": the re-check shows at once',
    settings: { deposit_times: on(1) },
    counters: { totalDepositSuccessCount: 1 },
    context: { cause: 'deposit', route: 'voucherCenter' },
    shows: { trigger: 'deposit_times', forced: false, delayMs: 0 },
  },
  {
    spec: '§4 "1000 ms after route change"',
    settings: { withdrawal_least_times: on(0) },
    context: { cause: 'route', route: 'other' },
    shows: { trigger: 'withdrawal_least_times', forced: false, delayMs: 1_000 },
  },
];

describe('decideDownloadPopup (spec §4 download popups)', () => {
  it.each(ROWS)('$spec', (row) => {
    const counters = row.counters === null ? null : { ...COUNTERS, ...row.counters };
    const context: PopupContext = {
      cause: 'route',
      route: 'other',
      hostname: HOST,
      member: MEMBER,
      inNativeApp: false,
      otherPopupOpen: false,
      ...row.context,
    };
    const memory = { ...EMPTY_POPUP_MEMORY, ...row.memory };
    const settings = { ...BASE_SETTINGS, ...row.settings };
    const decision = decideDownloadPopup(settings, counters, context, memory, NOW);
    if (row.shows) {
      expect(decision).toEqual({ show: true, ...row.shows });
    } else {
      expect(decision.show).toBe(false);
      if (row.reason) expect(decision).toMatchObject({ reason: row.reason });
    }
  });

  it('has a row for every trigger family and guard', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });
});

describe('switch values', () => {
  it.each([
    [on(3), 3],
    [on('12'), 12],
    [on(2.7), 2],
    [on(0), 0],
    [on(-1), null],
    [on(''), null],
    [on('soon'), null],
    [on(null), null],
    [off(3), null],
    [undefined, null],
  ])('thresholdOf(%j) is %j', (sw, expected) => {
    expect(thresholdOf(sw)).toBe(expected);
  });

  it('in_game_popup_interval is seconds; off or -1 means no in-game timer', () => {
    expect(inGameDelayMs({ in_game_popup_interval: on(45) })).toBe(45_000);
    expect(inGameDelayMs({ in_game_popup_interval: on(-1) })).toBeNull();
    expect(inGameDelayMs({})).toBeNull();
  });

  it('counts whole days since registration; unreadable dates count as unknown', () => {
    expect(daysSinceRegistration('2026-01-01T00:00:00Z', NOW)).toBe(10);
    expect(daysSinceRegistration('2026-01-11T13:00:00Z', NOW)).toBe(-1);
    expect(daysSinceRegistration('yesterday', NOW)).toBeNull();
    expect(daysSinceRegistration(null, NOW)).toBeNull();
  });
});

describe('a login after a registration (spec §4 "1900 ms after registration, 2000 ms after login")', () => {
  const REGISTERED = NOW - 60_000;
  it.each([
    ['no registration in this tab', null, NOW, 'login'],
    ['the sign-in of a registration, at once', REGISTERED, REGISTERED, 'register'],
    ['the sign-in of a registration, 9.999 s later', REGISTERED, REGISTERED + 9_999, 'register'],
    ['10 s after the registration', REGISTERED, REGISTERED + REGISTER_LOGIN_WINDOW_MS, 'login'],
    ['a minute after the registration', REGISTERED, NOW, 'login'],
    ['a registration dated after the login (clock changed)', NOW, NOW - 1, 'login'],
  ] as const)('%s', (_, registeredAt, loggedInAt, cause) => {
    expect(causeOfLogin(loggedInAt, registeredAt)).toBe(cause);
  });

  it('waits 1900 ms for a registration and 2000 ms for a login', () => {
    expect(DELAY_BY_CAUSE[causeOfLogin(REGISTERED + 500, REGISTERED)]).toBe(1_900);
    expect(DELAY_BY_CAUSE[causeOfLogin(NOW, null)]).toBe(2_000);
  });
});

describe('popup session memory', () => {
  it('remembers a forced popup for the session and each trigger once', () => {
    const shown = memoryAfterShown(EMPTY_POPUP_MEMORY, {
      show: true,
      trigger: 'reg_days_forced',
      forced: true,
      delayMs: 0,
    });
    const again = memoryAfterShown(shown, {
      show: true,
      trigger: 'reg_days_forced',
      forced: true,
      delayMs: 0,
    });
    expect(again).toEqual({ forced: true, dismissals: 0, shownTriggers: ['reg_days_forced'] });
  });
});

import type { DownloadSettings, DownloadSwitch } from '../../../common/downloadSettings';
import type { InstallCounters } from '../../../data/installHooks';
import {
  IN_GAME_ROUTES,
  COUNTER_TRIGGERS,
  type EvaluationCause,
  type InstallMember,
  type PopupContext,
  type PopupDecision,
  type PopupSessionMemory,
  type PopupTrigger,
} from './types';

/**
 * Spec §4 download popups as pure functions of (settings, counters, context, session memory, time).
 * `decideDownloadPopup` runs the guards in order (the first that says no wins), then asks every
 * trigger rule, then picks one by priority. Each rule is a small named function so it can be read
 * and tested on its own; docs/install.md has the same rules as an operator's table.
 */

/** Spec §4 delays, by why the engine is asked. */
export const DELAY_BY_CAUSE: Record<EvaluationCause, number> = {
  register: 1_900,
  login: 2_000,
  route: 1_000,
  // Our choice: the runner already waits where the spec says so (2.5 s after a deposit event,
  // the configured seconds in a game), and a poll answer needs no extra pause.
  poll: 0,
  deposit: 0,
  inGame: 0,
};

/** A login this soon after a registration is the registration's own: its 1900 ms delay applies. */
export const REGISTER_LOGIN_WINDOW_MS = 10_000;

/**
 * Why a login asks the rules (spec §4 delays "1900 ms after registration, 2000 ms after login"):
 * a registration signs the new member in at once, so the login that follows one within the window
 * is the registration. `registeredAt` is when a registration was last confirmed, null if none.
 */
export function causeOfLogin(
  loggedInAt: number,
  registeredAt: number | null,
): Extract<EvaluationCause, 'register' | 'login'> {
  if (registeredAt === null) return 'login';
  const since = loggedInAt - registeredAt;
  return since >= 0 && since < REGISTER_LOGIN_WINDOW_MS ? 'register' : 'login';
}

/** Spec §6: members of these types are valid members for download popups. */
const VALID_MEMBER_TYPES: readonly number[] = [0, 1, 2];

const DAY_MS = 86_400_000;

/**
 * When several triggers fire at once: forced before closable (spec §4: a forced popup must not be
 * lost behind a closable one), then this order, the most specific player moment first.
 */
export const TRIGGER_PRIORITY: readonly PopupTrigger[] = [
  'reg_days_forced',
  'deposit_times_forced',
  'deposit_least_times_forced',
  'withdrawal_times_forced',
  'withdrawal_least_times_forced',
  'first_deposit',
  'first_withdraw',
  'bind_card',
  'after_login',
  'in_game',
  'deposit_times',
  'deposit_least_times',
  'withdrawal_times',
  'withdrawal_least_times',
  'reg_days',
];

/** Triggers that fire once per session: a count stays true until it changes. */
export const ONCE_PER_SESSION: readonly PopupTrigger[] = COUNTER_TRIGGERS;

export interface Firing {
  trigger: PopupTrigger;
  forced: boolean;
}

// ---- Reading switches -------------------------------------------------------------------------

/** A switch's value as a whole number; null when the switch is off, missing, not a number or -1. */
export function thresholdOf(sw: DownloadSwitch | undefined): number | null {
  if (!sw?.enabled) return null;
  const value = typeof sw.value === 'string' ? Number(sw.value.trim()) : sw.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  if (typeof sw.value === 'string' && sw.value.trim() === '') return null;
  return Math.floor(value);
}

/** The `domains` list as bare lower-case host names (scheme, port and path dropped). */
export function domainList(sw: DownloadSwitch | undefined): string[] {
  if (typeof sw?.value !== 'string') return [];
  return sw.value
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^[a-z]+:\/\//, '')
        .replace(/[/:].*$/, ''),
    )
    .filter((host) => host !== '');
}

// ---- Guards: each answers "why not", or null to go on -----------------------------------------

/** Spec §4: never a download popup inside the native app. */
export function nativeAppGuard(context: PopupContext): string | null {
  return context.inNativeApp ? 'in the native app' : null;
}

/** Spec §4: shown only when no other popup is open. */
export function otherPopupGuard(context: PopupContext): string | null {
  return context.otherPopupOpen ? 'another popup is open' : null;
}

/** download_condition_switch enabled = download popups on at all. */
export function masterSwitchGuard(settings: DownloadSettings): string | null {
  return settings.download_condition_switch?.enabled ? null : 'download popups are off';
}

/** Spec §4 domain rule: 2 = everywhere except the listed hosts, 3 = only on them. */
export function domainGuard(settings: DownloadSettings, hostname: string): string | null {
  const mode = settings.domains_switch?.enabled ? Number(settings.domains_switch.value) : 0;
  if (mode !== 2 && mode !== 3) return null;
  const listed = domainList(settings.domains).includes(hostname.toLowerCase());
  if (mode === 2 && listed) return 'this domain is excluded';
  if (mode === 3 && !listed) return 'this domain is not listed';
  return null;
}

/** Spec §6: types 0, 1 and 2 are valid members for download popups; visitors get none. */
export function memberGuard(member: InstallMember | null): string | null {
  if (!member) return 'not signed in';
  return VALID_MEMBER_TYPES.includes(member.type) ? null : 'not a valid member type';
}

// ---- Trigger rules: each returns what fires, or nothing ---------------------------------------

/** Whole days since registration; null when the date is unknown or unreadable. */
export function daysSinceRegistration(regDate: string | null, now: number): number | null {
  if (!regDate) return null;
  const registered = Date.parse(regDate);
  return Number.isNaN(registered) ? null : Math.floor((now - registered) / DAY_MS);
}

/** reg_days (closable) and reg_days_forced (forced): whole days since regDate >= N. */
export function registrationAgeRule(
  settings: DownloadSettings,
  member: InstallMember,
  now: number,
): Firing[] {
  const days = daysSinceRegistration(member.regDate, now);
  if (days === null) return [];
  return atLeast(settings, 'reg_days', days).concat(atLeast(settings, 'reg_days_forced', days));
}

/** deposit_times(_forced): the count equals N; deposit_least_times(_forced): the count >= N. */
export function depositCountRule(settings: DownloadSettings, counters: InstallCounters | null) {
  if (!counters) return [];
  const count = counters.totalDepositSuccessCount;
  return [
    ...exactly(settings, 'deposit_times', count),
    ...exactly(settings, 'deposit_times_forced', count),
    ...atLeast(settings, 'deposit_least_times', count),
    ...atLeast(settings, 'deposit_least_times_forced', count),
  ];
}

/** withdrawal_times(_forced): the count equals N; withdrawal_least_times(_forced): >= N. */
export function withdrawalCountRule(settings: DownloadSettings, counters: InstallCounters | null) {
  if (!counters) return [];
  const count = counters.totalWithdrawSuccessCount;
  return [
    ...exactly(settings, 'withdrawal_times', count),
    ...exactly(settings, 'withdrawal_times_forced', count),
    ...atLeast(settings, 'withdrawal_least_times', count),
    ...atLeast(settings, 'withdrawal_least_times_forced', count),
  ];
}

type CounterTrigger = Extract<PopupTrigger, `${string}_times${string}` | `reg_days${string}`>;

function exactly(settings: DownloadSettings, name: CounterTrigger, count: number): Firing[] {
  const threshold = thresholdOf(settings[name]);
  return threshold !== null && count === threshold ? [counterFiring(name)] : [];
}

function atLeast(settings: DownloadSettings, name: CounterTrigger, count: number): Firing[] {
  const threshold = thresholdOf(settings[name]);
  return threshold !== null && count >= threshold ? [counterFiring(name)] : [];
}

function counterFiring(name: CounterTrigger): Firing {
  return { trigger: name, forced: name.endsWith('_forced') };
}

/** first_deposit: on the voucher center (deposit) screen while no deposit has succeeded. */
export function firstDepositRule(
  settings: DownloadSettings,
  counters: InstallCounters | null,
  context: PopupContext,
): Firing[] {
  const fires =
    settings.first_deposit?.enabled === true &&
    context.cause === 'route' &&
    context.route === 'voucherCenter' &&
    counters?.totalDepositSuccessCount === 0;
  return fires ? [{ trigger: 'first_deposit', forced: false }] : [];
}

/** first_withdraw: on the withdraw screen while no withdrawal has succeeded. */
export function firstWithdrawRule(
  settings: DownloadSettings,
  counters: InstallCounters | null,
  context: PopupContext,
): Firing[] {
  const fires =
    settings.first_withdraw?.enabled === true &&
    context.cause === 'route' &&
    context.route === 'withdraw' &&
    counters?.totalWithdrawSuccessCount === 0;
  return fires ? [{ trigger: 'first_withdraw', forced: false }] : [];
}

/** bind_card: on the bind-card screens; value 1 only while no card is bound, 2 on every visit. */
export function bindCardRule(
  settings: DownloadSettings,
  counters: InstallCounters | null,
  context: PopupContext,
): Firing[] {
  const onScreen = context.route === 'addBankCard' || context.route === 'addBankCardPix';
  if (context.cause !== 'route' || !onScreen) return [];
  const mode = thresholdOf(settings.bind_card);
  const fires = mode === 2 || (mode === 1 && counters?.boundCards === 0);
  return fires ? [{ trigger: 'bind_card', forced: false }] : [];
}

/** After a login or registration, on the login, register or home screen, when login_required. */
export function afterLoginRule(settings: DownloadSettings, context: PopupContext): Firing[] {
  const fires =
    settings.login_required?.enabled === true &&
    (context.cause === 'login' || context.cause === 'register') &&
    (context.route === 'login' || context.route === 'register' || context.route === 'home');
  return fires ? [{ trigger: 'after_login', forced: false }] : [];
}

/**
 * In a game, once the runner's in_game_popup_interval timer ran out. The seconds themselves are
 * the runner's (`inGameDelayMs`); the rule only checks the switch is still on.
 */
export function inGameRule(settings: DownloadSettings, context: PopupContext): Firing[] {
  const fires =
    context.cause === 'inGame' &&
    IN_GAME_ROUTES.includes(context.route) &&
    thresholdOf(settings.in_game_popup_interval) !== null;
  return fires ? [{ trigger: 'in_game', forced: false }] : [];
}

/** How long to stay in a game before the in-game popup, or null when the switch is off. */
export function inGameDelayMs(settings: DownloadSettings): number | null {
  const seconds = thresholdOf(settings.in_game_popup_interval);
  return seconds === null ? null : seconds * 1_000;
}

/**
 * Spec §4 "a forced popup stays forced for the session": once a forced popup was shown, every page
 * visit shows it again, forced, whether or not a trigger fires there.
 */
export function forcedSessionRule(memory: PopupSessionMemory, context: PopupContext): Firing[] {
  if (!memory.forced || context.cause !== 'route') return [];
  const forcedTrigger = [...memory.shownTriggers].reverse().find((t) => t.endsWith('_forced'));
  return [{ trigger: forcedTrigger ?? 'reg_days_forced', forced: true }];
}

// ---- The decision -----------------------------------------------------------------------------

/** Every trigger that fires now, before the session memory and priority are applied. */
export function firingTriggers(
  settings: DownloadSettings,
  counters: InstallCounters | null,
  context: PopupContext,
  member: InstallMember,
  now: number,
): Firing[] {
  return [
    ...registrationAgeRule(settings, member, now),
    ...depositCountRule(settings, counters),
    ...withdrawalCountRule(settings, counters),
    ...firstDepositRule(settings, counters, context),
    ...firstWithdrawRule(settings, counters, context),
    ...bindCardRule(settings, counters, context),
    ...afterLoginRule(settings, context),
    ...inGameRule(settings, context),
  ];
}

/** Once-per-session triggers already shown this session are left out. */
export function notShownYet(firings: Firing[], memory: PopupSessionMemory): Firing[] {
  return firings.filter(
    (firing) =>
      !ONCE_PER_SESSION.includes(firing.trigger) || !memory.shownTriggers.includes(firing.trigger),
  );
}

/** Forced before closable, then TRIGGER_PRIORITY. */
export function pickByPriority(firings: Firing[]): Firing | null {
  const rank = (firing: Firing) =>
    (firing.forced ? 0 : TRIGGER_PRIORITY.length) + TRIGGER_PRIORITY.indexOf(firing.trigger);
  return [...firings].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export function decideDownloadPopup(
  settings: DownloadSettings,
  counters: InstallCounters | null,
  context: PopupContext,
  memory: PopupSessionMemory,
  now: number,
): PopupDecision {
  const { member } = context;
  const refusal =
    nativeAppGuard(context) ??
    otherPopupGuard(context) ??
    masterSwitchGuard(settings) ??
    domainGuard(settings, context.hostname) ??
    memberGuard(member);
  if (refusal || !member) return { show: false, reason: refusal ?? 'not signed in' };
  const fresh = notShownYet(firingTriggers(settings, counters, context, member, now), memory);
  // A fresh trigger names the moment; the forced session's re-show is the fallback.
  const chosen = pickByPriority(fresh) ?? pickByPriority(forcedSessionRule(memory, context));
  if (!chosen) return { show: false, reason: 'no trigger fires' };
  return {
    show: true,
    trigger: chosen.trigger,
    // Spec §4: once forced, every later popup this session is forced too.
    forced: chosen.forced || memory.forced,
    delayMs: DELAY_BY_CAUSE[context.cause],
  };
}

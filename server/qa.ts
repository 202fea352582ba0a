// QA scenario switches: one scenario per server instance, its defaults and the checks of a patch.
// Its type is the storefront's contract with QA (src/common/qaScenario.ts); the /__qa routes that
// read and change it are in qa-routes.ts; docs/qa.md describes every field.
import { BIND_ERROR_CODES } from '../src/common/member-api.ts';
import {
  CAPTCHA_SCRIPT_MODES,
  CAPTCHA_VERSIONS,
  CASHIER_MODES,
  GAME_LAUNCH_MODES,
  type QaScenario,
  type ScenarioPatch,
} from '../src/common/qaScenario.ts';
import { forceErrorProblem } from './force-error.ts';
import { MERCHANTS } from './merchants/index.ts';
import {
  collectorFaultsProblem,
  defaultCollectorFaults,
  mergeCollectorFaults,
} from './tracking/faults.ts';
import { PAGE_SCENARIO_CHECKS, pageScenarioDefaults } from './pages/qaSwitches.ts';
import { countersProblem } from './wps/counters.ts';
import { appUpgradeProblem, downloadSettingsProblem } from './wps/downloadSetting.ts';

export function defaultScenario(): QaScenario {
  return {
    maintenance: false,
    maintenanceEnd: null,
    maintenanceMessage: null,
    regionRestriction: false,
    domainUnavailable: false,
    statusError: null,
    malformed: false,
    latencyMs: 0,
    failRate: 0,
    errorRate: 0,
    paths: null,
    assetVersion: '1',
    swVersion: '1',
    captcha: false,
    captchaVersion: 'v3',
    captchaScript: 'ok',
    captchaScriptDelayMs: 15_000,
    forceError: [],
    socialLogin: true,
    whitelabelOn: [],
    whitelabelOff: [],
    collector: defaultCollectorFaults(),
    popupRevision: null,
    downloadSettings: null,
    counters: null,
    appUpgrade: null,
    gameLaunch: 'ok',
    // Past the storefront's 10 s launch timeout (spec §9), so the retry message shows.
    gameLaunchDelayMs: 15_000,
    cashier: 'approve',
    cardBind: null,
    answerLost: [],
    smsCaptcha: false,
    ...pageScenarioDefaults(),
  };
}

/** Whether a per-merchant switch (`true`, `false` or a list of merchant codes) is on for one. */
export function isOnFor(setting: boolean | string[], merchantCode: string): boolean {
  return setting === true || (Array.isArray(setting) && setting.includes(merchantCode));
}

/** The scenario of one server instance. */
export class ScenarioStore {
  readonly #defaults: () => QaScenario;
  current: QaScenario;

  /** `defaults`: what the server starts with and a reset returns to. */
  constructor(defaults: () => QaScenario = defaultScenario) {
    this.#defaults = defaults;
    this.current = defaults();
  }

  merge(patch: ScenarioPatch): QaScenario {
    const { collector, ...fields } = patch;
    const merged = { ...this.current, ...fields };
    if (collector !== undefined) {
      merged.collector = mergeCollectorFaults(this.current.collector, collector);
    }
    this.current = merged;
    return this.current;
  }

  reset(): QaScenario {
    this.current = this.#defaults();
    return this.current;
  }
}

/** Longest latency QA may ask for, so a typo cannot hang a test run for hours. */
export const MAX_LATENCY_MS = 120_000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

type FieldCheck = (value: unknown) => string | null;

const isBool: FieldCheck = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isRate: FieldCheck = (v) =>
  typeof v === 'number' && v >= 0 && v <= 1 ? null : 'must be a number from 0 to 1';
const isMilliseconds: FieldCheck = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_LATENCY_MS
    ? null
    : `must be a number of milliseconds from 0 to ${MAX_LATENCY_MS}`;
const oneOf =
  (...values: readonly string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;
const isStringOrNull: FieldCheck = (v) =>
  v === null || typeof v === 'string' ? null : 'must be a string or null';
const isMerchantSwitch: FieldCheck = (v) =>
  typeof v === 'boolean' ||
  (Array.isArray(v) && v.every((code) => typeof code === 'string' && MERCHANTS.has(code)))
    ? null
    : `must be true, false or an array of merchant codes (${[...MERCHANTS.keys()].join(', ')})`;
/** Switch codes as the status lists them (spec §6: STARTGAMEINAPP3, FIREBASECREATEACC3, …). */
const SWITCH_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
const MAX_SWITCH_CODES = 50;
const isSwitchCodes: FieldCheck = (v) =>
  Array.isArray(v) &&
  v.length <= MAX_SWITCH_CODES &&
  v.every((code) => typeof code === 'string' && SWITCH_CODE.test(code))
    ? null
    : `must be an array of at most ${MAX_SWITCH_CODES} white-label switch codes ` +
      '(upper-case letters, digits and _), e.g. ["FIREBASECREATEACC3"]';

const CHECKS: Record<keyof QaScenario, FieldCheck> = {
  maintenance: isBool,
  maintenanceEnd: (v) =>
    v === null || (typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)))
      ? null
      : 'must be an ISO 8601 date-time with an offset (e.g. 2030-01-01T08:00:00+07:00) or null',
  maintenanceMessage: isStringOrNull,
  regionRestriction: isBool,
  domainUnavailable: isBool,
  statusError: (v) => {
    if (v === null) return null;
    if (typeof v !== 'object' || Array.isArray(v)) return 'must be {errorCode, message} or null';
    const { errorCode, message, ...rest } = v as Record<string, unknown>;
    if (typeof errorCode !== 'string' || errorCode === '') return 'errorCode must be a string';
    if (typeof message !== 'string') return 'message must be a string';
    const extra = Object.keys(rest);
    return extra.length ? `has unknown field ${extra.join(', ')}` : null;
  },
  malformed: isBool,
  latencyMs: isMilliseconds,
  failRate: isRate,
  errorRate: isRate,
  paths: (v) =>
    v === null || (Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/')))
      ? null
      : 'must be an array of path prefixes starting with "/", or null',
  assetVersion: (v) => (typeof v === 'string' && v !== '' ? null : 'must be a non-empty string'),
  swVersion: (v) =>
    typeof v === 'string' && /^[\w.-]{1,20}$/.test(v)
      ? null
      : 'must be 1 to 20 letters, digits, dots, dashes or underscores',
  captcha: isMerchantSwitch,
  captchaVersion: oneOf(...CAPTCHA_VERSIONS),
  captchaScript: oneOf(...CAPTCHA_SCRIPT_MODES),
  captchaScriptDelayMs: isMilliseconds,
  forceError: forceErrorProblem,
  socialLogin: isMerchantSwitch,
  whitelabelOn: isSwitchCodes,
  whitelabelOff: isSwitchCodes,
  collector: collectorFaultsProblem,
  popupRevision: (v) =>
    v === null || (typeof v === 'string' && /^[\w.-]{1,20}$/.test(v))
      ? null
      : 'must be null or 1 to 20 letters, digits, dots, dashes or underscores',
  downloadSettings: downloadSettingsProblem,
  counters: countersProblem,
  appUpgrade: appUpgradeProblem,
  gameLaunch: oneOf(...GAME_LAUNCH_MODES),
  gameLaunchDelayMs: isMilliseconds,
  cashier: oneOf(...CASHIER_MODES),
  cardBind: (v) => (v === null ? null : oneOf(...BIND_ERROR_CODES)(v)),
  answerLost: (v) =>
    Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/') && !isQaPath(p))
      ? null
      : 'must be an array of path prefixes starting with "/" (not /__qa)',
  smsCaptcha: isMerchantSwitch,
  ...PAGE_SCENARIO_CHECKS,
};

export type PatchResult = { ok: true; patch: ScenarioPatch } | { ok: false; error: string };

/** Checks a POST body; every field must be known and well typed, or nothing is applied. */
export function parseScenarioPatch(input: unknown): PatchResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'The body must be a JSON object of scenario fields' };
  }
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    const check = (CHECKS as Record<string, FieldCheck | undefined>)[field];
    if (!check) {
      errors.push(`unknown field "${field}"`);
      continue;
    }
    const problem = check(value);
    if (problem) errors.push(`"${field}" ${problem}`);
    else patch[field] = field === 'paths' && Array.isArray(value) && !value.length ? null : value;
  }
  if (errors.length) return { ok: false, error: `Scenario not changed: ${errors.join('; ')}` };
  return { ok: true, patch: patch as ScenarioPatch };
}

export function isQaPath(pathname: string): boolean {
  return pathname === '/__qa' || pathname.startsWith('/__qa/');
}

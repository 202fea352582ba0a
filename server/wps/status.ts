// GET /wps/system/status: the merchant's site status, shaped by the QA scenario.
import { DEFAULT_PROFILE_ICON_COUNT } from '../../src/common/member-api.ts';
import { captchaEnabledFor, captchaId } from '../auth/captcha.ts';
import { encryptCustomerServicePath, stableSalt } from '../cs-crypto.ts';
import { wireDownloadUrl } from '../downloads.ts';
import { GSI_SCRIPT_PATH } from '../idp/paths.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { isOnFor } from '../qa.ts';
import { failure, type FailureEnvelope } from '../respond.ts';

export interface StatusRequest {
  hostname: string;
  clientIp: string;
  /** Where the local app files are linked from (server/downloads.ts). */
  origin: string;
}

/** The status failures QA can switch on; they replace the whole answer. */
export function statusOverride(scenario: QaScenario): FailureEnvelope | null {
  if (scenario.domainUnavailable) return failure('domain_not_available', 'Domain not available');
  if (scenario.statusError) {
    return failure(scenario.statusError.errorCode, scenario.statusError.message);
  }
  return null;
}

/** The scenario's maintenance and region fields, laid over a status value. */
export function scenarioFields(scenario: QaScenario) {
  return {
    maintenance: scenario.maintenance,
    maintenanceEnd: scenario.maintenanceEnd,
    maintenanceMessage: scenario.maintenanceMessage,
    regionRestriction: scenario.regionRestriction,
  };
}

/**
 * The white-label switches with QA's `whitelabelOn` added and `whitelabelOff` removed; an added
 * switch without a value gets '1', as the fixtures give theirs.
 */
export function applyWhitelabel(
  whitelabel: readonly string[],
  whitelabelVal: Readonly<Record<string, string>>,
  scenario: Pick<QaScenario, 'whitelabelOn' | 'whitelabelOff'>,
) {
  const off = new Set(scenario.whitelabelOff);
  const kept = (code: string) => !off.has(code);
  const on = [...new Set([...whitelabel, ...scenario.whitelabelOn])].filter(kept);
  const values = Object.fromEntries(Object.entries(whitelabelVal).filter(([code]) => kept(code)));
  for (const code of scenario.whitelabelOn.filter(kept)) values[code] ??= '1';
  return { whitelabel: on, whitelabelVal: values };
}

/**
 * `info.sms`, the SMS provider configuration of spec §3. A real deployment says `firebase: true`
 * with the Firebase web app's `apiKey`, `appId`, `authDomain`, `projectId`, `messagingSenderId`
 * and `googleWebClientId`; this server has no Firebase, and names its development identity
 * provider instead (our extension), while QA's `socialLogin` is on for the merchant.
 */
function smsSettings(social: boolean) {
  return social
    ? { firebase: false, apiKey: '', identityProvider: 'dev' as const }
    : { firebase: false, apiKey: '' };
}

export function buildStatus(
  merchant: MerchantFixture,
  request: StatusRequest,
  scenario: QaScenario,
) {
  const override = statusOverride(scenario);
  if (override) return override;
  const captcha = captchaEnabledFor(scenario, merchant.merchantCode);
  const smsCaptcha = isOnFor(scenario.smsCaptcha, merchant.merchantCode);
  const social = isOnFor(scenario.socialLogin, merchant.merchantCode);
  return {
    success: true,
    value: {
      info: {
        merchantCode: merchant.merchantCode,
        merchantName: merchant.merchantName,
        defaultLanguage: merchant.defaultLanguage,
        mainDomain: request.hostname,
        imageCDNs: [`/cdn/${merchant.merchantCode}`],
        customerService: merchant.customerService.map((entry) => ({
          title: entry.title,
          path: encryptCustomerServicePath(
            entry.target,
            entry.key,
            stableSalt(entry.target, entry.key),
          ),
          csType: entry.csType,
          csPosition: entry.csPosition,
          labelIds: entry.labelIds,
        })),
        domainRoute: [{ domainName: request.hostname }],
        mobileTemplate: merchant.mobileTemplate,
        // The storefront loads the captcha provider and Google one-tap from these; here, the
        // development captcha and the development identity provider's stand-in.
        paths: {
          captchaScripts: ['/captcha/gt.js'],
          ...(social ? { googleIdentityScript: GSI_SCRIPT_PATH } : {}),
        },
        register: { captcha: { enabled: captcha, ...(smsCaptcha ? { sms: true } : {}) } },
        resources: merchant.resources.map(({ resourceType, url }) => ({
          resourceType,
          url: wireDownloadUrl(url, request.origin),
        })),
        ...applyWhitelabel(merchant.whitelabel, merchant.whitelabelVal, scenario),
        sms: smsSettings(social),
        gw: {
          // The development captcha's public id (docs/qa.md), only while QA has it on.
          GEETEST_ID: captcha || smsCaptcha ? captchaId(merchant.merchantCode) : '',
          GEETEST_VERSION: scenario.captchaVersion,
          PROFILE_ICON_COUNT: DEFAULT_PROFILE_ICON_COUNT,
        },
        analytics: {},
      },
      location: { ip: request.clientIp },
      test: false,
      ...scenarioFields(scenario),
    },
  };
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/** The operator's `info` with QA's white-label changes; anything unexpected is left alone. */
function overlayInfo(info: unknown, scenario: QaScenario): unknown {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) return info;
  const fields = info as Record<string, unknown>;
  const list = fields['whitelabel'] ?? [];
  const values = fields['whitelabelVal'] ?? {};
  if (!Array.isArray(list) || !list.every((code) => typeof code === 'string')) return info;
  if (!isStringRecord(values)) return info;
  return { ...fields, ...applyWhitelabel(list, values, scenario) };
}

/**
 * Proxy mode: lays the switched-on maintenance and region fields, and the white-label changes,
 * over the operator's status answer, leaving everything else as the operator sent it.
 */
export function overlayStatus(body: unknown, scenario: QaScenario): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const envelope = body as { success?: unknown; value?: unknown };
  if (envelope.success !== true || typeof envelope.value !== 'object' || !envelope.value) {
    return body;
  }
  const fields = scenarioFields(scenario);
  const value: Record<string, unknown> = { ...envelope.value };
  if (scenario.maintenance) {
    value['maintenance'] = true;
    value['maintenanceEnd'] = fields.maintenanceEnd;
    value['maintenanceMessage'] = fields.maintenanceMessage;
  }
  if (scenario.regionRestriction) value['regionRestriction'] = true;
  if (changesWhitelabel(scenario)) value['info'] = overlayInfo(value['info'], scenario);
  return { ...envelope, value };
}

const changesWhitelabel = (scenario: QaScenario) =>
  scenario.whitelabelOn.length > 0 || scenario.whitelabelOff.length > 0;

/** Whether proxy mode must rewrite the operator's status answer. */
export function needsStatusOverlay(scenario: QaScenario): boolean {
  return scenario.maintenance || scenario.regionRestriction || changesWhitelabel(scenario);
}

// GET /wps/system/status: the merchant's site status, shaped by the QA scenario.
import { captchaEnabledFor, captchaId } from '../auth/captcha.ts';
import { encryptCustomerServicePath, stableSalt } from '../cs-crypto.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../qa.ts';
import { failure, type FailureEnvelope } from '../respond.ts';

export interface StatusRequest {
  hostname: string;
  clientIp: string;
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

export function buildStatus(
  merchant: MerchantFixture,
  request: StatusRequest,
  scenario: QaScenario,
) {
  const override = statusOverride(scenario);
  if (override) return override;
  const captcha = captchaEnabledFor(scenario, merchant.merchantCode);
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
        // The storefront loads the captcha provider from these; here, the development captcha.
        paths: { captchaScripts: ['/captcha/gt.js'] },
        register: { captcha: { enabled: captcha } },
        resources: merchant.resources,
        whitelabel: merchant.whitelabel,
        whitelabelVal: merchant.whitelabelVal,
        sms: { firebase: false, apiKey: '' },
        gw: {
          // The development captcha's public id (docs/qa.md), only while QA has it on.
          GEETEST_ID: captcha ? captchaId(merchant.merchantCode) : '',
          GEETEST_VERSION: scenario.captchaVersion,
          PROFILE_ICON_COUNT: 9,
        },
        analytics: {},
      },
      location: { ip: request.clientIp },
      test: false,
      ...scenarioFields(scenario),
    },
  };
}

/**
 * Proxy mode: lays the switched-on maintenance and region fields over the operator's status
 * answer, leaving everything else as the operator sent it.
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
  return { ...envelope, value };
}

/** Whether proxy mode must rewrite the operator's status answer. */
export function needsStatusOverlay(scenario: QaScenario): boolean {
  return scenario.maintenance || scenario.regionRestriction;
}

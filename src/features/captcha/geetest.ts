import * as v from 'valibot';
import { get } from '../../api/request';
import { validate } from '../../data/sync/validate';
import { currentLanguage } from '../../i18n';
import { loadCaptchaScript } from './loadScript';

/** The part of the Geetest browser API (v3 `initGeetest`, v4 `initGeetest4`) we use. */
interface GeetestCaptcha {
  appendTo(target: string | HTMLElement): GeetestCaptcha;
  onReady(handler: () => void): GeetestCaptcha;
  onSuccess(handler: () => void): GeetestCaptcha;
  onError(
    handler: (error: {
      msg?: string;
      code?: string | number;
      error_code?: string | number;
    }) => void,
  ): GeetestCaptcha;
  onClose(handler: () => void): GeetestCaptcha;
  getValidate(): Record<string, string> | false | undefined;
  reset(): void;
  destroy?(): void;
}

type InitGeetest = (
  config: Record<string, unknown>,
  callback: (captcha: GeetestCaptcha) => void,
) => void;
type CaptchaGlobals = { initGeetest?: InitGeetest; initGeetest4?: InitGeetest };

const RegisterSchema = v.object({
  gt: v.string(),
  challenge: v.string(),
  newCaptcha: v.optional(v.boolean()),
  success: v.optional(v.union([v.number(), v.boolean()])),
});

export type CaptchaVersion = 'v3' | 'v4';

export interface CaptchaSettings {
  version: CaptchaVersion;
  /** v4 captcha id (status gw.GEETEST_ID). */
  captchaId: string;
  /** Script URLs, tried in order (status paths.captchaScripts, else the provider's). */
  scripts: readonly string[];
}

export interface CaptchaEvents {
  onReady: () => void;
  onSuccess: () => void;
  onError: (message: string, code: string) => void;
  onClose: () => void;
}

export interface CaptchaWidget {
  /** The fields the login and register payloads carry (spec §3), or null before success. */
  result(): Record<string, string> | null;
  reset(): void;
}

const globals = () => window as Window & CaptchaGlobals;

/** Maps the provider's answer to the payload fields of spec §3. */
function toPayload(
  version: CaptchaVersion,
  validate: Record<string, string>,
): Record<string, string> {
  if (version === 'v4') return { geetestValidateV4: JSON.stringify(validate) };
  return {
    geetestChallenge: validate.geetest_challenge ?? '',
    geetestValidate: validate.geetest_validate ?? '',
    geetestSeccode: validate.geetest_seccode ?? '',
  };
}

/** Loads the provider and draws its widget into `container`. */
export async function mountCaptcha(
  container: HTMLElement,
  settings: CaptchaSettings,
  events: CaptchaEvents,
): Promise<CaptchaWidget> {
  const ready = () =>
    Boolean(settings.version === 'v4' ? globals().initGeetest4 : globals().initGeetest);
  await loadCaptchaScript(settings.scripts, ready);
  const language = currentLanguage().toLowerCase();
  let config: Record<string, unknown>;
  if (settings.version === 'v4') {
    config = { captchaId: settings.captchaId, product: 'float', language };
  } else {
    const register = validate(
      'captcha register',
      RegisterSchema,
      await get('/wps/captcha/geetest', { query: { t: Date.now() }, alert: false, noStore: true }),
    );
    config = {
      gt: register.gt,
      challenge: register.challenge,
      offline: !register.success,
      new_captcha: register.newCaptcha ?? true,
      product: 'float',
      lang: language,
    };
  }
  const init = (settings.version === 'v4' ? globals().initGeetest4 : globals().initGeetest)!;
  const captcha = await new Promise<GeetestCaptcha>((resolve) => init(config, resolve));
  captcha.appendTo(container);
  captcha.onReady(events.onReady);
  captcha.onSuccess(events.onSuccess);
  captcha.onClose(events.onClose);
  captcha.onError((error) =>
    events.onError(error.msg ?? 'unknown error', String(error.code ?? error.error_code ?? '')),
  );
  return {
    result: () => {
      const validate = captcha.getValidate();
      return validate ? toPayload(settings.version, validate) : null;
    },
    reset: () => captcha.reset(),
  };
}

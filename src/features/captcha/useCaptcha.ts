import { useEffect, useState } from 'react';
import { useSiteStatus } from '../../data/hooks';
import { showAlert, showNotice } from '../../ui/notices';
import { captchaApplies, smsCaptchaProblem, type CaptchaScenario } from './captchaRules';
import { CaptchaLoadError } from './loadScript';
import { mountCaptcha, type CaptchaSettings, type CaptchaWidget } from './geetest';

/** Spec §4 captcha widget states. */
export type CaptchaState =
  | { name: 'loading' }
  | { name: 'waiting' }
  | { name: 'success' }
  | { name: 'error'; message: string; code: string };

/** The provider's own servers, used when the deployment names none. */
const PROVIDER_SCRIPTS = {
  v3: [
    'https://static.geetest.com/static/js/gt.0.5.0.js',
    'https://static.geevisit.com/static/js/gt.0.5.0.js',
  ],
  v4: ['https://static.geetest.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js'],
};

/** The captcha a form needs (spec §4, §5): on only when the scenario's switch is on. */
export function useCaptcha(scenario: CaptchaScenario) {
  const status = useSiteStatus();
  const info = status?.status.info;
  const enabled = captchaApplies(info?.register?.captcha, scenario);
  const version = info?.gw?.GEETEST_VERSION === 'v4' ? 'v4' : 'v3';
  const problem = smsCaptchaProblem(scenario, version);
  const captchaId = info?.gw?.GEETEST_ID ?? '';
  const scripts = info?.paths.captchaScripts;
  // A callback ref kept in state, so the widget mounts when the element appears.
  const [element, container] = useState<HTMLDivElement | null>(null);
  const [widget, setWidget] = useState<CaptchaWidget | null>(null);
  const [state, setState] = useState<CaptchaState>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !element || problem) return;
    let active = true;
    const settings: CaptchaSettings = {
      version,
      captchaId,
      scripts: scripts?.length ? scripts : PROVIDER_SCRIPTS[version],
    };
    const update = (next: CaptchaState) => {
      if (active) setState(next);
    };
    mountCaptcha(element, settings, {
      onReady: () => update({ name: 'waiting' }),
      onSuccess: () => update({ name: 'success' }),
      onError: (message, code) => update({ name: 'error', message, code }),
      onClose: () => {
        update({ name: 'waiting' });
        showNotice({ kind: 'toast', text: { key: 'captcha.verify_first' }, durationMs: 1500 });
      },
    }).then(
      (mounted) => {
        if (active) setWidget(mounted);
      },
      (error: unknown) =>
        update({
          name: 'error',
          message: error instanceof CaptchaLoadError ? error.message : 'unknown error',
          code: error instanceof CaptchaLoadError ? String(error.code) : '',
        }),
    );
    return () => {
      active = false;
      setWidget(null);
      element.replaceChildren();
    };
  }, [enabled, element, version, captchaId, scripts, attempt, problem]);

  return {
    enabled,
    state: problem ? ({ name: 'error', message: problem, code: '' } as const) : state,
    container,
    /** Error → loading again (spec: click to retry). */
    retry: () => {
      setState({ name: 'loading' });
      setAttempt((count) => count + 1);
    },
    /** Back to waiting, e.g. after a failed submit (spec §4 registration). */
    reset: () => {
      widget?.reset();
      if (enabled) setState({ name: 'waiting' });
    },
    /**
     * The payload fields, or null after telling the player to complete it first (spec §5). With the
     * captcha off this is `{}`.
     */
    requireResult: (): Record<string, string> | null => {
      if (!enabled) return {};
      if (problem) {
        showAlert({ literal: problem });
        return null;
      }
      const result = widget?.result() ?? null;
      if (!result) {
        showNotice({
          kind: 'alert',
          title: { key: 'app.notice' },
          text: { key: 'captcha.complete_first' },
          actions: [],
        });
      }
      return result;
    },
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;

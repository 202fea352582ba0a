import { useTranslation } from 'react-i18next';
import type { Captcha } from './useCaptcha';
import './captcha.css';

/** The captcha block of spec §2: loading, waiting, success, error with retry. */
export function CaptchaBlock({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation();
  const { enabled, state, container, retry } = captcha;
  if (!enabled) return null;
  return (
    <div className="captcha" data-state={state.name}>
      {state.name === 'loading' && <p role="status">{t('captcha.loading')}</p>}
      <div ref={container} hidden={state.name === 'loading' || state.name === 'error'} />
      {state.name === 'success' && (
        <p role="status" className="visually-hidden">
          {t('captcha.done')}
        </p>
      )}
      {state.name === 'error' && (
        <div role="alert" className="captcha-error">
          <p>
            {state.message}
            {state.code && ` (${state.code})`}
          </p>
          <button type="button" className="button" onClick={retry}>
            {t('captcha.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { NewPasswordForm } from './NewPasswordForm';
import { checkResetToken } from './resetApi';
import { resetRefusal, takeTokenFromAddress, type ResetRefusal } from './resetRules';
import './auth.css';

/**
 * The link's token, taken out of the address the first time it is read and kept in memory: a
 * second render (React's strict mode) finds the address clean and the token here.
 */
let lastToken: string | null = null;
function linkToken(): string | null {
  lastToken = takeTokenFromAddress(window.location, window.history) ?? lastToken;
  return lastToken;
}

type LinkState =
  | { name: 'checking' }
  | { name: 'ready'; token: string; account: string }
  | { name: 'refused'; refusal: ResetRefusal }
  | { name: 'unreachable' };

const NO_TOKEN: ResetRefusal = { place: 'link', key: 'reset.error_link_invalid' };

/**
 * Where the e-mailed link lands (`/m/resetPassword#token=…`, docs/member.md "Forgot password"),
 * in ForgotPasswordPage's chunk:
 * the token leaves the address at once and stays in memory; the server says what it opens before
 * the player types a new password.
 */
export function ResetLinkView() {
  const { t } = useTranslation();
  const [token, setToken] = useState(linkToken);
  /** What the server said of a token, or of the form since; `attempt` counts the retries. */
  const [checked, setChecked] = useState<{ token: string; attempt: number; state: LinkState }>();
  const [attempt, setAttempt] = useState(0);
  const state: LinkState = !token
    ? { name: 'refused', refusal: NO_TOKEN }
    : checked?.token === token && checked.attempt === attempt
      ? checked.state
      : { name: 'checking' };
  const settle = (next: LinkState) => token && setChecked({ token, attempt, state: next });

  // Another link opened in this same page only changes the fragment.
  useEffect(() => {
    const another = () => {
      const next = takeTokenFromAddress(window.location, window.history);
      if (next) setToken((lastToken = next));
    };
    window.addEventListener('hashchange', another);
    return () => window.removeEventListener('hashchange', another);
  }, []);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const answer = (next: LinkState) => current && setChecked({ token, attempt, state: next });
    checkResetToken(token).then(
      ({ account }) => answer({ name: 'ready', token, account }),
      (error: unknown) => {
        const refusal = resetRefusal(error);
        answer(refusal ? { name: 'refused', refusal } : { name: 'unreachable' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <PageFrame titleKey="reset.new_password_title">
      {state.name === 'checking' && <Spinner />}
      {state.name === 'ready' && (
        <NewPasswordForm
          token={state.token}
          account={state.account}
          onLinkRefused={(refusal) => settle({ name: 'refused', refusal })}
        />
      )}
      {state.name === 'unreachable' && (
        <div className="form">
          <p className="field-error" role="alert">
            {t('reset.link_unreachable')}
          </p>
          <button
            type="button"
            className="button primary wide"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {state.name === 'refused' && (
        <div className="form">
          <p className="field-error" role="alert">
            {t(state.refusal.key)}
          </p>
          <AppLink className="button primary wide" to={pathOf('forgotPassword')}>
            {t('reset.request_new_link')}
          </AppLink>
        </div>
      )}
    </PageFrame>
  );
}

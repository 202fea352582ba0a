import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { RESET_PASSWORD_PAGE } from '../../common/member-api';
import { PageFrame } from '../../ui/PageFrame';
import { Tabs } from '../../ui/Tabs';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetByMail } from './ResetByMail';
import { ResetBySms, type ResetGrant } from './ResetBySms';
import { ResetLinkView } from './ResetLinkView';
import type { ResetRefusal } from './resetRules';
import './auth.css';

const WAYS = ['sms', 'email'] as const;
type Way = (typeof WAYS)[number];

/**
 * The route's two addresses, one chunk (each lazy route costs the home route bytes): the mailed
 * link's page, or the forgotten-password page.
 */
export default function ResetPages() {
  const [pathname] = useLocation();
  return pathname === RESET_PASSWORD_PAGE ? <ResetLinkView /> : <ForgotPasswordPage />;
}

/**
 * Forgot password (docs/member.md "Forgot password"): by a code sent to the member's mobile, then
 * a new password right here; or by a link mailed to the member's address (ResetLinkView).
 */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  const panelId = useId();
  const [way, setWay] = useState<Way>('sms');
  const [grant, setGrant] = useState<ResetGrant>();
  const [refusal, setRefusal] = useState<ResetRefusal>();

  const startAgain = () => {
    setGrant(undefined);
    setRefusal(undefined);
  };

  return (
    <PageFrame titleKey="reset.title">
      {refusal ? (
        <div className="form">
          <p className="field-error" role="alert">
            {t(refusal.key)}
          </p>
          <button type="button" className="button primary wide" onClick={startAgain}>
            {t('reset.start_again')}
          </button>
        </div>
      ) : grant ? (
        <NewPasswordForm token={grant.token} account={grant.account} onLinkRefused={setRefusal} />
      ) : (
        <>
          <p className="form-intro">{t('reset.intro')}</p>
          <Tabs
            label={t('reset.ways')}
            options={WAYS}
            value={way}
            onChange={setWay}
            labelFor={(option) => t(`reset.by_${option}`)}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${way}`}>
            {way === 'sms' ? <ResetBySms onVerified={setGrant} /> : <ResetByMail />}
          </div>
        </>
      )}
      <p className="form-footer">
        <AppLink to={pathOf('login')}>{t('reset.back_to_login')}</AppLink>
      </p>
    </PageFrame>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteLink } from '../../common/pages/referral';
import { showNotice } from '../../ui/notices';
import { QrCode } from './QrCode';
import { copyText, shareNatively, shareTargets } from './share';

/** The member's link and code: copy, share (or the fallback targets), and the QR code. */
export function InvitePanel({
  referralCode,
  affiliateCode,
}: {
  referralCode: string;
  affiliateCode: string | null;
}) {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState(false);
  // The address the member uses now: a mirror domain that works for them works for the friend.
  const link = inviteLink(window.location.origin, { referralCode, affiliateCode });
  const message = t('invite.share_text', { code: referralCode });
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showNotice({
      kind: 'toast',
      text: { key: copied ? 'invite.copied' : 'invite.copy_by_hand' },
      durationMs: 2500,
    });
    if (!copied) document.getElementById('invite-link')?.focus();
  };
  const share = async () => {
    const outcome = await shareNatively({
      title: t('invite.share_title'),
      text: message,
      url: link,
    });
    if (outcome === 'unsupported') setFallback(true);
  };
  return (
    <section className="invite-panel" aria-labelledby="invite-mine">
      <h2 id="invite-mine">{t('invite.your_link')}</h2>
      <div className="field">
        <label htmlFor="invite-link">{t('invite.link')}</label>
        <input id="invite-link" readOnly value={link} onFocus={(event) => event.target.select()} />
      </div>
      <p className="invite-code">
        {t('invite.code')} <strong>{referralCode}</strong>
      </p>
      <div className="invite-actions">
        <button type="button" className="button" onClick={() => void copy(link)}>
          {t('invite.copy_link')}
        </button>
        <button type="button" className="button" onClick={() => void copy(referralCode)}>
          {t('invite.copy_code')}
        </button>
        <button type="button" className="button primary" onClick={() => void share()}>
          {t('invite.share')}
        </button>
      </div>
      {fallback && (
        <ul className="invite-targets" aria-label={t('invite.share_with')}>
          {shareTargets(link, message).map((target) => (
            <li key={target.id}>
              <a href={target.href} target="_blank" rel="noopener noreferrer">
                {target.name ?? t('invite.by_email')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <QrCode text={link} label={t('invite.qr_label')} />
    </section>
  );
}

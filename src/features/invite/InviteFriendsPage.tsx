import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { ReferralSchema, type Referral } from '../../common/pages/referral';
import { useMemberPage, usePublicPage } from '../../data/pageStore';
import { syncMemberPage, syncPublicPage } from '../../data/sync/pages';
import { formatAmount } from '../../lib/currency';
import { useSession } from '../../lib/session';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { InvitePanel } from './InvitePanel';
import './invite.css';

type Programme = Referral['programme'];

function Rules({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const money = (amount: number) =>
    formatAmount(amount, programme.currency, { decimals: programme.decimals, symbol: true });
  return (
    <section className="invite-rules" aria-labelledby="invite-how">
      <p className="invite-headline">
        {t('invite.headline', {
          reward: money(programme.rewardPerFriend),
          deposit: money(programme.minFirstDeposit),
        })}
      </p>
      <h2 id="invite-how">{t('invite.how')}</h2>
      <ol>
        {programme.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>{t('invite.rules')}</h2>
      <ul>
        {programme.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

function Friends({ referral }: { referral: Referral }) {
  const { t, i18n } = useTranslation();
  const { programme, member } = referral;
  if (!member) return null;
  const money = (amount: number) =>
    formatAmount(amount, programme.currency, { decimals: programme.decimals, symbol: true });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="invite-friends" aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title">{t('invite.friends')}</h2>
      <dl className="invite-totals">
        <div>
          <dt>{t('invite.total_friends')}</dt>
          <dd>{member.totals.friends}</dd>
        </div>
        <div>
          <dt>{t('invite.total_qualified')}</dt>
          <dd>{member.totals.qualified}</dd>
        </div>
        <div>
          <dt>{t('invite.total_earned')}</dt>
          <dd>{money(member.totals.earned)}</dd>
        </div>
      </dl>
      {member.friends.length === 0 ? (
        <p className="empty-state">{t('invite.no_friends')}</p>
      ) : (
        <ul className="invite-friend-list">
          {member.friends.map((friend) => (
            <li key={`${friend.name}-${friend.registeredAt}`}>
              <span>{friend.name}</span>
              <span>{t(`invite.state.${friend.state}`)}</span>
              <span>{date(friend.registeredAt)}</span>
              <span>{money(friend.earned)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Spec §2 /m/inviteFriends (public): the programme for everyone; for a member also their link,
 * code, QR code, friends and earnings.
 */
export default function InviteFriendsPage() {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  const forMember = useMemberPage('referral', ReferralSchema);
  const forVisitor = usePublicPage('referral', ReferralSchema);
  useEffect(() => {
    const sync = signedIn
      ? syncMemberPage('referral', PAGE_PATHS.referral, ReferralSchema)
      : syncPublicPage('referral', PAGE_PATHS.referral, ReferralSchema);
    sync.catch(reportSyncFailure);
  }, [signedIn, i18n.language]);
  const stored = signedIn ? forMember : forVisitor;
  const referral = stored && stored.value;
  let body;
  if (referral === undefined) body = <Spinner />;
  else if (referral === null) {
    body = (
      <p className="empty-state" role="status">
        {t('invite.unavailable')}
      </p>
    );
  } else {
    const member = referral.member;
    const offersLink = referral.enabled && member?.enabled;
    body = (
      <>
        {member && offersLink && (
          <InvitePanel referralCode={member.referralCode} affiliateCode={member.affiliateCode} />
        )}
        {(member || !referral.enabled) && !offersLink && (
          <p className="empty-state" role="status">
            {t('invite.off')}
          </p>
        )}
        <Rules programme={referral.programme} />
        {member ? (
          <Friends referral={referral} />
        ) : (
          <AppLink className="button primary wide" to={pathOf('register')}>
            {t('invite.register')}
          </AppLink>
        )}
      </>
    );
  }
  return <PageFrame titleKey="pages.invite_friends">{body}</PageFrame>;
}

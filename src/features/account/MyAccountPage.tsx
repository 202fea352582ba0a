import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useBalance, useProfile } from '../../data/accountHooks';
import { useMemberInfo } from '../../data/hooks';
import { syncProfile } from '../../data/sync/account';
import { syncMemberInfo, syncRankProgress } from '../../data/sync/member';
import { DEFAULT_PROFILE_ICON_COUNT } from '../../common/member-api';
import { useSession } from '../../lib/session';
import { PageFrame } from '../../ui/PageFrame';
import { VipProgressView } from '../promotions';
import { AccountMenu } from './AccountMenu';
import { AvatarPicker } from './AvatarPicker';
import { BalanceView, formatBalance } from './BalanceView';
import { useBalanceHidden } from './balanceVisibility';
import { logOut } from './logout';
import './account.css';

function warn(what: string) {
  return (error: unknown) => console.warn(`${what} not refreshed`, error);
}

/** Spec §2 /m/member/home: who the member is, their money, and every member page. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const session = useSession();
  const member = useMemberInfo();
  const profile = useProfile();
  const balance = useBalance();
  const hidden = useBalanceHidden();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Quietly: offline, the last-known rows stay on screen under the offline banner.
    syncProfile().catch(warn('Profile'));
    syncMemberInfo().catch(warn('Member info'));
    syncRankProgress().catch(warn('Rank progress'));
  }, []);
  const name = member?.account ?? session?.userName ?? '';
  const leave = async () => {
    setLeaving(true);
    await logOut();
    navigate(pathOf('home'), { replace: true });
  };
  return (
    <PageFrame titleKey="pages.member_home">
      <section className="account-profile" aria-label={t('account.profile')}>
        <AvatarPicker
          avatar={profile?.avatar ?? 1}
          count={profile?.avatarCount ?? DEFAULT_PROFILE_ICON_COUNT}
          name={name}
        />
        <div>
          <p className="account-name" data-testid="account-name">
            {name}
          </p>
          <VipProgressView />
        </div>
      </section>
      <BalanceView className="balance-card" />
      {balance && balance.pendingWithdrawal > 0 && !hidden && (
        <p className="account-pending">
          {t('account.pending_withdrawal', {
            amount: formatBalance(balance.pendingWithdrawal, balance.currency, balance.decimals),
          })}
        </p>
      )}
      <AccountMenu currency={balance?.currency} profile={profile} />
      <button
        type="button"
        className="button account-logout"
        disabled={leaving}
        aria-busy={leaving}
        onClick={() => void leave()}
      >
        {t('account.log_out')}
      </button>
    </PageFrame>
  );
}

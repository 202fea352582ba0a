import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf, type RouteId } from '../../app/paths';
import type { Profile } from '../../common/member-schemas';
import { openCustomerService, useCustomerServiceTargets } from '../customer-service';
import { LanguageSwitcher } from '../language';
import { openAppDownload } from '../promotions';

interface MenuLink {
  id: RouteId;
  labelKey: string;
  query?: Record<string, string>;
}

function LinkItems({ links }: { links: MenuLink[] }) {
  const { t } = useTranslation();
  return links.map(({ id, labelKey, query }) => (
    <li key={labelKey}>
      <AppLink to={pathOf(id, query)}>
        {t(labelKey)}
        <span aria-hidden="true">›</span>
      </AppLink>
    </li>
  ));
}

function MenuGroup({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="account-menu">{children}</ul>
    </section>
  );
}

/** The factors login asks for, named as the sign-in dialog names them; "off" when none. */
function TwoFactorNote({ profile }: { profile: Profile | null | undefined }) {
  const { t } = useTranslation();
  if (!profile) return null;
  const factors = profile.secondFactors.map((factor) => t(`auth.factor_${factor}`));
  return (
    <span className="account-menu-note">
      {factors.length ? t('account.on', { what: factors.join(', ') }) : t('account.off')}
    </span>
  );
}

/**
 * My account's menu: the cashier, the member's pages, security, settings and help. Pix keys are
 * Brazil's, offered when the member's money is in reais.
 */
export function AccountMenu({
  currency,
  profile,
}: {
  currency?: string;
  profile?: Profile | null;
}) {
  const { t } = useTranslation();
  const targets = useCustomerServiceTargets();
  const wallet: MenuLink[] = [
    { id: 'voucherCenter', labelKey: 'header.deposit' },
    { id: 'withdraw', labelKey: 'header.withdraw' },
    { id: 'addBankCard', labelKey: 'account.cards' },
    ...(currency === 'BRL' ? [{ id: 'addBankCardPix', labelKey: 'account.pix' } as const] : []),
    { id: 'transactionHistory', labelKey: 'history.title' },
    { id: 'voucherCenter', labelKey: 'account.vouchers', query: { tab: 'vouchers' } },
  ];
  const activities: MenuLink[] = [
    { id: 'rewardCenter', labelKey: 'pages.reward_center' },
    { id: 'leaderBoard', labelKey: 'pages.leader_board' },
    { id: 'pointMarket', labelKey: 'pages.point_market' },
    { id: 'memberBenefits', labelKey: 'pages.member_benefits' },
    { id: 'inviteFriends', labelKey: 'pages.invite_friends' },
  ];
  return (
    <>
      <MenuGroup titleKey="account.wallet">
        <LinkItems links={wallet} />
      </MenuGroup>
      <MenuGroup titleKey="account.activities">
        <LinkItems links={activities} />
      </MenuGroup>
      <MenuGroup titleKey="account.security">
        <LinkItems links={[{ id: 'changePassword', labelKey: 'pages.change_password' }]} />
        <li>
          <div className="account-menu-row">
            {t('account.two_factor')}
            <TwoFactorNote profile={profile} />
          </div>
        </li>
        <li>
          <div className="account-menu-row">
            {t('account.withdraw_password')}
            {profile && (
              <span className="account-menu-note">
                {profile.withdrawPassword.set ? t('account.set') : t('account.not_set')}
              </span>
            )}
          </div>
        </li>
      </MenuGroup>
      <MenuGroup titleKey="account.settings">
        <li>
          <div className="account-menu-row">
            {t('app.language')}
            <LanguageSwitcher />
          </div>
        </li>
        <li>
          <button type="button" onClick={() => openCustomerService(targets)}>
            {t('customer_service.open')}
          </button>
        </li>
        <li>
          <button type="button" onClick={openAppDownload}>
            {t('account.install_app')}
          </button>
        </li>
      </MenuGroup>
    </>
  );
}

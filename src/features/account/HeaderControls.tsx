import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useSession } from '../../lib/session';
import { LanguageSwitcher } from '../language';
import { BalanceView } from './BalanceView';
import './account.css';

/**
 * The home header's controls: the language choice, then for a member the balance and the cashier
 * shortcuts, for a visitor the way in. Loaded apart from the home route (HomeHeader.tsx).
 */
export default function HeaderControls() {
  return (
    <>
      <LanguageSwitcher />
      <AccountRow />
    </>
  );
}

function AccountRow() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.token) {
    return (
      <div className="header-account">
        <AppLink className="button header-button" to={pathOf('login')}>
          {t('pages.login')}
        </AppLink>
        <AppLink className="button primary header-button" to={pathOf('register')}>
          {t('pages.register')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="header-account">
      <BalanceView className="balance-header" />
      <div className="header-shortcuts" role="group" aria-label={t('header.cashier')}>
        <AppLink className="button primary header-button" to={pathOf('voucherCenter')}>
          {t('header.deposit')}
        </AppLink>
        <AppLink className="button header-button" to={pathOf('withdraw')}>
          {t('header.withdraw')}
        </AppLink>
      </div>
    </div>
  );
}

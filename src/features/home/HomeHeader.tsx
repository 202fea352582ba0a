import { useTranslation } from 'react-i18next';
import { useMobileTemplate, useSiteStatus } from '../../data/hooks';
import { optional } from '../../ui/optional';
import { loadHeaderAccount } from '../account';
import { LanguageSwitcher } from '../language';

const HeaderAccount = optional(() => loadHeaderAccount().then((m) => m.default));

export function HomeHeader() {
  const { t } = useTranslation();
  const template = useMobileTemplate();
  const status = useSiteStatus();
  const merchant = status?.status.info.merchantName ?? status?.merchantCode ?? '';
  const logo = template?.parameters.image_logo;
  return (
    <header className="home-header">
      {logo ? (
        <img className="logo" src={logo} alt={t('home.logo_alt', { merchant })} height={40} />
      ) : (
        <span className="logo-text">{merchant}</span>
      )}
      <LanguageSwitcher />
      <div className="home-header-account">
        <HeaderAccount />
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { useMobileTemplate, useSiteStatus } from '../../data/hooks';
import { useSession } from '../../lib/session';
import { optional } from '../../ui/optional';
import { loadHeaderControls } from '../account';

/**
 * The header's controls (the language choice, then the balance or the way in) load as one small
 * chunk after the first paint; their row keeps its height meanwhile (home.css).
 */
const HeaderControls = optional(loadHeaderControls);

export function HomeHeader() {
  const { t } = useTranslation();
  const template = useMobileTemplate();
  const status = useSiteStatus();
  const signedIn = Boolean(useSession()?.token);
  const merchant = status?.status.info.merchantName ?? status?.merchantCode ?? '';
  const logo = template?.parameters.image_logo;
  return (
    // A member's account row (balance and cashier buttons) is taller than a visitor's (home.css).
    <header className={signedIn ? 'home-header signed-in' : 'home-header'}>
      {logo ? (
        <img
          className="logo"
          src={logo}
          alt={t('home.logo_alt', { merchant })}
          width={160}
          height={40}
        />
      ) : (
        <span className="logo-text">{merchant}</span>
      )}
      <HeaderControls />
    </header>
  );
}

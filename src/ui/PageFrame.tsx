import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canGoBackInApp, useAppNavigate } from '../app/navigation';
import { pathOf } from '../app/paths';

/** The frame every inner page shares: a back button and the page title. */
export function PageFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => {
    // A page opened directly (from an ad or a push) has nothing to go back to inside the app.
    if (canGoBackInApp()) {
      window.history.back();
    } else {
      navigate(pathOf('home'), { replace: true });
    }
  };
  return (
    <div className="page">
      <header className="page-header">
        <button type="button" className="back-button" onClick={back} aria-label={t('app.back')}>
          <span aria-hidden="true">‹</span>
        </button>
        <h1>{title}</h1>
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}

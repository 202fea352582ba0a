import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';
import { ChunkLoadError, loadNewBuildOnce } from './newBuild';

/**
 * What shows instead of a page that threw or whose code did not load: never a blank page. Code
 * gone because a new build was deployed loads the new build once (newBuild.ts) before this gives
 * up and offers Reload and Home. It is a screen of its own rather than inside the page frame:
 * PageFrame lives in the feature pages' chunks, and the home route's size budget cannot take it.
 */
export function PageFailure({ error, onHome }: { error: unknown; onHome: () => void }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(error instanceof ChunkLoadError);
  useEffect(() => {
    if (!(error instanceof ChunkLoadError)) return;
    let shown = true;
    void loadNewBuildOnce(window.location.href).then((loading) => {
      if (shown && !loading) setChecking(false);
    });
    return () => {
      shown = false;
    };
  }, [error]);
  if (checking) return <Spinner />;
  return (
    <main className="status-screen">
      <h1>{t('recovery.page_failed_title')}</h1>
      <p>{t(navigator.onLine ? 'recovery.page_failed' : 'recovery.page_failed_offline')}</p>
      <div className="status-actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {t('recovery.reload')}
        </button>
        <button type="button" className="button" onClick={onHome}>
          {t('app.home')}
        </button>
      </div>
    </main>
  );
}

import { lazy, Suspense } from 'react';
import { appDownloadUnavailable } from '../promotions/appDownload';

// WARNING: part of the home bundle. Everything else of the install promotion loads in the chunk.
// A chunk that cannot load (offline before it was cached) means no install prompts, never a
// broken page.
const InstallLayer = lazy(() =>
  import('./InstallLayer').catch((error: unknown) => {
    console.warn('Install layer not loaded', error);
    appDownloadUnavailable();
    return { default: () => null };
  }),
);

/** The install promotion over every route (docs/install.md). */
export function LazyInstallLayer() {
  return (
    <Suspense fallback={null}>
      <InstallLayer />
    </Suspense>
  );
}

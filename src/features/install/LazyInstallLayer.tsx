import { optional } from '../../ui/optional';
import { appDownloadUnavailable } from '../promotions';

// WARNING: part of the home bundle. Everything else of the install promotion loads in the chunk.
/**
 * The install promotion over every route (docs/install.md). A chunk that cannot load (offline
 * before it was cached) means no install prompts, and no app download offered, never a broken page.
 */
export const LazyInstallLayer = optional(() =>
  import('./InstallLayer').then(
    (m) => m.default,
    (error: unknown) => {
      appDownloadUnavailable();
      throw error;
    },
  ),
);

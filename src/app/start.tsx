// The app's start, the last of the boot stages (src/main.tsx): what the old entry module did at
// its top level, now in a function, so that its chunk has no top-level await (see
// scripts/home-chunks.ts for why that matters).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { handOverBootPreview } from './bootPreview';
import { startStatusRefresh } from './statusRefresh';
import { watchSession } from '../features/auth/sessionLifecycle';
import { db } from '../data/db';
import { openStorage } from '../data/storageFallback';
import { initI18n } from '../i18n';
import { captureLandingAttribution } from '../features/tracking/attributionStore';
import { takeLinkToken } from '../lib/session';
import { showNotice } from '../ui/notices';
import { afterFirstContent } from './afterFirstContent';

async function readStoredDefaultLanguage() {
  try {
    return (await db.siteStatus.get('current'))?.status.info.defaultLanguage;
  } catch (error) {
    console.warn('Stored status unreadable', error);
    return undefined;
  }
}

export async function startApp() {
  // Before any redirect drops the campaign parameters the player landed with.
  captureLandingAttribution();

  // Boot never hangs (docs/architecture.md, Boot): storage and the language file each have a time
  // limit, after which the page renders with what it has.
  const storage = await openStorage().catch((error: unknown) => {
    console.error('No database for this visit', error);
    return 'unavailable' as const;
  });
  await initI18n(await readStoredDefaultLanguage());

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  startStatusRefresh();
  watchSession();
  handOverBootPreview();
  const reactRoot = createRoot(root, {
    // A route chunk that fails during a navigation throws twice: React retries the render, and the
    // error boundary then shows the "could not load" screen. The retry's notice is a warning, not
    // a second uncaught error.
    onRecoverableError: (error) => console.warn('Render retried after an error', error),
  });
  // A transition: React renders the first page in slices of a few milliseconds instead of one long
  // task, so the page answers a tap meanwhile (docs/performance.md "Boot stages").
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  if (storage === 'memory') {
    showNotice({ kind: 'toast', text: { key: 'recovery.storage_memory' }, durationMs: 8000 });
  }
  // A link signed in as another account than this tab's: the player chooses (docs/auth.md).
  const linkToken = takeLinkToken();
  if (linkToken) {
    import('../features/auth/linkAccountSwitch')
      .then(({ askToSwitchAccount }) => askToSwitchAccount(linkToken))
      .catch((error: unknown) => console.warn('The link’s account was not offered', error));
  }
  // After the first content: delivery triggers and the launch events are not needed to paint. The
  // launch events are stored when they are tracked, so waiting loses none; the support flag is
  // read from the address as it is now, before a redirect drops it.
  const landingSearch = window.location.search;
  afterFirstContent(() => import('../features/tracking/start'))()
    .then(({ startTracking }) => startTracking(landingSearch))
    .catch((error: unknown) => console.error('Tracking did not start', error));
}

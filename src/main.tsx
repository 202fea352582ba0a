import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startStatusRefresh } from './app/statusRefresh';
import { watchSession } from './features/auth/sessionLifecycle';
import { db } from './data/db';
import { initI18n } from './i18n';
import { captureLandingAttribution } from './features/tracking/attributionStore';
import { captureInstallPrompt } from './features/install/installPromptCapture';
import { adoptTokenFromUrl } from './lib/session';
import './ui/styles.css';

// Before anything reads the address: the token moves into the session and out of the URL.
adoptTokenFromUrl();
// Before any redirect drops the campaign parameters the player landed with.
captureLandingAttribution();
// Chromium offers its install prompt once, early: hold it for the install promotion.
captureInstallPrompt();

async function readStoredDefaultLanguage() {
  try {
    return (await db.siteStatus.get('current'))?.status.info.defaultLanguage;
  } catch (error) {
    console.warn('Stored status unreadable', error);
    return undefined;
  }
}

await initI18n(await readStoredDefaultLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
startStatusRefresh();
watchSession();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// After the first render: delivery triggers and the launch events are not needed to paint.
import('./features/tracking/start')
  .then(({ startTracking }) => startTracking())
  .catch((error: unknown) => console.error('Tracking did not start', error));

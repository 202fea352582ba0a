// The entry (docs/performance.md "Boot stages"): the app's code arrives in one wave (index.html
// preloads every stage) but is evaluated stage by stage, each in a task of its own, after the boot
// preview's first paint: one evaluation of it all was a task of a third of a second on a slow
// phone, with nothing drawn and no tap answered meanwhile. The stages are the bundle's chunks
// (scripts/home-chunks.ts): React, the database, the rest of the home route.
// First: the shared styles come before the features' own in the page's stylesheet.
import './ui/styles.css';
import { previewPainted } from './app/previewPaint';
import { captureInstallPrompt } from './features/install/installPromptCapture';
import { nextTask } from './lib/nextTask';
import { adoptTokenFromUrl } from './lib/sessionStore';

// Before anything else reads the address: a link's token moves into the session (or waits for
// the player's answer) and out of the address bar, in the same moment, so a reload loses neither.
adoptTokenFromUrl();
// Chromium offers its install prompt once, early: hold it for the install promotion.
captureInstallPrompt();

// No await at the top level: a lazy chunk importing a module of the entry's chunk would otherwise
// wait for the whole start, which may be waiting for that chunk.
void (async () => {
  await previewPainted();
  await import('react-dom/client');
  await nextTask();
  await import('./data/db');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp();
})();

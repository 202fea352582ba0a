import { track } from '../tracking';
import { currentEnvironment } from '../../lib/environmentDetails';
import { trackInstallStep, type InstallOrigin } from './funnel';
import { noteA2hsDismissal, noteInstalled } from './installMemory';
import {
  heldInstallPrompt,
  installedBeforeLoad,
  releaseInstallPrompt,
} from './installPromptCapture';
import { openSurface, overlayEvent } from './installUi';
import { decideHandoff } from './rules/inAppHandoff';

/**
 * The browser's own install paths (spec §4 "Install prompt"): the deferred beforeinstallprompt,
 * the iOS step-by-step guide, and the hand-off from an in-app browser to a real one. The app
 * install sheet calls these; so do this feature's own surfaces (docs/install-browser.md).
 */

export type PromptOutcome = 'accepted' | 'dismissed' | 'unavailable';

function usablePrompt() {
  const held = heldInstallPrompt();
  return held && typeof held.prompt === 'function' ? held : null;
}

const capabilityListeners = new Set<() => void>();
const notifyCapability = () => capabilityListeners.forEach((listener) => listener());

/**
 * Calls `listener` whenever canPromptInstall() may have changed: Chromium offers its prompt when it
 * judges the site installable, often seconds after the page opened, so a sheet already on screen
 * must gain its web-app button then.
 */
export function subscribeInstallCapability(listener: () => void): () => void {
  capabilityListeners.add(listener);
  return () => {
    capabilityListeners.delete(listener);
  };
}

/**
 * Whether "install the web app" can do something here: the browser offered its install prompt,
 * or iOS, where the guide (or, outside Safari, the way to Safari) applies.
 */
export function canPromptInstall(): boolean {
  if (usablePrompt()) return true;
  const env = currentEnvironment();
  return env.ios && !env.installed;
}

/** Whether this browser cannot install and "open in Chrome" (or Safari) is the way on. */
export function needsHandoff(): boolean {
  return decideHandoff(currentEnvironment(), window.location.href).kind !== 'none';
}

/**
 * Shows the browser's install prompt. Accepted: the install overlay's installing message
 * (without its close link when `closable` is false, as for a forced popup). Dismissed: the
 * session flag and the dismissal counter (spec §4). Either answer is tracked for `from`, the
 * surface that asked. No prompt on iOS: the iOS guide, or in an in-app browser the way to a real
 * one.
 */
export async function promptInstall(
  options: { closable?: boolean; from?: InstallOrigin } = {},
): Promise<PromptOutcome> {
  const deferred = usablePrompt();
  if (deferred) {
    releaseInstallPrompt();
    notifyCapability();
    try {
      await deferred.prompt();
      const { outcome } = await deferred.userChoice;
      if (options.from) {
        const { surface, ...detail } = options.from;
        void trackInstallStep('promptAnswered', surface, { ...detail, outcome });
      }
      if (outcome === 'accepted') {
        showInstallOverlay(options);
        return 'accepted';
      }
      noteA2hsDismissal();
      return 'dismissed';
    } catch (error) {
      console.warn('Install prompt failed', error);
      return 'unavailable';
    }
  }
  const env = currentEnvironment();
  if (env.ios && !env.installed) {
    if (env.safari) openIosGuide();
    else openInChrome();
  } else if (env.inAppBrowser) {
    openInChrome();
  }
  return 'unavailable';
}

/**
 * The hand-off to a real browser: LINE's external browser or a Chrome intent leave at once; on
 * iOS, where a page cannot switch browsers, the instructions with a copy-link button open.
 */
export function openInChrome(): void {
  const handoff = decideHandoff(currentEnvironment(), window.location.href);
  if (handoff.kind === 'navigate') window.location.assign(handoff.url);
  else if (handoff.kind === 'instructions') openSurface('handoff');
}

/** The install overlay with its installing message, e.g. after an app download started. */
export function showInstallOverlay(options: { closable?: boolean } = {}): void {
  overlayEvent({ type: 'show', closable: options.closable ?? true });
}

export function openIosGuide(): void {
  openSurface('iosGuide');
  void trackInstallStep('guideOpened', 'iosGuide');
}

/** Spec §4: on the installed event a tracker fires, the counter is set to 99 and a flag set. */
export async function recordAppInstalled(): Promise<void> {
  noteInstalled();
  await track('a2hsInstalled');
}

// This module loads with the install layer on every route, seconds after the start; an install
// finished before that (rare) was noted by the capture and is recorded now.
if (installedBeforeLoad()) void recordAppInstalled();
addEventListener('appinstalled', () => {
  void recordAppInstalled();
  notifyCapability();
});
// After every listener of the event, so the capture has taken the prompt whatever their order.
addEventListener('beforeinstallprompt', () => setTimeout(notifyCapability));

import { useSyncExternalStore } from 'react';
import { syncCountries } from '../data/sync/countries';
import { syncSiteStatus } from '../data/sync/siteStatus';
import { applyMerchantDefaultLanguage } from '../i18n';
import { debounce, onPageVisible } from '../lib/debounce';
import { startDeviceIframe } from '../lib/deviceIframe';
import { afterFirstContent } from './afterFirstContent';
import { applyWebManifest } from './webManifest';

// The service worker and the sign-in helpers are not needed to draw the page: the after-paint wave.
const serviceWorker = afterFirstContent(() => import('../features/update/serviceWorker'));
const autoLogin = afterFirstContent(() => import('../features/auth/autoLogin'));
const oneTap = afterFirstContent(() => import('../features/auth/social/oneTap'));

/** Spec §9: consolidated settings are refetched this long after the page becomes visible. */
export const SETTINGS_REFETCH_DEBOUNCE_MS = 300;

export type StatusPhase = 'loading' | 'ready' | 'failed';

let phase: StatusPhase = 'loading';
const listeners = new Set<() => void>();

function setPhase(next: StatusPhase) {
  phase = next;
  listeners.forEach((listener) => listener());
}

/**
 * Asks /wps/system/status, which also carries the consolidated settings (whitelabel switches,
 * template, captcha settings). Only the boot call and Retry report failures; a background refetch
 * keeps what is stored quietly.
 */
async function refreshStatus(report: boolean) {
  try {
    const status = await syncSiteStatus();
    setPhase('ready');
    void applyMerchantDefaultLanguage(status.info.defaultLanguage);
    applyWebManifest(status.info.merchantCode);
    serviceWorker()
      .then(({ startServiceWorker }) => startServiceWorker(status.info.merchantCode))
      .catch((error: unknown) => console.warn('Service worker not started', error));
    // Dialling codes and currency: needed by sign-in and prices, never worth blocking boot for.
    syncCountries().catch((error: unknown) => console.warn('Country list not refreshed', error));
    startDeviceIframe(status.info.paths.deviceIframe);
    autoLogin()
      .then(({ runAutoLogin }) => runAutoLogin())
      .catch((error: unknown) => console.warn('Auto-login failed', error));
    oneTap()
      .then(({ startOneTap }) => startOneTap())
      .catch((error: unknown) => console.warn('One-tap not offered', error));
  } catch (error) {
    setPhase('failed');
    if (!report) {
      console.warn('Status refresh failed', error);
      return;
    }
    await import('../features/status/statusFailure')
      .then(({ reportStatusFailure }) => reportStatusFailure(error))
      .catch((loadError: unknown) => console.error('Status failure not shown', error, loadError));
  }
}

/** Boot (spec §4): once at start, then again whenever the page becomes visible. */
export function startStatusRefresh() {
  void refreshStatus(true);
  onPageVisible(debounce(() => void refreshStatus(false), SETTINGS_REFETCH_DEBOUNCE_MS));
}

/** The Retry buttons of the boot-failure, maintenance and access-denied screens. */
export function retryStatus() {
  setPhase('loading');
  void refreshStatus(true);
}

export function useStatusPhase() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => phase,
  );
}

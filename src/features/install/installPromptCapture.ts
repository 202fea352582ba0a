// WARNING: part of the entry (src/main.tsx), so the event is not missed. Keep it tiny;
// everything else about installing loads later (browserInstall.ts).

/** Chromium's beforeinstallprompt event, which TypeScript's DOM library does not describe. */
export interface DeferredInstallPrompt extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: DeferredInstallPrompt | null = null;
let installed = false;

/** The browser's deferred install prompt, once it offered one (spec §4 "captured"). */
export const heldInstallPrompt = () => held;

/** A deferred prompt can be shown once only. */
export const releaseInstallPrompt = () => {
  held = null;
};

/** The app was installed before browserInstall.ts loaded (it records it then). */
export const installedBeforeLoad = () => installed;

export function captureInstallPrompt() {
  addEventListener('beforeinstallprompt', (event) => {
    // No browser mini-infobar: our own prompt asks at the right moment (spec §4).
    event.preventDefault();
    held = event as DeferredInstallPrompt;
  });
  addEventListener('appinstalled', () => {
    held = null;
    installed = true;
  });
}

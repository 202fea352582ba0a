import { INDEX_PAGE_PATH, pathOf } from '../../../app/paths';

/**
 * Spec §2, §4 "Install prompt", §9: when the add-to-home-screen prompt may show, and how long to
 * wait for the browser's deferred install prompt.
 */

/** Spec §2: the prompt shows only on these home pages (not /m/, /m/index). */
export const A2HS_PATHS: readonly string[] = ['/', pathOf('home'), INDEX_PAGE_PATH];

/** Spec §9 "Install prompt poll 20 x 150 ms". */
export const INSTALL_PROMPT_POLL = { tries: 20, intervalMs: 150 } as const;

/** Spec §4: the counter is set to this on the installed event; at it, the prompt never shows. */
export const A2HS_INSTALLED_COUNT = 99;

export interface A2hsInputs {
  pathname: string;
  /** `https:`, or a local address (browsers treat localhost as secure too). */
  secure: boolean;
  /** The browser handed us a deferred install prompt (beforeinstallprompt). */
  promptCapable: boolean;
  /** iOS outside an in-app browser: the step-by-step guide is how one installs there. */
  iosGuide: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  /** Native app, standalone web app, web clip, or the local installed flag. */
  installed: boolean;
  dismissedThisSession: boolean;
  /** Dismissals on this device (99 once installed). */
  installCount: number;
  /** Another popup is on screen; the prompt waits its turn. */
  otherPopupOpen: boolean;
}

export type A2hsDecision = { show: true } | { show: false; reason: string };

export function isA2hsPath(pathname: string): boolean {
  return A2HS_PATHS.includes(pathname);
}

/** Local addresses a browser counts as secure contexts even over http. */
export function isSecureOrigin(protocol: string, hostname: string): boolean {
  return (
    protocol === 'https:' ||
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}

/**
 * Spec §4: shown on HTTPS or when the browser is prompt-capable, never in maintenance or region
 * restriction. Ours besides: only when there is a way to install here (a deferred prompt, or the
 * iOS guide), since a prompt whose button can do nothing only annoys.
 */
export function decideA2hsPrompt(inputs: A2hsInputs): A2hsDecision {
  if (!isA2hsPath(inputs.pathname)) return { show: false, reason: 'not a home page' };
  if (inputs.maintenance || inputs.regionRestriction) {
    return { show: false, reason: 'maintenance or region restriction' };
  }
  if (inputs.installed || inputs.installCount >= A2HS_INSTALLED_COUNT) {
    return { show: false, reason: 'installed' };
  }
  if (!inputs.secure && !inputs.promptCapable) return { show: false, reason: 'not secure' };
  if (!inputs.promptCapable && !inputs.iosGuide) return { show: false, reason: 'cannot install' };
  if (inputs.dismissedThisSession) return { show: false, reason: 'dismissed this session' };
  if (inputs.otherPopupOpen) return { show: false, reason: 'another popup is open' };
  return { show: true };
}

/** A stored counter; anything that is not a whole non-negative number reads as 0. */
export function parseInstallCount(stored: string | null): number {
  const count = Number(stored);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** The counter after a dismissal; it never reaches the installed value by dismissals alone. */
export function countAfterDismissal(count: number): number {
  return Math.min(count + 1, A2HS_INSTALLED_COUNT - 1);
}

/**
 * Spec §4, §9: the browser may fire beforeinstallprompt a little after the page loads, so look
 * for it up to `tries` times, `intervalMs` apart. Resolves with what `read` found, or null.
 */
export async function pollFor<T>(
  read: () => T | null,
  sleep: (ms: number) => Promise<void>,
  { tries, intervalMs }: { tries: number; intervalMs: number } = INSTALL_PROMPT_POLL,
  cancelled: () => boolean = () => false,
): Promise<T | null> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (cancelled()) return null;
    const found = read();
    if (found !== null) return found;
    if (attempt < tries) await sleep(intervalMs);
  }
  return null;
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { MemberInfoRow } from '../../data/db';
import { storedMemberInfo } from '../../data/hooks';
import {
  storedDownloadSettings,
  storedInstallCounters,
  useDownloadSettings,
} from '../../data/installHooks';
import { syncDownloadSettings } from '../../data/sync/downloadSettings';
import { syncInstallCounters } from '../../data/sync/installCounters';
import { debounce, onPageVisible } from '../../lib/debounce';
import { readDownloadPopupMemory, writeDownloadPopupMemory } from '../../lib/popupMemory';
import { readSession, useSession, type Session } from '../../lib/session';
import { isOtherPopupOpen } from '../../ui/popupWaits';
import type { TrackingEventName } from '../../common/tracking/events';
import { onTracked } from '../tracking';
import { inNativeApp } from '../../lib/environment';
import { trackInstallStep } from './funnel';
import { createPopupRunner, type PopupRunner, type RunnerInputs } from './popupRunner';
import { causeOfLogin, inGameDelayMs } from './rules/downloadPopupRules';
import { IN_GAME_ROUTES, POPUP_TRIGGERS, type InstallMember } from './rules/types';
import { currentInstallSheet, INSTALL_SHEET_POPUP_ID, openInstallSheet } from './sheetStore';
import { triggerRouteOf } from './triggerRoute';

/** Spec §4, §9: the counters are polled this often while a member is signed in. */
export const COUNTER_POLL_MS = 30_000;
/** Spec §4: the counters are asked again this long after a deposit event. */
export const DEPOSIT_RECHECK_MS = 2_500;
/** Spec §9: the settings are refetched this long after the page becomes visible. */
export const SETTINGS_REFETCH_DEBOUNCE_MS = 300;

const DEPOSIT_EVENTS: readonly TrackingEventName[] = [
  'depositSubmit',
  'deposit',
  'firstDeposit',
  'redeposit',
];

/** The member info once loaded; just after a login, the login answer's type (regDate unknown). */
function installMember(session: Session | null, info: MemberInfoRow | undefined) {
  if (!session?.token) return null;
  if (info) return { type: info.type, regDate: info.regDate ?? null } satisfies InstallMember;
  return typeof session.type === 'number' ? { type: session.type, regDate: null } : null;
}

/**
 * What the rules read, fresh from IndexedDB, the session and the address at each look: a live
 * query's copy would lag behind a sync that has just finished.
 */
async function currentInputs(): Promise<RunnerInputs | null> {
  const [settings, counters, memberInfo] = await Promise.all([
    storedDownloadSettings(),
    storedInstallCounters(),
    storedMemberInfo(),
  ]);
  if (!settings) return null;
  return {
    settings: settings.settings,
    counters,
    member: installMember(readSession(), memberInfo),
    route: triggerRouteOf(window.location.pathname),
    hostname: window.location.hostname,
    inNativeApp: inNativeApp(),
  };
}

function syncSettingsQuietly() {
  return syncDownloadSettings().catch((error: unknown) =>
    console.error('Download settings not refreshed', error),
  );
}

function syncCountersQuietly() {
  return syncInstallCounters().catch((error: unknown) =>
    console.error('Install counters not refreshed', error),
  );
}

/**
 * Spec §4 download popups: asks the rules on every page visit, after a login or registration,
 * after each 30 s counter poll, 2.5 s after a deposit event and after the in-game interval, and
 * opens the app-install sheet when they say so (docs/install.md).
 */
export function useDownloadPopupRunner() {
  const [pathname] = useLocation();
  const settings = useDownloadSettings()?.settings ?? null;
  const token = useSession()?.token ?? null;
  const route = triggerRouteOf(pathname);

  const runner = useRef<PopupRunner | null>(null);
  useEffect(() => {
    const created = createPopupRunner({
      inputs: currentInputs,
      otherPopupOpen: () => isOtherPopupOpen(INSTALL_SHEET_POPUP_ID),
      sheetOpen: () => currentInstallSheet() !== null,
      readMemory: () => readDownloadPopupMemory(POPUP_TRIGGERS),
      writeMemory: writeDownloadPopupMemory,
      show: (decision) => {
        openInstallSheet({ forced: decision.forced, trigger: decision.trigger });
        void trackInstallStep('shown', 'sheet', { trigger: decision.trigger });
      },
      now: Date.now,
    });
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, []);

  // The settings: when the layer mounts and each time the page becomes visible (debounced).
  // Page visits wait for the first answer (or failure): stored settings may be a session old.
  const [settingsAsked, setSettingsAsked] = useState(false);
  useEffect(() => {
    void syncSettingsQuietly().then(() => setSettingsAsked(true));
    const refetch = debounce(() => void syncSettingsQuietly(), SETTINGS_REFETCH_DEBOUNCE_MS);
    const stop = onPageVisible(refetch);
    return () => {
      stop();
      refetch.cancel();
    };
  }, []);

  // The counters: at once for a member, then every 30 s while signed in. Page visits wait for the
  // first answer (or failure), so a screen rule is not judged on no counters at all.
  const [countersAskedFor, setCountersAskedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    void syncCountersQuietly().then(() => {
      if (!stopped) setCountersAskedFor(token);
    });
    const poll = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void syncCountersQuietly().then(() => {
        if (!stopped) void runner.current?.request('poll');
      });
    }, COUNTER_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
    };
  }, [token]);

  // Each page visit: asked once, when the settings and a member's counters were asked for.
  const dataReady = settingsAsked && settings !== null && (!token || countersAskedFor === token);
  const lookedAt = useRef<string | null>(null);
  useEffect(() => {
    if (lookedAt.current !== pathname) runner.current?.cancel('route');
    if (!dataReady || lookedAt.current === pathname) return;
    lookedAt.current = pathname;
    void runner.current?.request('route');
  }, [pathname, dataReady]);

  // In a game: once the configured seconds have passed on this visit.
  const inGameMs = settings ? inGameDelayMs(settings) : null;
  useEffect(() => {
    if (!IN_GAME_ROUTES.includes(route) || inGameMs === null) return;
    const timer = setTimeout(() => void runner.current?.request('inGame'), inGameMs);
    return () => {
      clearTimeout(timer);
      runner.current?.cancel('inGame');
    };
  }, [pathname, route, inGameMs]);

  // Logins, registrations and deposits, as they are tracked.
  useEffect(() => {
    let registeredAt: number | null = null;
    const depositTimers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onTracked((name) => {
      if (name === 'register') {
        registeredAt = Date.now();
      } else if (name === 'login') {
        const cause = causeOfLogin(Date.now(), registeredAt);
        // One registration, one sign-in: a later login is a login of its own.
        registeredAt = null;
        void runner.current?.request(cause);
      } else if (DEPOSIT_EVENTS.includes(name)) {
        const timer = setTimeout(() => {
          depositTimers.delete(timer);
          void syncCountersQuietly().then(() => runner.current?.request('deposit'));
        }, DEPOSIT_RECHECK_MS);
        depositTimers.add(timer);
      }
    });
    return () => {
      stop();
      depositTimers.forEach((timer) => clearTimeout(timer));
    };
  }, []);
}

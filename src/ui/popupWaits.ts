import { useSyncExternalStore } from 'react';
import { getNotices, useNotices } from './notices';
import { isAnyPopupOpen, isPopupOpen, subscribePopups } from './popupRegistry';

/**
 * Spec §4: a popup that must not stack on another waits while any other popup, or an alert or
 * action sheet of the notices, is on screen. The notices count from the moment they are shown,
 * before their dialog has rendered.
 */
export function isOtherPopupOpen(exceptId: string): boolean {
  return isAnyPopupOpen(exceptId) || getNotices().some((notice) => notice.kind !== 'toast');
}

/** isOtherPopupOpen, re-rendering when popups or notices come and go. */
export function useOtherPopupOpen(exceptId: string): boolean {
  const popupOpen = useSyncExternalStore(subscribePopups, () => isAnyPopupOpen(exceptId));
  const notices = useNotices();
  return popupOpen || notices.some((notice) => notice.kind !== 'toast');
}

/** Resolves at once when none of these popups is open, else when the last of them closes. */
export function whenPopupClosed(...ids: string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (ids.some(isPopupOpen)) return;
      stop();
      resolve();
    };
    const stop = subscribePopups(check);
    check();
  });
}

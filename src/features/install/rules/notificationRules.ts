/**
 * The notification-permission prompt (spec §2; §8 "Notification permission denied:
 * notification_request_tips"). Ours: members only, once per device, only while the browser's
 * permission is still 'default', never inside the native app (it asks in its own way), and the
 * browser's own question only after the player taps our Allow button, since browsers ignore or
 * penalise permission requests made without a gesture.
 */

export type PermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationPromptInputs {
  permission: PermissionState;
  signedIn: boolean;
  /** This device already showed the prompt (answered or "not now"). */
  askedOnDevice: boolean;
  nativeApp: boolean;
  otherPopupOpen: boolean;
}

export function shouldAskNotifications(inputs: NotificationPromptInputs): boolean {
  return (
    inputs.permission === 'default' &&
    inputs.signedIn &&
    !inputs.askedOnDevice &&
    !inputs.nativeApp &&
    !inputs.otherPopupOpen
  );
}

/** After the browser answered: what the player is told, if anything. */
export function noticeAfterAnswer(answer: NotificationPermission): 'denied_tips' | null {
  return answer === 'denied' ? 'denied_tips' : null;
}

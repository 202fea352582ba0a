import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { showAlert } from '../../../ui/notices';
import { useOtherPopupOpen } from '../../../ui/popupWaits';
import { inNativeApp } from '../../../lib/environment';
import { noteNotificationAsked, notificationAsked } from '../installMemory';
import {
  noticeAfterAnswer,
  shouldAskNotifications,
  type PermissionState,
} from '../rules/notificationRules';
import { BellIcon } from './installIcons';
import { BrowserDialog } from './BrowserDialog';
import './install-browser.css';

const POPUP_ID = 'notificationPrompt';
/** Ours: let the home page and its own popups settle first; the install prompt goes first. */
export const NOTIFICATION_PROMPT_DELAY_MS = 8_000;

function permissionNow(): PermissionState {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

/**
 * The notification-permission prompt (spec §2): our own question first, the browser's only
 * after the player taps Allow. Members only, once per device, while the browser's permission is
 * still 'default'; a refusal shows the spec §8 tips.
 */
export default function NotificationPermissionPrompt() {
  const session = useSession();
  const otherPopupOpen = useOtherPopupOpen(POPUP_ID);
  const [waited, setWaited] = useState(false);
  const [phase, setPhase] = useState<'deciding' | 'shown' | 'done'>('deciding');

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), NOTIFICATION_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const show =
    waited &&
    phase === 'deciding' &&
    shouldAskNotifications({
      permission: permissionNow(),
      signedIn: Boolean(session?.token),
      askedOnDevice: notificationAsked(),
      nativeApp: inNativeApp(),
      otherPopupOpen,
    });

  if (show) setPhase('shown');
  useEffect(() => {
    // Once per device, whatever the answer (or none, if the player leaves).
    if (phase === 'shown') noteNotificationAsked();
  }, [phase]);

  if (phase !== 'shown') return null;
  return <NotificationDialog onDone={() => setPhase('done')} />;
}

function NotificationDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const allowButton = useRef<HTMLButtonElement>(null);
  const allow = async () => {
    onDone();
    try {
      const answer = await Notification.requestPermission();
      if (noticeAfterAnswer(answer) === 'denied_tips') {
        showAlert({ key: 'install.notification_request_tips' });
      }
    } catch (error) {
      console.warn('Notification permission not asked', error);
    }
  };
  return (
    <BrowserDialog
      popupId={POPUP_ID}
      onClose={onDone}
      initialFocus={allowButton}
      centered
      icon={<BellIcon />}
      title={t('install.notify_title')}
    >
      <p>{t('install.notify_text')}</p>
      <div className="bi-actions">
        <button
          ref={allowButton}
          type="button"
          className="button primary"
          onClick={() => void allow()}
        >
          {t('install.notify_allow')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('install.not_now')}
        </button>
      </div>
    </BrowserDialog>
  );
}

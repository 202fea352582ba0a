import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useMemberInfo, useMobileTemplate, useSiteStatus } from '../../data/hooks';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../lib/session';
import { showAlert } from '../../ui/notices';
import { ChatIcon } from './icons';
import { openChat } from './openChat';
import { useUnreadCount } from './unreadCount';

const BADGE_MAX = 99;

/** Spec §6: a type-4 member may not chat. */
function showNoChatPermission() {
  showAlert({ key: 'customer_service.chat_no_permission' });
}

/**
 * Spec §2 chat footer button with the unread badge (shown while CBS3 is on: `useChatEnabled` in
 * chatScript.ts). A visitor goes to login, a type-4 member is told no, anyone else gets
 * the chat in a new window.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const template = useMobileTemplate();
  const status = useSiteStatus();
  const navigate = useAppNavigate();
  const [opening, setOpening] = useState(false);
  const token = session?.token ?? null;
  // Member info is this tab's member's own (src/data/memberKey.ts); the session's type (the
  // login answer's) stands in until it is read.
  const type = member?.type ?? session?.type;
  // Spec §6: type 4 has no unread count; an unknown type waits for the member info.
  const unread = useUnreadCount(token !== null && type !== undefined && type !== 4 ? token : null);

  const onClick = () => {
    if (!token) {
      navigate(pathOf('login'));
    } else if (type === 4) {
      showNoChatPermission();
    } else if (!opening) {
      setOpening(true);
      // Opened inside the tap, before any await: later it would be blocked as a popup.
      const popup = window.open('', '_blank');
      openChat(
        {
          title: status?.status.info.merchantName ?? document.title,
          backUrl: window.location.href,
          language: currentLanguage(),
          headerColor: template?.parameters.primary_color ?? undefined,
        },
        popup,
      )
        .then((outcome) => {
          if (outcome === 'noPermission') showNoChatPermission();
        })
        .finally(() => setOpening(false));
    }
  };

  return (
    <button
      type="button"
      className="chat-fab"
      aria-label={
        unread > 0
          ? t('customer_service.chat_unread', { count: unread })
          : t('customer_service.chat')
      }
      aria-busy={opening}
      onClick={onClick}
    >
      <ChatIcon />
      {unread > 0 && (
        <span className="chat-badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </button>
  );
}

import { get, post } from '../../api/request';
import {
  ChatUrlSchema,
  LAUNCH_CHAT_PATH,
  NO_CHAT_PERMISSION,
  UNREAD_COUNT_PATH,
  UnreadCountSchema,
} from '../../common/customerServiceSchemas';
import type { LanguageCode } from '../../common/languages';
import { validate } from '../../data/sync/validate';

/** Spec §7 `GET /wps/relay/CBS_unreadCount`: quiet, the badge keeps its count on failure. */
export async function fetchUnreadCount(): Promise<number> {
  const value = await get(UNREAD_COUNT_PATH, { alert: false, noStore: true });
  return validate('unread count', UnreadCountSchema, value).unReadCount;
}

export interface LaunchChatParams {
  title: string;
  backUrl: string;
  language: LanguageCode;
  headerColor?: string;
}

/** Spec §7: the chat speaks CN for both Chinese languages. */
export function chatLanguage(language: LanguageCode): LanguageCode {
  return language === 'TW' ? 'CN' : language;
}

/** Spec §7 `POST /wps/relay/CBS_launchChat`: the address of this member's chat. */
export async function launchChat(params: LaunchChatParams): Promise<string> {
  const value = await post(LAUNCH_CHAT_PATH, {
    body: {
      b2c: 1,
      title: params.title,
      backUrl: params.backUrl,
      language: chatLanguage(params.language),
      ...(params.headerColor ? { headerColor: params.headerColor } : {}),
    },
    handledCodes: [NO_CHAT_PERMISSION],
  });
  return validate('chat', ChatUrlSchema, value).chatUrl;
}

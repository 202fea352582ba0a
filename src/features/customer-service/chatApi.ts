import * as v from 'valibot';
import { isWebAddress } from '../../lib/webAddress';
import { get, post } from '../../api/request';
import { validate } from '../../data/sync/validate';
import type { LanguageCode } from '../../common/languages';

export const UNREAD_COUNT_PATH = '/wps/relay/CBS_unreadCount';
export const LAUNCH_CHAT_PATH = '/wps/relay/CBS_launchChat';
/** The relays' answer for a member without chat permission (type 4; docs/api.md). */
export const NO_CHAT_PERMISSION = 'chat.no.permission';

const UnreadSchema = v.object({ unReadCount: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** Only an http(s) chat address is opened: never `javascript:` or a data URL. */
const ChatUrlSchema = v.object({
  chatUrl: v.pipe(v.string(), v.check(isWebAddress, 'must be an http(s) address')),
});

/** Spec §7 `GET /wps/relay/CBS_unreadCount`: quiet, the badge keeps its count on failure. */
export async function fetchUnreadCount(): Promise<number> {
  const value = await get(UNREAD_COUNT_PATH, { alert: false, noStore: true });
  return validate('unread count', UnreadSchema, value).unReadCount;
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

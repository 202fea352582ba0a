import { InvalidResponseError, ServerError } from '../../api/errors';
import { showAlert } from '../../ui/notices';
import { NO_CHAT_PERMISSION } from '../../common/customerServiceSchemas';
import { launchChat, type LaunchChatParams } from './chatApi';

/**
 * Asks for the member's chat address and shows it in `popup`, the window the tap opened: one
 * opened after the call would be blocked as a popup (iOS Safari). Without a window (blocked),
 * this page goes to the chat instead; its backUrl brings the player back. A window the player
 * closed while the call was out means they changed their mind: this page stays. A refusal for want of
 * permission is handed back for the button to explain.
 */
export async function openChat(
  params: LaunchChatParams,
  popup: Window | null,
  thisPage: Pick<Location, 'assign'> = window.location,
): Promise<'opened' | 'noPermission' | 'failed'> {
  try {
    const chatUrl = await launchChat(params);
    if (!popup) {
      thisPage.assign(chatUrl);
    } else if (!popup.closed) {
      // The chat is another site: it must not reach back into this page.
      popup.opener = null;
      popup.location.replace(chatUrl);
    }
    return 'opened';
  } catch (error) {
    popup?.close();
    if (error instanceof ServerError && error.errorCode === NO_CHAT_PERMISSION) {
      return 'noPermission';
    }
    if (error instanceof InvalidResponseError) {
      showAlert({ key: 'customer_service.chat_unavailable' });
    } else {
      // The request wrapper has already said what went wrong (spec §8).
      console.warn('Chat not opened', error);
    }
    return 'failed';
  }
}

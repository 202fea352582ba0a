import { post } from '../../api/request';
import type { LanguageCode } from '../../common/languages';
import type { MemberInfoRow } from '../../data/db';
import { currentMerchant } from '../../lib/merchant';
import type { Session } from '../../lib/session';

/** Member type without chat or language sync (spec §6). */
const NO_SYNC_TYPE = 4;

/** Whether a language choice goes to the server now, never, or once the member's type is known. */
export type ServerSave = 'save' | 'skip' | 'wait';

/**
 * Spec §4: a change is saved to the server for logged-in members not of type 4. A member whose
 * type is not known yet (a token from the URL, before member info answers) waits: saving at once
 * could post a type-4 member's choice.
 */
export function serverSaveOf(
  session: Session | null,
  member: MemberInfoRow | null | undefined,
): ServerSave {
  if (!session?.token) return 'skip';
  const type = member?.type ?? session.type;
  if (type === undefined) return 'wait';
  return type === NO_SYNC_TYPE ? 'skip' : 'save';
}

/**
 * POST /wps/member/language. The choice already applies on this device; a failed save is only
 * logged (alert off) and made again the next time the player chooses.
 */
export function saveLanguageToServer(code: LanguageCode) {
  const merchantCode = currentMerchant();
  post('/wps/member/language', {
    alert: false,
    body: { language: code, ...(merchantCode ? { merchantCode } : {}) },
  }).catch((error: unknown) => console.warn('Language not saved on the server', error));
}

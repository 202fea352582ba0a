import { post } from '../../api/request';
import type { LanguageCode } from '../../common/languages';
import type { MemberInfoRow } from '../../data/db';
import { currentMerchant } from '../../lib/merchant';
import type { Session } from '../../lib/session';

/** Member type without chat or language sync (spec §6). */
const NO_SYNC_TYPE = 4;

/** Spec §4: a change is saved to the server for logged-in members not of type 4. */
export function savesToServer(session: Session | null, member: MemberInfoRow | null | undefined) {
  if (!session?.token) return false;
  const type = member?.type ?? session.type;
  return type !== NO_SYNC_TYPE;
}

/**
 * POST /wps/member/language. The choice already applies on this device; a failed save is only
 * logged (alert off) and made again the next time the player chooses.
 */
export async function saveLanguageToServer(code: LanguageCode) {
  const merchantCode = currentMerchant();
  await post('/wps/member/language', {
    alert: false,
    body: { language: code, ...(merchantCode ? { merchantCode } : {}) },
  });
}

import * as v from 'valibot';
import { reactionsFor } from '../../api/errorCatalogue';
import { get } from '../../api/request';
import { storedMemberInfo } from '../../data/hooks';
import { MemberInfoSchema } from '../../common/siteSchemas';
import { readSession, writeSession } from '../../lib/session';
import { showNotice, type NoticeText } from '../../ui/notices';

/** How long the link's account name is waited for; then the question is asked without it. */
const LINK_ACCOUNT_TIMEOUT_MS = 5_000;

type LinkAccount = v.InferOutput<typeof MemberInfoSchema>;

/**
 * Who the link's token signs in as: the member, `undefined` when that could not be learnt (offline,
 * slow, an odd answer), or null when the server refused the token: that session is over.
 */
async function linkAccountOf(token: string): Promise<LinkAccount | null | undefined> {
  try {
    const value = await get('/wps/member/info', {
      token,
      alert: false,
      timeoutMs: LINK_ACCOUNT_TIMEOUT_MS,
    });
    const parsed = v.safeParse(MemberInfoSchema, value);
    return parsed.success ? parsed.output : undefined;
  } catch (error) {
    const refused = reactionsFor(error, {
      alert: true,
      handledCodes: [],
      protocol: window.location.protocol,
      online: navigator.onLine,
    }).includes('logout');
    return refused ? null : undefined;
  }
}

function adopt(token: string, member: LinkAccount | undefined) {
  writeSession(
    member ? { token, id: member.id, userName: member.account, type: member.type } : { token },
  );
}

/**
 * A link carried a token for another session than this tab's (lib/session.ts `takeLinkToken`).
 * The same member with a fresher token takes it silently; a refused token is ignored; otherwise
 * the player chooses, with both account names when known. Keeping is the first, focused choice.
 */
export async function askToSwitchAccount(token: string) {
  const [member, ownInfo] = await Promise.all([linkAccountOf(token), storedMemberInfo()]);
  const current = readSession();
  if (member === null || current?.token === token) return;
  const currentId = current?.id ?? current?.customerId ?? ownInfo?.id;
  // Signed out meanwhile, or the same member: nobody else's account is at stake.
  if (!current || (member && currentId !== undefined && String(member.id) === String(currentId))) {
    adopt(token, member);
    return;
  }
  const currentName = current.userName ?? ownInfo?.account;
  const lines: NoticeText[] = [];
  if (currentName) lines.push({ key: 'recovery.switch_current', values: { name: currentName } });
  lines.push(
    member
      ? { key: 'recovery.switch_link', values: { name: member.account } }
      : { key: 'recovery.switch_link_unknown' },
  );
  showNotice({
    kind: 'alert',
    title: { key: 'recovery.switch_title' },
    text: { lines },
    actions: [
      { label: { key: 'recovery.switch_keep' }, onSelect: () => {} },
      {
        label: { key: 'recovery.switch_confirm' },
        // The player may have logged out or in meanwhile: only the session asked about is replaced.
        onSelect: () => {
          if (readSession()?.token === current.token) adopt(token, member);
        },
      },
    ],
  });
}

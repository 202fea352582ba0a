import { get, type RequestOptions } from '../../api/request';
import { readSession, writeSession, type Session } from '../../lib/session';
import { db } from '../db';
import { currentMemberKey, memberKeyOf } from '../memberKey';
import { MemberInfoSchema, RankProgressSchema } from '../../common/siteSchemas';
import { validate } from './validate';

type MemberInfo = ReturnType<typeof parseMemberInfo>;

function parseMemberInfo(value: unknown) {
  return validate('member info', MemberInfoSchema, value);
}

/** A token adopted from the URL carries no id, name or type: the member-info answer fills them. */
function completeSession(session: Session, member: MemberInfo) {
  if (memberKeyOf(session) !== null && session.userName && session.type !== undefined) return;
  writeSession({
    ...session,
    id: session.id ?? session.customerId ?? member.id,
    userName: session.userName ?? member.account,
    type: session.type ?? member.type,
  });
}

/**
 * GET /wps/member/info into the memberInfo table under the member's id (spec §3). An answer that
 * comes back after this tab's member changed is dropped: it is not the new member's.
 */
export async function syncMemberInfo() {
  const token = readSession()?.token;
  if (!token) return;
  const member = parseMemberInfo(await get('/wps/member/info'));
  const session = readSession();
  if (session?.token !== token) return;
  await db.memberInfo.put({
    key: String(member.id),
    id: member.id,
    account: member.account,
    type: member.type,
    regDate: member.regDate ?? undefined,
    language: member.language ?? undefined,
    clubLabel: member.clubLabel
      ? {
          labelName: member.clubLabel.labelName,
          labelId: member.clubLabel.labelId,
          type: member.clubLabel.type ?? undefined,
          rankLevel: member.clubLabel.rankLevel ?? undefined,
        }
      : undefined,
  });
  // After the row: a view that learns the id from the session finds the row there at once.
  completeSession(session, member);
}

/**
 * This tab's member key for a sync about to write member rows. A session without the id asks
 * member info for it (an identical request in flight is shared); null for a visitor.
 */
export async function resolveMemberKey(): Promise<string | null> {
  const known = currentMemberKey();
  if (known !== null || !readSession()?.token) return known;
  await syncMemberInfo();
  return currentMemberKey();
}

/**
 * Fetches a member's answer and stores it under the member's id; an answer that comes back after
 * this tab's member changed is dropped. `alert`: the error catalogue shows a failure (a tap).
 */
export async function syncMemberResource<T>(
  path: string,
  parse: (value: unknown) => T,
  write: (key: string, value: T) => Promise<unknown>,
  { alert = false, query }: Pick<RequestOptions, 'alert' | 'query'> = {},
) {
  const token = readSession()?.token;
  if (!token) return;
  const [key, value] = await Promise.all([resolveMemberKey(), get(path, { alert, query })]);
  const parsed = parse(value);
  if (key === null || readSession()?.token !== token) return;
  await write(key, parsed);
}

/** The VIP progress behind the member's club label (spec §4 token lifecycle). */
export async function syncRankProgress() {
  const token = readSession()?.token;
  if (!token) return;
  const [key, value] = await Promise.all([
    resolveMemberKey(),
    get('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false }),
  ]);
  const progress = validate('rank progress', RankProgressSchema, value).playerRankProgress;
  if (key === null || readSession()?.token !== token) return;
  await db.rankProgress.put({
    key,
    completedConditions: progress?.completedConditions ?? 0,
    totalExpectedConditions: progress?.totalExpectedConditions ?? 0,
    labelId: progress?.labelId ?? null,
  });
}

/** Everything that belongs to the member who just left this tab, and nobody else's. */
export async function clearMemberData(key: string) {
  await db.transaction('rw', db.memberTables(), async () => {
    await Promise.all(db.memberTables().map((table) => table.delete(key)));
  });
}

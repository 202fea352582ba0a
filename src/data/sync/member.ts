import { get } from '../../api/request';
import { db } from '../db';
import { MemberInfoSchema, RankProgressSchema } from '../schemas';
import { validate } from './validate';

/** GET /wps/member/info into the memberInfo table (spec §3). */
export async function syncMemberInfo() {
  const member = validate('member info', MemberInfoSchema, await get('/wps/member/info'));
  await db.memberInfo.put({
    key: 'current',
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
}

/** The VIP progress behind the member's club label (spec §4 token lifecycle). */
export async function syncRankProgress() {
  const value = validate(
    'rank progress',
    RankProgressSchema,
    await get('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false }),
  );
  const progress = value.playerRankProgress;
  await db.rankProgress.put({
    key: 'current',
    completedConditions: progress?.completedConditions ?? 0,
    totalExpectedConditions: progress?.totalExpectedConditions ?? 0,
    labelId: progress?.labelId ?? null,
  });
}

/** Everything that belongs to the member who just left. */
export async function clearMemberData() {
  await db.transaction('rw', [db.memberInfo, db.rankProgress, db.counters], async () => {
    await Promise.all([db.memberInfo.clear(), db.rankProgress.clear(), db.counters.clear()]);
  });
}

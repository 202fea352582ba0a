import { useTranslation } from 'react-i18next';
import { db } from '../../data/db';
import { useMemberInfo, useMemberRow } from '../../data/hooks';
import { ProgressBar } from '../../ui/ProgressBar';
import { vipProgress } from '../promotions';

/** The member's VIP progress from the rank progress call (spec §4: completed ÷ total, 1 unlabelled). */
export function RankProgressBar() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const progress = useMemberRow((key) => db.rankProgress.get(key));
  if (!member || progress === undefined) return null;
  const hasLabel = Boolean(member.clubLabel) || (progress?.labelId ?? null) !== null;
  const percent = Math.round(vipProgress(hasLabel, progress) * 100);
  return <ProgressBar className="vip-rank-bar" label={t('benefits.progress')} percent={percent} />;
}

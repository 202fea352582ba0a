import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../data/hooks';
import { useRankProgress } from '../../data/promotionHooks';
import { useSession } from '../../lib/session';
import { VipPlaceholder } from './HomePlaceholders';
import { vipProgress } from './vipProgress';
import { ProgressBar } from '../../ui/ProgressBar';

/** The member's club label and VIP progress (spec §4); nothing for visitors. */
export function VipProgress() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const progress = useRankProgress();
  if (!session?.token) return null;
  // Not read or not fetched yet: the row keeps its place (a member's page always has one).
  if (!member || progress === undefined) return <VipPlaceholder />;
  const label = member.clubLabel;
  const hasLabel = Boolean(label) || (progress?.labelId ?? null) !== null;
  // A labelled member's conditions arrive with the rank progress; until then only the label shows.
  const known = !hasLabel || progress !== null;
  const percent = Math.round(vipProgress(hasLabel, progress) * 100);
  const total = progress?.totalExpectedConditions ?? 0;
  return (
    <section className="vip-progress" aria-label={t('promotions.vip_title')}>
      <div className="vip-heading">
        <span className="vip-label">{label?.labelName ?? t('promotions.vip_no_label')}</span>
        {known && hasLabel && total > 0 && (
          <span className="vip-count">
            {t('promotions.vip_conditions', {
              completed: String(progress?.completedConditions ?? 0),
              total: String(total),
            })}
          </span>
        )}
      </div>
      {known ? (
        <ProgressBar className="vip-bar" label={t('promotions.vip_title')} percent={percent} />
      ) : (
        <div className="vip-bar" aria-hidden="true" />
      )}
    </section>
  );
}

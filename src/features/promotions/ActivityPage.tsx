import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import type { PromotionRecord } from '../../data/promotionHooks';
import { syncPromotions } from '../../data/sync/promotions';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { PromotionList } from './PromotionList';
import { ActivityAction, visibleItems } from './PromotionStrip';
import { usePromotionContext, type PromotionContext } from './usePromotionContext';

/** The action button under the text: the activity button's own target, if this viewer has one. */
function ActionFor({
  promotion,
  context,
}: {
  promotion: PromotionRecord;
  context: PromotionContext;
}) {
  const { t } = useTranslation();
  const item = visibleItems({ ...context, promotions: [promotion] })[0];
  if (!item) return null;
  const redirect = promotion.redirect?.toUpperCase() ?? '';
  return (
    <ActivityAction item={item} context={context} className="button primary wide">
      {t(`promotions.action.${redirect}`, { defaultValue: t('promotions.action.default') })}
    </ActivityAction>
  );
}

/**
 * Spec §2 /m/activity?id=: one promotion from the table, offline too (spec §2, banner type P);
 * without an id, the list of promotions.
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const context = usePromotionContext();
  useEffect(() => {
    // Opened straight from a banner link or a push, the table may be empty or old.
    syncPromotions().catch(reportSyncFailure);
  }, []);
  const promotion = context?.promotions.find((row) => String(row.id) === id && row.title);
  return (
    <PageFrame titleKey="pages.activity">
      {context === undefined ? (
        <Spinner />
      ) : !id ? (
        <PromotionList context={context} />
      ) : promotion ? (
        <article className="activity">
          <h2>{promotion.title}</h2>
          {promotion.categories.length > 0 && (
            <ul className="activity-categories" aria-label={t('promotions.categories')}>
              {promotion.categories.map((category) => (
                <li key={category.id}>{category.name ?? category.id}</li>
              ))}
            </ul>
          )}
          {(promotion.content ?? promotion.summary ?? '')
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          {promotion.enabled ? (
            <ActionFor promotion={promotion} context={context} />
          ) : (
            <p className="empty-state">{t('promotions.ended')}</p>
          )}
        </article>
      ) : (
        <>
          <p className="empty-state" role="status">
            {t('promotions.not_found')}
          </p>
          <AppLink className="button primary" to={pathOf('home')}>
            {t('app.home')}
          </AppLink>
        </>
      )}
    </PageFrame>
  );
}

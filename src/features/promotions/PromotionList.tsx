import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { toBcp47 } from '../../common/languages';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import {
  PromotionCategoriesSchema,
  PromotionEntriesSchema,
} from '../../common/pages/promotionSchemas';
import { usePublicPage } from '../../data/pageStore';
import { syncPublicPage } from '../../data/sync/pages';
import { currentLanguage } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { listedPromotions, usedCategories, type ListedPromotion } from './promotionList';
import type { PromotionContext } from './usePromotionContext';

const ALL = 'all';

function formatDay(iso: string) {
  return new Intl.DateTimeFormat(toBcp47(currentLanguage()), { dateStyle: 'medium' }).format(
    Date.parse(iso),
  );
}

function PromotionCard({ item }: { item: ListedPromotion }) {
  const { t } = useTranslation();
  const { entry, ended } = item;
  return (
    <AppLink className="promotion-card" to={pathOf('activity', { id: String(entry.id) })}>
      <img src={entry.imageUrl} alt="" width={750} height={300} loading="lazy" />
      <span className="promotion-title">{entry.title}</span>
      {entry.summary && <span className="promotion-summary">{entry.summary}</span>}
      <span className={ended ? 'promotion-period ended' : 'promotion-period'}>
        {ended
          ? t('promotions_list.ended')
          : entry.endsAt
            ? t('promotions_list.until', { date: formatDay(entry.endsAt) })
            : t('promotions_list.ongoing')}
      </span>
    </AppLink>
  );
}

/** `/m/activity` without an id: the merchant's promotions by category, each opening its page. */
export function PromotionList({ context }: { context: PromotionContext }) {
  const { t } = useTranslation();
  const entries = usePublicPage('promotionEntries', PromotionEntriesSchema);
  const categories = usePublicPage('promotionCategories', PromotionCategoriesSchema);
  const [tab, setTab] = useState(ALL);
  // What has ended is decided when the page opens.
  const [now] = useState(Date.now);
  const panelId = useId();
  useEffect(() => {
    Promise.all([
      syncPublicPage('promotionEntries', PAGE_PATHS.promotions, PromotionEntriesSchema),
      syncPublicPage(
        'promotionCategories',
        PAGE_PATHS.promotionCategories,
        PromotionCategoriesSchema,
      ),
    ]).catch(reportSyncFailure);
  }, []);
  if (entries === undefined || categories === undefined) return <Spinner />;
  const listed = listedPromotions(entries?.value ?? [], { ...context, now });
  const tabs = usedCategories(categories?.value ?? [], listed);
  const shown =
    tab === ALL
      ? listed
      : listed.filter((item) => item.entry.promoAnnouncementCategoryIds.map(String).includes(tab));
  return (
    <>
      {tabs.length > 0 && (
        <Tabs
          label={t('promotions.categories')}
          options={[ALL, ...tabs.map((category) => String(category.id))]}
          value={tab}
          onChange={setTab}
          labelFor={(id) =>
            id === ALL
              ? t('promotions_list.all')
              : (tabs.find((category) => String(category.id) === id)?.name ?? id)
          }
          panelId={panelId}
        />
      )}
      <div id={panelId} role="tabpanel" className="promotion-list-panel">
        {shown.length === 0 ? (
          <p className="empty-state">{t('promotions_list.empty')}</p>
        ) : (
          <ul className="promotion-list">
            {shown.map((item) => (
              <li key={item.entry.id}>
                <PromotionCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

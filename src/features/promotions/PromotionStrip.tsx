import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import type { PromotionRecord } from '../../data/promotionHooks';
import { openAppDownload } from './appDownload';
import { promotionTarget, type PromotionTarget } from './promotionTarget';
import { PromotionStripPlaceholder } from './HomePlaceholders';
import { ReferralTrigger } from './ReferralButton';
import { usePromotionContext, type PromotionContext } from './usePromotionContext';
import { activityVisible } from './visibility';

export interface Item {
  promotion: PromotionRecord;
  target: Exclude<PromotionTarget, { kind: 'none' }>;
}

/** The activity buttons this viewer may see (spec §5), each with where it leads (spec §3). */
export function visibleItems(context: PromotionContext): Item[] {
  return context.promotions.flatMap((promotion) => {
    if (!promotion.title || !activityVisible(promotion, context)) return [];
    const target = promotionTarget(promotion, context.viewer.signedIn);
    return target.kind === 'none' ? [] : [{ promotion, target }];
  });
}

function ItemText({ promotion }: { promotion: PromotionRecord }) {
  return (
    <>
      <span className="promotion-title">{promotion.title}</span>
      {promotion.summary && <span className="promotion-summary">{promotion.summary}</span>}
    </>
  );
}

/** An activity button's tap target (a link or a button), whatever it holds and looks like. */
export function ActivityAction({
  item,
  context,
  className,
  children,
}: {
  item: Item;
  context: PromotionContext;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { target } = item;
  switch (target.kind) {
    case 'route':
      return (
        <AppLink className={className} to={target.path}>
          {children}
        </AppLink>
      );
    case 'external':
      return (
        <a
          className={className}
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-description={t('promotions.opens_outside')}
        >
          {children}
        </a>
      );
    case 'referral':
      return (
        <ReferralTrigger context={context} className={className}>
          {children}
        </ReferralTrigger>
      );
    case 'app-download':
      return (
        <button type="button" className={className} onClick={openAppDownload}>
          {children}
        </button>
      );
  }
}

/** The home page's activity buttons, from the promotions table (offline too). */
export function PromotionStrip() {
  const { t } = useTranslation();
  const context = usePromotionContext();
  // Never fetched on this device: the strip's place is kept until the answer says what it holds.
  if (!context?.promotionsKnown) {
    return <PromotionStripPlaceholder />;
  }
  const items = visibleItems(context);
  if (items.length === 0) return null;
  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h2 id="promotions-title">{t('promotions.title')}</h2>
      <ul className="promotion-strip">
        {items.map((item) => (
          <li key={item.promotion.id}>
            <ActivityAction item={item} context={context} className="promotion-item">
              <ItemText promotion={item.promotion} />
            </ActivityAction>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MallSchema,
  RedeemAnswerSchema,
  RedemptionsSchema,
  type MallItem,
  type RedeemAnswer,
} from '../../common/pages/mallSchemas';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { useMemberPage } from '../../data/pageStore';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import {
  CheckingNote,
  confirmDone,
  formatDateTime,
  formatNumber,
  MyPoints,
  refresh,
  usePrizeText,
  useRefresh,
} from './shared';
import { useSubmission } from './useSubmission';

const MALL = 'mall';
const REDEMPTIONS = 'redemptions';
const ALL = 'ALL';
const HISTORY = 'HISTORY';

/** Why an item cannot be redeemed now, as a message key; null when it can. */
export function redeemBlocker(item: MallItem, points: number): string | null {
  if (item.stock === 0) return 'mall.sold_out';
  if (item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit) {
    return 'mall.limit_reached';
  }
  if (points < item.pricePoints) return 'mall.not_enough_points';
  return null;
}

/** `/m/mall/mallHome`: the member's points, items for points, redeeming, what was redeemed. */
export function Mall() {
  const { t } = useTranslation();
  const stored = useMemberPage(MALL, MallSchema);
  const [tab, setTab] = useState(ALL);
  const panelId = useId();
  useRefresh(MALL, PAGE_PATHS.mall, MallSchema);
  useRefresh(REDEMPTIONS, PAGE_PATHS.mallRedemptions, RedemptionsSchema);
  const prizeText = usePrizeText(stored?.value.currency ?? '');
  const onDone = useCallback(
    (answer: RedeemAnswer) => {
      confirmDone(t('mall.redeemed_notice', { title: answer.redemption.title }));
      refresh(MALL, PAGE_PATHS.mall, MallSchema);
      refresh(REDEMPTIONS, PAGE_PATHS.mallRedemptions, RedemptionsSchema);
    },
    [t],
  );
  const { run, busy, checking } = useSubmission(
    PAGE_PATHS.redeemMallItem,
    RedeemAnswerSchema,
    onDone,
  );
  if (stored === undefined) {
    return (
      <PageFrame titleKey="pages.point_market">
        <Spinner />
      </PageFrame>
    );
  }
  const mall = stored?.value;
  const items = (mall?.items ?? []).filter((item) => tab === ALL || item.category === tab);
  return (
    <PageFrame titleKey="pages.point_market">
      {mall && (
        <>
          <MyPoints points={mall.points} />
          <p className="loyalty-meta">{mall.earnRule}</p>
        </>
      )}
      <Tabs
        label={t('pages.point_market')}
        options={[ALL, ...(mall?.categories ?? []).map((category) => category.code), HISTORY]}
        value={tab}
        onChange={setTab}
        labelFor={(code) =>
          code === ALL
            ? t('mall.all')
            : code === HISTORY
              ? t('mall.history')
              : (mall?.categories.find((category) => category.code === code)?.name ?? code)
        }
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" className="loyalty-panel">
        {tab === HISTORY ? (
          <History />
        ) : !mall ? (
          <p className="empty-state">{t('rewards.not_loaded')}</p>
        ) : (
          <ul className="card-list">
            {items.map((item) => {
              const row = String(item.id);
              const blocker = redeemBlocker(item, mall.points);
              return (
                <li key={item.id}>
                  <article className="card loyalty-item" aria-label={item.title}>
                    <img src={item.imageUrl} alt="" width={160} height={160} loading="lazy" />
                    <h2>{item.title}</h2>
                    <p>{item.description}</p>
                    <p className="loyalty-prize">
                      {t('mall.price', { points: formatNumber(item.pricePoints) })}
                    </p>
                    <p className="loyalty-meta">
                      {item.stock === null
                        ? t('mall.in_stock')
                        : item.stock === 0
                          ? t('mall.sold_out')
                          : t('mall.stock', { count: item.stock })}
                      {item.perMemberLimit !== null &&
                        ` · ${t('mall.limit', { redeemed: item.redeemedByMe, limit: item.perMemberLimit })}`}
                      {' · '}
                      {prizeText(item.prize)}
                    </p>
                    {checking.has(row) && <CheckingNote />}
                    {blocker && !checking.has(row) && <p className="loyalty-note">{t(blocker)}</p>}
                    <button
                      type="button"
                      className="button primary"
                      disabled={busy !== null || (blocker !== null && !checking.has(row))}
                      aria-busy={busy === row}
                      onClick={() => void run(row, { itemId: item.id })}
                    >
                      {checking.has(row) ? t('rewards.check_again') : t('mall.redeem')}
                    </button>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

function History() {
  const { t } = useTranslation();
  const stored = useMemberPage(REDEMPTIONS, RedemptionsSchema);
  if (stored === undefined) return <Spinner />;
  const items = stored?.value.items ?? [];
  if (items.length === 0) return <p className="empty-state">{t('mall.no_history')}</p>;
  return (
    <ul className="card-list" aria-label={t('mall.history')}>
      {items.map((redemption) => (
        <li key={redemption.id} className="card loyalty-item">
          <h2>{redemption.title}</h2>
          <p className="loyalty-meta">
            {formatDateTime(redemption.createdAt)} ·{' '}
            {t('mall.price', { points: formatNumber(redemption.pricePoints) })} ·{' '}
            {t(`mall.status_${redemption.status}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { toBcp47 } from '../../common/languages';
import type { Prize } from '../../common/pages/prizeSchemas';
import { syncMemberPage } from '../../data/sync/pages';
import { currentLanguage } from '../../i18n';
import { formatAmount } from '../../lib/currency';
import { showNotice } from '../../ui/notices';

/** Refreshes a member's page answer when the page opens; the stored one shows meanwhile. */
export function useRefresh(resource: string, path: string, schema: v.GenericSchema) {
  useEffect(() => {
    syncMemberPage(resource, path, schema).catch(reportSyncFailure);
  }, [resource, path, schema]);
}

export function refresh(resource: string, path: string, schema: v.GenericSchema) {
  syncMemberPage(resource, path, schema).catch(reportSyncFailure);
}

export function formatNumber(value: number) {
  return new Intl.NumberFormat(toBcp47(currentLanguage())).format(value);
}

export function formatDateTime(iso: string) {
  return new Intl.DateTimeFormat(toBcp47(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(Date.parse(iso));
}

/** What a prize gives, in words: money in the currency, points, a voucher or a gift. */
export function usePrizeText(currency: string) {
  const { t } = useTranslation();
  return (prize: Prize) => {
    switch (prize.type) {
      case 'cash':
        return formatAmount(prize.amount, currency, { symbol: true });
      case 'points':
        return t('rewards.points_prize', { points: formatNumber(prize.points) });
      case 'voucher':
        return prize.voucherTitle;
      case 'gift':
        return prize.description;
    }
  };
}

/** The member's loyalty points, at the top of the reward centre and the mall. */
export function MyPoints({ points }: { points: number }) {
  const { t } = useTranslation();
  return (
    <p className="loyalty-points">{t('rewards.my_points', { points: formatNumber(points) })}</p>
  );
}

/** The short confirmation after a claim or redemption went through. */
export function confirmDone(text: string) {
  showNotice({ kind: 'toast', text: { literal: text }, durationMs: 3000 });
}

/** The row's honest state while a lost answer is being looked up by its key. */
export function CheckingNote() {
  const { t } = useTranslation();
  return (
    <p className="loyalty-checking" role="status">
      {t('rewards.checking')}
    </p>
  );
}

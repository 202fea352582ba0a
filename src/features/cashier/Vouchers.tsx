import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import { MEMBER_PATHS } from '../../common/member-api';
import type { Voucher, VoucherState } from '../../common/cashier-schemas';
import { useVouchers } from '../../data/payoutHooks';
import { syncPayouts } from '../../data/sync/payouts';
import { useOnline } from '../../ui/useOnline';
import { formatAmount } from '../../lib/currency';
import { MoneyFormStatus } from './MoneyFormStatus';
import { useMoneySubmission } from './useMoneySubmission';
import { ChoiceGroup } from './ChoiceGroup';

export function refreshVouchers() {
  syncPayouts('vouchers').catch((error: unknown) => console.warn('Vouchers not loaded', error));
}

function useBonusText() {
  const { t } = useTranslation();
  return (voucher: Voucher) => {
    const money = (amount: number) => formatAmount(amount, voucher.currency, { symbol: true });
    const bonus =
      voucher.bonus.type === 'percent'
        ? t('vouchers.bonus_percent', {
            percent: voucher.bonus.percent,
            max: money(voucher.bonus.maxBonus),
          })
        : t('vouchers.bonus_fixed', { amount: money(voucher.bonus.amount) });
    return `${bonus} · ${t('vouchers.minimum', { min: money(voucher.minDeposit) })}`;
  };
}

/** The claimed vouchers a deposit may carry: none, or one of them. */
export function VoucherChoice(props: {
  vouchers: Voucher[];
  chosen: number | null;
  choose: (id: number | null) => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const bonusText = useBonusText();
  if (props.vouchers.length === 0) return null;
  return (
    <ChoiceGroup<number | null>
      legend={t('vouchers.apply')}
      name="voucher"
      choices={[
        { value: null, label: t('vouchers.none') },
        ...props.vouchers.map((voucher) => ({
          value: voucher.id,
          label: (
            <span>
              {voucher.title}
              <small className="voucher-terms">{bonusText(voucher)}</small>
            </span>
          ),
        })),
      ]}
      selected={props.chosen}
      onSelect={props.choose}
    />
  );
}

const SECTIONS: VoucherState[] = ['claimable', 'claimed', 'used', 'expired'];

/** The member's vouchers by state; an offered one is claimed here (idempotent, like money). */
export function VoucherList() {
  const { t, i18n } = useTranslation();
  const bonusText = useBonusText();
  const online = useOnline();
  const claim = useMoneySubmission('voucher', refreshVouchers);
  const vouchers = useVouchers()?.vouchers;
  if (!vouchers) return null;
  const claimOne = (voucherId: number) => {
    void claim
      .submit(
        (key) =>
          post(MEMBER_PATHS.claimVoucher, {
            body: { voucherId },
            headers: { [IDEMPOTENCY_HEADER]: key },
            alert: false,
          }),
        { voucherId },
      )
      .then(refreshVouchers);
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <section className="vouchers" aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">{t('vouchers.title')}</h2>
      {/* The deposit form above already says the page is offline. */}
      <MoneyFormStatus phase={claim.phase} online />
      {vouchers.length === 0 && <p className="empty-state">{t('vouchers.empty')}</p>}
      {SECTIONS.map((state) => {
        const inState = vouchers.filter((voucher) => voucher.state === state);
        if (inState.length === 0) return null;
        return (
          <div key={state}>
            <h3>{t(`vouchers.state_${state}`)}</h3>
            <ul className="voucher-list">
              {inState.map((voucher) => (
                <li key={voucher.id} className={`voucher ${state}`}>
                  <strong>{voucher.title}</strong>
                  <span>{bonusText(voucher)}</span>
                  <small>
                    {state === 'used' && voucher.usedAt
                      ? t('vouchers.used_on', { date: date(voucher.usedAt) })
                      : t('vouchers.expires', { date: date(voucher.expiresAt) })}
                  </small>
                  {state === 'claimable' && (
                    <button
                      type="button"
                      className="button primary"
                      disabled={!online || claim.busy}
                      onClick={() => claimOne(voucher.id)}
                    >
                      {t('vouchers.claim')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import {
  VipLevelsSchema,
  VipStatusSchema,
  type VipLevels,
  type VipStatus,
} from '../../common/pages/vipSchemas';
import { useMemberPage, usePublicPage } from '../../data/pageStore';
import { syncRankProgress } from '../../data/sync/member';
import { syncMemberPage, syncPublicPage } from '../../data/sync/pages';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { RankProgressBar } from './RankProgressBar';
import { benefitKind, formatVipValue, requirementKind, type MoneyFormat } from './vipValues';
import './vip.css';

function useFormat(money: MoneyFormat) {
  const { t, i18n } = useTranslation();
  return (kind: Parameters<typeof formatVipValue>[0], value: number) =>
    formatVipValue(kind, value, money, i18n.language, t);
}

/** The member's tier and what is still missing for the next one. */
function MyTier({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const format = useFormat(status);
  return (
    <section className="vip-mine" aria-labelledby="vip-mine-title">
      <h2 id="vip-mine-title">{t('benefits.your_tier', { name: status.name })}</h2>
      <RankProgressBar />
      {status.next ? (
        <>
          <h3>{t('benefits.next_tier', { name: status.next.name })}</h3>
          <ul className="vip-conditions">
            {status.next.conditions.map((condition) => {
              const kind = requirementKind(condition.code);
              return (
                <li key={condition.code} className={condition.met ? 'met' : undefined}>
                  <span>{t(`benefits.requirement.${condition.code}`)}</span>
                  <span>
                    {format(kind, condition.current)} / {format(kind, condition.required)}
                  </span>
                  <span className="vip-gap">
                    {condition.met
                      ? t('benefits.met')
                      : t('benefits.gap', { amount: format(kind, condition.gap) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{t('benefits.top_tier')}</p>
      )}
    </section>
  );
}

function Tiers({ levels, current }: { levels: VipLevels; current: number | null }) {
  const { t } = useTranslation();
  const format = useFormat(levels);
  return (
    <ol className="vip-tiers" aria-label={t('benefits.tiers')}>
      {levels.tiers.map((tier) => (
        <li
          key={tier.level}
          className={tier.level === current ? 'vip-tier current' : 'vip-tier'}
          style={{ borderColor: tier.color }}
          aria-current={tier.level === current ? 'true' : undefined}
        >
          <div className="vip-tier-head">
            <img src={tier.badgeUrl} alt="" width={40} height={40} />
            <h3>{tier.name}</h3>
            {tier.level === current && <span className="vip-here">{t('benefits.current')}</span>}
          </div>
          <h4>{t('benefits.requirements')}</h4>
          {tier.requirements.length === 0 ? (
            <p className="empty-state">{t('benefits.no_requirements')}</p>
          ) : (
            <dl>
              {tier.requirements.map((requirement) => (
                <div key={requirement.code}>
                  <dt>{t(`benefits.requirement.${requirement.code}`)}</dt>
                  <dd>{format(requirementKind(requirement.code), requirement.value)}</dd>
                </div>
              ))}
            </dl>
          )}
          <h4>{t('benefits.benefits')}</h4>
          <dl>
            {tier.benefits.map((benefit) => (
              <div key={benefit.code}>
                <dt>{t(`benefits.benefit.${benefit.code}`)}</dt>
                <dd>{format(benefitKind(benefit.code), benefit.value)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Spec §2 /m/member/benefits: the VIP tiers, the member's tier, progress and next-tier gap. */
export default function VipBenefitsPage() {
  const { t, i18n } = useTranslation();
  const storedLevels = usePublicPage('vipLevels', VipLevelsSchema);
  const levels = storedLevels && storedLevels.value;
  const status = useMemberPage('vip', VipStatusSchema)?.value;
  useEffect(() => {
    syncPublicPage('vipLevels', PAGE_PATHS.vipLevels, VipLevelsSchema).catch(reportSyncFailure);
  }, [i18n.language]);
  useEffect(() => {
    syncMemberPage('vip', PAGE_PATHS.vipStatus, VipStatusSchema).catch(reportSyncFailure);
    syncRankProgress().catch(reportSyncFailure);
  }, []);
  return (
    <PageFrame titleKey="pages.member_benefits">
      {status && <MyTier status={status} />}
      {levels === undefined ? (
        <Spinner />
      ) : levels === null ? (
        <p className="empty-state" role="status">
          {t('benefits.unavailable')}
        </p>
      ) : (
        <Tiers levels={levels} current={status?.level ?? null} />
      )}
    </PageFrame>
  );
}

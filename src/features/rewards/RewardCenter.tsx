import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import {
  REWARD_STATES,
  RewardClaimSchema,
  RewardsSchema,
  type Reward,
  type RewardClaim,
  type RewardState,
} from '../../common/pages/rewardSchemas';
import { useMemberPage } from '../../data/pageStore';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import {
  CheckingNote,
  confirmDone,
  formatDateTime,
  MyPoints,
  refresh,
  usePrizeText,
  useRefresh,
} from './shared';
import { useSubmission } from './useSubmission';

const RESOURCE = 'rewards';

/** `/m/rewardCenter`: claimable, claimed and expired rewards; one tap claims (idempotent). */
export function RewardCenter() {
  const { t } = useTranslation();
  const stored = useMemberPage(RESOURCE, RewardsSchema);
  const [tab, setTab] = useState<RewardState>('claimable');
  const panelId = useId();
  useRefresh(RESOURCE, PAGE_PATHS.rewards, RewardsSchema);
  const prizeText = usePrizeText(stored?.value.currency ?? '');
  const onDone = useCallback(
    (answer: RewardClaim) => {
      confirmDone(t('rewards.claimed_notice', { prize: prizeText(answer.reward.prize) }));
      refresh(RESOURCE, PAGE_PATHS.rewards, RewardsSchema);
    },
    [t, prizeText],
  );
  const { run, busy, checking } = useSubmission(PAGE_PATHS.claimReward, RewardClaimSchema, onDone);
  if (stored === undefined) {
    return (
      <PageFrame titleKey="pages.reward_center">
        <Spinner />
      </PageFrame>
    );
  }
  const rewards = stored?.value.rewards ?? [];
  const shown = rewards.filter((reward) => reward.state === tab);
  return (
    <PageFrame titleKey="pages.reward_center">
      {stored && <MyPoints points={stored.value.points} />}
      <Tabs
        label={t('pages.reward_center')}
        options={REWARD_STATES}
        value={tab}
        onChange={setTab}
        labelFor={(state) =>
          t(`rewards.state_${state}`, {
            count: rewards.filter((reward) => reward.state === state).length,
          })
        }
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" className="loyalty-panel">
        {stored === null ? (
          <p className="empty-state">{t('rewards.not_loaded')}</p>
        ) : shown.length === 0 ? (
          <p className="empty-state">{t(`rewards.empty_${tab}`)}</p>
        ) : (
          <ul className="card-list">
            {shown.map((reward) => (
              <li key={reward.id}>
                <RewardRow
                  reward={reward}
                  prize={prizeText(reward.prize)}
                  busy={busy === String(reward.id)}
                  checking={checking.has(String(reward.id))}
                  disabled={busy !== null}
                  onClaim={() => void run(String(reward.id), { rewardId: reward.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

function RewardRow(props: {
  reward: Reward;
  prize: string;
  busy: boolean;
  checking: boolean;
  disabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const { reward } = props;
  return (
    <article className="card loyalty-item" aria-label={reward.title}>
      <h2>{reward.title}</h2>
      <p>{reward.description}</p>
      <p className="loyalty-prize">{props.prize}</p>
      <p className="loyalty-meta">
        {reward.state === 'claimed' && reward.claimedAt
          ? t('rewards.claimed_at', { time: formatDateTime(reward.claimedAt) })
          : reward.state === 'expired'
            ? t('rewards.expired_at', { time: formatDateTime(reward.expiresAt) })
            : t('rewards.expires_at', { time: formatDateTime(reward.expiresAt) })}
      </p>
      {props.checking && <CheckingNote />}
      {reward.state === 'claimable' && (
        <button
          type="button"
          className="button primary"
          disabled={props.disabled}
          aria-busy={props.busy}
          onClick={props.onClaim}
        >
          {props.checking ? t('rewards.check_again') : t('rewards.claim')}
        </button>
      )}
    </article>
  );
}

import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf, type RouteId } from '../../app/paths';
import {
  LeaderboardSchema,
  MISSION_PERIODS,
  MONEY_METRICS,
  MissionClaimSchema,
  MissionsSchema,
  type Mission,
  type MissionClaim,
  type MissionPeriod,
} from '../../common/pages/missionSchemas';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { useMemberPage } from '../../data/pageStore';
import { syncMemberPage } from '../../data/sync/pages';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { formatAmount } from '../../lib/currency';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { Leaderboard } from './Leaderboard';
import { CheckingNote, confirmDone, refresh, usePrizeText, useRefresh } from './shared';
import { useSubmission } from './useSubmission';

const RESOURCE = 'missions';

/** Where a mission's "Go" leads (docs/api.md "Missions"). */
const ACTION_ROUTES: Partial<Record<string, RouteId>> = {
  DEPOSIT: 'voucherCenter',
  LOTTERY: 'game',
  GAMES: 'game',
  INVITE_FRIENDS: 'inviteFriends',
};

function refreshLeaderboard(period: MissionPeriod) {
  syncMemberPage(`leaderboard_${period}`, PAGE_PATHS.leaderboard, LeaderboardSchema, {
    period,
  }).catch(reportSyncFailure);
}

/** `/m/leaderBoard`: daily and weekly missions with their progress, claims, and the ranking. */
export function Missions() {
  const { t } = useTranslation();
  const stored = useMemberPage(RESOURCE, MissionsSchema);
  const [period, setPeriod] = useState<MissionPeriod>('daily');
  const panelId = useId();
  useRefresh(RESOURCE, PAGE_PATHS.missions, MissionsSchema);
  const currency = stored?.value.currency ?? '';
  const prizeText = usePrizeText(currency);
  const onDone = useCallback(
    (answer: MissionClaim) => {
      confirmDone(t('missions.claimed_notice', { prize: prizeText(answer.mission.prize) }));
      refresh(RESOURCE, PAGE_PATHS.missions, MissionsSchema);
      refreshLeaderboard(answer.mission.period);
    },
    [t, prizeText],
  );
  const { run, busy, checking } = useSubmission(
    PAGE_PATHS.claimMission,
    MissionClaimSchema,
    onDone,
  );
  if (stored === undefined) {
    return (
      <PageFrame titleKey="pages.leader_board">
        <Spinner />
      </PageFrame>
    );
  }
  const missions = (stored?.value.missions ?? []).filter((mission) => mission.period === period);
  const amount = (mission: Mission, value: number) =>
    MONEY_METRICS.includes(mission.metric)
      ? formatAmount(value, currency, { symbol: true })
      : value;
  return (
    <PageFrame titleKey="pages.leader_board">
      <Tabs
        label={t('pages.leader_board')}
        options={MISSION_PERIODS}
        value={period}
        onChange={setPeriod}
        labelFor={(option) => t(`missions.${option}`)}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" className="loyalty-panel">
        {stored === null ? (
          <p className="empty-state">{t('rewards.not_loaded')}</p>
        ) : missions.length === 0 ? (
          <p className="empty-state">{t('missions.empty')}</p>
        ) : (
          <ul className="card-list">
            {missions.map((mission) => {
              const row = `${mission.id}:${mission.periodKey}`;
              const goTo = mission.action ? ACTION_ROUTES[mission.action] : undefined;
              return (
                <li key={row}>
                  <article className="card loyalty-item" aria-label={mission.title}>
                    <h2>{mission.title}</h2>
                    <p>{mission.description}</p>
                    <progress
                      max={mission.target}
                      value={mission.current}
                      aria-label={t('missions.progress')}
                    />
                    <p className="loyalty-meta">
                      {t('missions.progress_of', {
                        current: amount(mission, mission.current),
                        target: amount(mission, mission.target),
                      })}{' '}
                      · {prizeText(mission.prize)} · {t('missions.score', { score: mission.score })}
                    </p>
                    {checking.has(row) && <CheckingNote />}
                    {mission.state === 'claimable' ? (
                      <button
                        type="button"
                        className="button primary"
                        disabled={busy !== null}
                        aria-busy={busy === row}
                        onClick={() =>
                          void run(row, { missionId: mission.id, periodKey: mission.periodKey })
                        }
                      >
                        {checking.has(row) ? t('rewards.check_again') : t('rewards.claim')}
                      </button>
                    ) : mission.state === 'claimed' ? (
                      <p className="loyalty-done">{t('missions.claimed')}</p>
                    ) : goTo ? (
                      <AppLink className="button" to={pathOf(goTo)}>
                        {t('missions.go')}
                      </AppLink>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Leaderboard period={period} currency={currency} />
      </div>
    </PageFrame>
  );
}

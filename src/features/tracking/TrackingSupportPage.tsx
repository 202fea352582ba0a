import { useLiveQuery } from '../../data/liveQuery';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxSnapshot, requeueDeadLetters, trackingDb } from '../../data/tracking/outboxDb';
import { PageFrame } from '../../ui/PageFrame';
import { isTrackingDebugOn } from './debugFlag';
import { deliverSoon, drainNow } from './delivery';
import { onQuotaError, quotaErrorsThisPage } from './track';
import './tracking.css';

const DEAD_LETTERS_SHOWN = 50;

/**
 * Support staff's view of the tracking outbox (/m/support/tracking?debug=1): what is queued, in
 * flight, acknowledged and dead-lettered, live from the tables of every tab and the worker.
 */
export default function TrackingSupportPage() {
  const { t } = useTranslation();
  const [enabled] = useState(() => isTrackingDebugOn());
  return (
    <PageFrame titleKey="pages.tracking_support">
      {enabled ? <OutboxView /> : <p className="empty-state">{t('tracking_support.disabled')}</p>}
    </PageFrame>
  );
}

function OutboxView() {
  const { t, i18n } = useTranslation();
  const snapshot = useLiveQuery(() => outboxSnapshot(trackingDb()), []);
  const deadLetters = useLiveQuery(
    () => trackingDb().deadLetters.orderBy('deadAt').reverse().limit(DEAD_LETTERS_SHOWN).toArray(),
    [],
  );
  const quotaThisPage = useSyncExternalStore(onQuotaError, quotaErrorsThisPage);
  const [busy, setBusy] = useState(false);
  if (!snapshot) return <p className="empty-state">{t('app.please_wait')}</p>;

  const run = (task: () => Promise<unknown>) => {
    setBusy(true);
    task()
      .catch((error: unknown) => console.warn('Support action failed', error))
      .finally(() => setBusy(false));
  };
  const format = (n: number) => n.toLocaleString(i18n.language);
  const rows: [string, number][] = [
    ['tracking_support.queued', snapshot.queued],
    ['tracking_support.in_flight', snapshot.inFlight],
    ['tracking_support.acknowledged', snapshot.stats.acknowledged],
    ['tracking_support.duplicates', snapshot.stats.duplicates],
    ['tracking_support.refused', snapshot.refused],
    ['tracking_support.set_aside', snapshot.setAside],
    ['tracking_support.dead_lettered', snapshot.deadLettered],
    ['tracking_support.expired', snapshot.stats.expired],
    ['tracking_support.requests', snapshot.stats.requests],
    ['tracking_support.quota_errors', Math.max(snapshot.stats.quotaErrors, quotaThisPage)],
  ];
  return (
    <section className="support-outbox" aria-live="polite">
      <dl className="support-stats">
        {rows.map(([key, value]) => (
          <div key={key} data-stat={key.slice('tracking_support.'.length)}>
            <dt>{t(key)}</dt>
            <dd>{format(value)}</dd>
          </div>
        ))}
      </dl>
      {snapshot.oldestQueuedAt !== null && (
        <p>
          {t('tracking_support.oldest', {
            time: new Date(snapshot.oldestQueuedAt).toLocaleString(i18n.language),
          })}
        </p>
      )}
      <div className="support-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => run(drainNow)}
        >
          {t('tracking_support.send_now')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || snapshot.deadLettered === 0}
          onClick={() =>
            run(async () => {
              await requeueDeadLetters(trackingDb(), Date.now());
              await deliverSoon();
            })
          }
        >
          {t('tracking_support.requeue')}
        </button>
      </div>
      {deadLetters && deadLetters.length > 0 && (
        <>
          <h2>{t('tracking_support.dead_letters')}</h2>
          <ul className="support-dead-letters">
            {deadLetters.map((row) => (
              <li key={row.eventId}>
                <strong>{row.name}</strong> <code>{row.eventId}</code>
                <div>{row.reason}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

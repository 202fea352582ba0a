import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { isSwToPageMessage } from '../../common/sw-messages';
import { FeedbackListSchema, type FeedbackItem } from '../../common/pages/feedbackSchemas';
import { db, type FeedbackOutboxRow } from '../../data/db';
import { memberKeyOf } from '../../data/memberKey';
import { useFeedbackOutbox } from '../../data/feedbackHooks';
import { useMemberPage } from '../../data/pageStore';
import { useSession } from '../../lib/session';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { FeedbackForm } from './FeedbackForm';
import {
  FEEDBACK_RESOURCE,
  forgetListed,
  sendWaitingFeedback,
  syncFeedbackList,
} from './feedbackOutbox';
import './feedback.css';

function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

function Unlisted({ row }: { row: FeedbackOutboxRow }) {
  const { t } = useTranslation();
  const body = row.body as { category?: string; text?: string };
  return (
    <li className={`feedback-item ${row.state}`}>
      <span className="feedback-state">
        {row.state === 'failed'
          ? t('feedback.failed', {
              reason: t([`errors.${row.failure ?? ''}`, 'feedback.failed_generic']),
            })
          : t(row.state === 'sent' ? 'feedback.sent' : 'feedback.waiting')}
      </span>
      <span className="feedback-category">
        {t(`feedback.categories.${body.category ?? 'OTHER'}`)}
      </span>
      <p>{body.text}</p>
    </li>
  );
}

function Listed({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <li className={`feedback-item ${item.status}`}>
      <span className="feedback-state">{t(`feedback.status.${item.status}`)}</span>
      <span className="feedback-category">
        {t(`feedback.categories.${item.category}`)} ·{' '}
        <time dateTime={item.receivedAt}>{dateTime(item.receivedAt)}</time>
      </span>
      <p>{item.text}</p>
      {item.reply && (
        <blockquote className="feedback-reply">
          <strong>{t('feedback.reply')}</strong> {item.reply.text}
        </blockquote>
      )}
    </li>
  );
}

/** The service worker's deliveries, written where this page's live queries see them. */
function useWorkerDeliveries() {
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isSwToPageMessage(message) || message.type !== 'FEEDBACK_CHANGED') return;
      const { feedbackId, state, failure } = message;
      // Its own time: the worker's write of the same state would otherwise count as no change.
      const settled = { state, settledAt: Date.now() };
      void db.feedbackOutbox
        .update(feedbackId, failure ? { ...settled, failure } : settled)
        .catch((error: unknown) => console.warn('Feedback state not kept', error));
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

/** Seconds between tries while messages wait on an open page: soon after, then less often. */
const RETRY_SECONDS = [2, 5, 10, 30, 60];

/**
 * While messages wait: send now (the page opened, the connection returned), then again and again
 * while the page stays open, since a line that just came back may still drop the first try and
 * Background Sync's own retry is minutes away (and absent outside Chromium).
 */
function useSendWhileWaiting(member: string | null, waitingCount: number) {
  useEffect(() => {
    if (!member || waitingCount === 0) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sendNow = () => {
      clearTimeout(timer);
      // From the third try on, the page sends too, in case the worker's queue lost its copy.
      sendWaitingFeedback(member, attempt >= 2).catch((error: unknown) =>
        console.warn('Waiting feedback not sent', error),
      );
      const seconds = RETRY_SECONDS[Math.min(attempt++, RETRY_SECONDS.length - 1)]!;
      timer = setTimeout(sendNow, seconds * 1000);
    };
    // The connection coming back starts over from the shortest wait.
    const onOnline = () => {
      attempt = 0;
      sendNow();
    };
    sendNow();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [member, waitingCount]);
}

/** Spec §2 /m/feedback (members only): write to the operator, offline too; see the replies. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const member = memberKeyOf(useSession());
  const stored = useMemberPage(FEEDBACK_RESOURCE, FeedbackListSchema);
  const list = stored && stored.value;
  useWorkerDeliveries();
  const outbox = useFeedbackOutbox();
  useEffect(() => {
    syncFeedbackList().catch(reportSyncFailure);
  }, [member]);
  const waitingCount = outbox?.filter((row) => row.state === 'waiting').length ?? 0;
  useSendWhileWaiting(member, waitingCount);
  const sentCount = outbox?.filter((row) => row.state === 'sent').length ?? 0;
  useEffect(() => {
    // A message the server now has shows in the member's list, with its status.
    if (sentCount > 0) syncFeedbackList().catch(reportSyncFailure);
  }, [sentCount]);
  const listedIds = list?.items.map((item) => item.feedbackId) ?? [];
  const listed = new Set(listedIds);
  const listedKey = listedIds.join();
  useEffect(() => {
    if (member && listedKey) void forgetListed(member, new Set(listedKey.split(',')));
  }, [member, listedKey]);
  const unlisted = outbox?.filter((row) => !listed.has(row.feedbackId)) ?? [];
  return (
    <PageFrame titleKey="pages.feedback">
      {member ? <FeedbackForm member={member} /> : <Spinner />}
      <section className="feedback-list" aria-labelledby="feedback-mine">
        <h2 id="feedback-mine">{t('feedback.mine')}</h2>
        {list === undefined && outbox === undefined ? (
          <Spinner />
        ) : unlisted.length === 0 && !list?.items.length ? (
          <p className="empty-state">{t('feedback.none')}</p>
        ) : (
          <ul>
            {unlisted.map((row) => (
              <Unlisted key={row.feedbackId} row={row} />
            ))}
            {list?.items.map((item) => (
              <Listed key={item.feedbackId} item={item} />
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}

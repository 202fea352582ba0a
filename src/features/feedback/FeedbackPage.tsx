import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { isSwToPageMessage } from '../../common/sw-messages';
import { FeedbackListSchema, type FeedbackItem } from '../../common/pages/feedbackSchemas';
import type { FeedbackOutboxRow } from '../../data/db';
import { memberKeyOf } from '../../data/memberKey';
import { useFeedbackOutbox, useMemberPage } from '../../data/pageHooks';
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

/** Counts the service worker's deliveries, so the outbox is read again after each. */
function useWorkerChanges() {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (isSwToPageMessage(event.data) && event.data.type === 'FEEDBACK_CHANGED') {
        setRevision((seen) => seen + 1);
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
  return revision;
}

/** Spec §2 /m/feedback (members only): write to the operator, offline too; see the replies. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const member = memberKeyOf(useSession());
  const list = useMemberPage(FEEDBACK_RESOURCE, FeedbackListSchema);
  const revision = useWorkerChanges();
  const outbox = useFeedbackOutbox(revision);
  useEffect(() => {
    syncFeedbackList().catch(reportSyncFailure);
    if (!member) return;
    const sendNow = () =>
      void sendWaitingFeedback(member).catch((error: unknown) =>
        console.warn('Waiting feedback not sent', error),
      );
    sendNow();
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [member]);
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

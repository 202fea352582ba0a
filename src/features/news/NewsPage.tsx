import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink, useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { NewsPageSchema, type NewsItem } from '../../common/pages/contentSchemas';
import { useNewsReadState } from '../../data/newsHooks';
import { usePublicPage } from '../../data/pageStore';
import { markNewsRead, NEWS_RESOURCE, syncNews, syncNewsItem } from '../../data/sync/news';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { SafeHtml } from '../help';
import { isUnread } from './unread';
import './news.css';

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
}

function NewsArticle({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const date = useDate();
  useEffect(() => {
    void markNewsRead(item.id).catch((error: unknown) => console.warn('Read state lost', error));
  }, [item.id]);
  return (
    <article className="news-article">
      <h2>{item.title}</h2>
      <p className="news-meta">
        {t(`news.category.${item.category}`)} ·{' '}
        <time dateTime={item.publishedAt}>{date(item.publishedAt)}</time>
      </p>
      {item.imageUrl && <img className="news-image" src={item.imageUrl} alt="" />}
      <SafeHtml className="news-content" html={item.contentHtml} />
      <AppLink className="button" to={pathOf('news')}>
        {t('news.all')}
      </AppLink>
    </article>
  );
}

/** Spec §2 /m/news: the merchant's news with read state; `?id=` opens one item. */
export default function NewsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const date = useDate();
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? '');
  const stored = usePublicPage(NEWS_RESOURCE, NewsPageSchema);
  const news = stored && stored.value;
  const readState = useNewsReadState();
  const [loadingMore, setLoadingMore] = useState(false);
  const [missing, setMissing] = useState<number | null>(null);
  useEffect(() => {
    syncNews().catch(reportSyncFailure);
  }, [i18n.language]);
  const opened = id ? news?.items.find((item) => item.id === id) : undefined;
  useEffect(() => {
    // Opened from a push or a banner: the item may be older than the stored pages.
    if (!id || !news || opened) return;
    syncNewsItem(id)
      .then((found) => {
        if (!found) setMissing(id);
      })
      .catch((error: unknown) => {
        setMissing(id);
        reportSyncFailure(error);
      });
  }, [id, news, opened]);
  const loadMore = (cursor: string) => {
    setLoadingMore(true);
    syncNews(cursor)
      .catch(reportSyncFailure)
      .finally(() => setLoadingMore(false));
  };
  let body;
  if (news === undefined || readState === undefined) body = <Spinner />;
  else if (opened) body = <NewsArticle item={opened} />;
  else if (id && missing === id) {
    body = (
      <>
        <p className="empty-state" role="status">
          {t('news.not_found')}
        </p>
        <AppLink className="button" to={pathOf('news')}>
          {t('news.all')}
        </AppLink>
      </>
    );
  } else if (id && news) body = <Spinner />;
  else if (!news || news.items.length === 0) {
    body = (
      <p className="empty-state" role="status">
        {t('news.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="news-list">
          {news.items.map((item) => {
            const unread = isUnread(item, readState.firstSyncAt, readState.read);
            return (
              <li key={item.id} className={unread ? 'news-item unread' : 'news-item'}>
                <a
                  href={pathOf('news', { id: String(item.id) })}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(pathOf('news', { id: String(item.id) }));
                  }}
                >
                  <span className="news-title">
                    {unread && <span className="news-badge">{t('news.unread')}</span>}
                    {item.title}
                  </span>
                  <span className="news-summary">{item.summary}</span>
                  <time className="news-meta" dateTime={item.publishedAt}>
                    {date(item.publishedAt)}
                  </time>
                </a>
              </li>
            );
          })}
        </ul>
        {news.nextCursor && (
          <button
            type="button"
            className="button"
            disabled={loadingMore}
            onClick={() => news.nextCursor && loadMore(news.nextCursor)}
          >
            {t('news.more')}
          </button>
        )}
      </>
    );
  }
  return <PageFrame titleKey="pages.news">{body}</PageFrame>;
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { HelpCenterSchema } from '../../common/pages/contentSchemas';
import { usePublicPage } from '../../data/pageStore';
import { syncPublicPage } from '../../data/sync/pages';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { searchHelp } from './helpSearch';
import { SafeHtml } from './SafeHtml';
import './help.css';

const ALL = 'all';

/** Spec §2 /m/help: the merchant's FAQ by topic, searchable, offline from the last answer. */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const askedTopic = new URLSearchParams(useSearch()).get('topic');
  const stored = usePublicPage('help', HelpCenterSchema);
  const help = stored && stored.value;
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState(askedTopic ?? ALL);
  useEffect(() => {
    syncPublicPage('help', PAGE_PATHS.help, HelpCenterSchema).catch(reportSyncFailure);
  }, [i18n.language]);
  const topics = help?.topics ?? [];
  const chosen = topics.some((entry) => entry.id === topic) ? topic : ALL;
  // A search looks through every topic; without one, the chosen tab's topic shows.
  const shown = searchHelp(
    query.trim() || chosen === ALL ? topics : topics.filter((entry) => entry.id === chosen),
    query,
  );
  return (
    <PageFrame titleKey="pages.help">
      {help === undefined ? (
        <Spinner />
      ) : help === null ? (
        <p className="empty-state" role="status">
          {t('help.unavailable')}
        </p>
      ) : (
        <div className="help">
          <div className="field help-search">
            <label htmlFor="help-search">{t('help.search')}</label>
            <input
              id="help-search"
              type="search"
              value={query}
              placeholder={t('help.search_placeholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {!query.trim() && (
            <Tabs
              label={t('help.topics')}
              options={[ALL, ...topics.map((entry) => entry.id)]}
              value={chosen}
              onChange={setTopic}
              labelFor={(id) =>
                id === ALL ? t('help.all') : (topics.find((entry) => entry.id === id)?.title ?? id)
              }
            />
          )}
          {shown.length === 0 ? (
            <p className="empty-state" role="status">
              {t('help.no_results')}
            </p>
          ) : (
            shown.map((entry) => (
              <section key={entry.id} className="help-topic" aria-labelledby={`topic-${entry.id}`}>
                <h2 id={`topic-${entry.id}`}>{entry.title}</h2>
                {entry.questions.map((question) => (
                  <details key={question.id} className="help-question">
                    <summary>{question.question}</summary>
                    <SafeHtml className="help-answer" html={question.answerHtml} />
                  </details>
                ))}
              </section>
            ))
          )}
        </div>
      )}
    </PageFrame>
  );
}

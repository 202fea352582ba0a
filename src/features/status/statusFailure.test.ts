// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { dismissNotice, getNotices } from '../../ui/notices';
import { reportStatusFailure } from './statusFailure';

afterEach(() => {
  getNotices().forEach((notice) => dismissNotice(notice.id));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function shown() {
  return getNotices().map((notice) => ({
    kind: notice.kind,
    text: 'text' in notice ? notice.text : notice.title,
  }));
}

describe('status failures (spec §8)', () => {
  it('answers domain_not_available with the domain modal, even when its config call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportStatusFailure(new ServerError('/wps/system/status', 'domain_not_available', 'gone'));
    await vi.waitFor(() =>
      expect(shown()).toEqual([{ kind: 'alert', text: { key: 'status.domain_unavailable' } }]),
    );
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

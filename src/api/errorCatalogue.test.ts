// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isAutoLoginOn, setAutoLogin } from '../lib/autoLogin';
import { readSession, writeSession } from '../lib/session';
import { dismissNotice, getNotices } from '../ui/notices';
import { handleRequestFailure, reactionsFor, type FailureContext } from './errorCatalogue';
import { EncryptionError, HttpError, NetworkError, ServerError } from './errors';

const context: FailureContext = { alert: true, handledCodes: [], protocol: 'http:', online: true };
const server = (errorCode?: string, message?: string) =>
  new ServerError('/wps/x', errorCode, message);

afterEach(() => {
  getNotices().forEach((notice) => dismissNotice(notice.id));
});

describe('error catalogue, row by row (spec §8)', () => {
  it.each([
    ['CUSTOMER_NOT_LOGIN', server(undefined, 'CUSTOMER_NOT_LOGIN'), ['logout']],
    ['customer.not.login', server('customer.not.login'), ['logout']],
    ['user.or.token.invalid', server('user.or.token.invalid', 'Token expired'), ['logout']],
    ['login.not.session', server('login.not.session'), ['logout']],
    ['HTTP 401', new HttpError('/wps/x', 401), ['logout']],
    ['TOO_MANY_REQUEST code', server('TOO_MANY_REQUEST_LOGIN', 'Slow down'), ['silent']],
    ['TOO_MANY_REQUEST message', server(undefined, 'TOO_MANY_REQUEST'), ['silent']],
    ['HTTP 502', new HttpError('/wps/x', 502, 'Bad gateway'), ['silent']],
    [
      'too.many.attempts (429)',
      new HttpError('/wps/session/login', 429, 'Too many attempts', 'too.many.attempts'),
      ['tooManyAttempts'],
    ],
    [
      'token_ip_different',
      server('token_ip_different', 'IP changed'),
      ['autoLoginOff', 'serverMessage'],
    ],
    ['encryption failure', new EncryptionError('no key'), ['encryptionMessage']],
    ['no response on http', new NetworkError('/wps/x', false), ['networkError']],
    ['a server message', server('login.cred.err', 'Wrong password'), ['serverMessage']],
    ['an unknown error', server('mystery'), ['unknownError']],
    ['HTTP 500 without a message', new HttpError('/wps/x', 500), ['unknownError']],
  ] as const)('%s → %j', (_, error, expected) => {
    expect(reactionsFor(error, context)).toEqual(expected);
  });

  it('offline on https shows the offline toast instead', () => {
    expect(
      reactionsFor(new NetworkError('/wps/x', false), {
        ...context,
        protocol: 'https:',
        online: false,
      }),
    ).toEqual(['offlineToast']);
  });

  it('alert: false and codes the caller handles reject silently', () => {
    expect(reactionsFor(server('login.cred.err', 'Wrong'), { ...context, alert: false })).toEqual([
      'silent',
    ]);
    expect(
      reactionsFor(server('login_verify_required'), {
        ...context,
        handledCodes: ['login_verify_required'],
      }),
    ).toEqual(['silent']);
  });
});

describe('what the player sees', () => {
  it('a logout clears the session and asks to log in; confirming opens /m/login', () => {
    writeSession({ token: 'tok' });
    window.history.replaceState(null, '', '/m/withdraw?affiliateCode=AF1');
    handleRequestFailure(server('user.or.token.invalid'), {});
    expect(readSession()).toBeNull();
    const [notice] = getNotices();
    expect(notice).toMatchObject({ kind: 'alert', text: { key: 'session.please_login' } });
    if (notice?.kind !== 'alert') throw new Error('no alert');
    notice.actions[0]?.onSelect();
    expect(window.location.pathname + window.location.search).toBe('/m/login?affiliateCode=AF1');
  });

  it('token_ip_different turns auto-login off and shows the message', () => {
    setAutoLogin(true);
    handleRequestFailure(server('token_ip_different', 'Your IP changed'), {});
    expect(isAutoLoginOn()).toBe(false);
    // No translation for this code: the server's message is the text.
    expect(getNotices()).toMatchObject([{ text: { values: { defaultValue: 'Your IP changed' } } }]);
  });

  it('a sign-in limit shows the translated wait-and-retry message, not the English one', () => {
    const limited = new HttpError(
      '/wps/session/login',
      429,
      'Too many attempts',
      'too.many.attempts',
    );
    handleRequestFailure(limited, {});
    expect(getNotices()).toMatchObject([{ text: { key: 'errors.too_many_attempts' } }]);
  });

  it('an unknown error shows the translated unknown_error', () => {
    handleRequestFailure(server('mystery'), {});
    expect(getNotices()).toMatchObject([{ text: { key: 'app.unknown_error' } }]);
  });
});

import { navigate } from 'wouter/use-browser-location';
import { keepQuery } from '../app/navigation';
import { pathOf } from '../app/paths';
import { setAutoLogin } from '../lib/autoLogin';
import { clearSession } from '../lib/session';
import { showAlert, showNotice } from '../ui/notices';
import { EncryptionError, HttpError, NetworkError, ServerError } from './errors';

/** Spec §8's fixed text when no HTTP answer came back; the same in every language. */
export const NETWORK_ERROR_TEXT = 'Network Error / CORS Errors';

/** What the app does about a failed call. */
export type Reaction =
  | 'silent'
  | 'logout'
  | 'autoLoginOff'
  | 'serverMessage'
  | 'unknownError'
  | 'offlineToast'
  | 'networkError'
  | 'encryptionMessage'
  | 'tooManyAttempts';

export interface FailureContext {
  alert: boolean;
  handledCodes: readonly string[];
  protocol: string;
  online: boolean;
}

/** Each row's comment is the spec §8 sentence it implements (comments cost the home route nothing). */
interface CatalogueRow {
  matches: (error: unknown, context: FailureContext) => boolean;
  reactions: Reaction[];
}

const LOGOUT_CODES = new Set(['customer.not.login', 'user.or.token.invalid', 'login.not.session']);
/** The reference backend's sign-in limits (429); the server's message is English only. */
const TOO_MANY_ATTEMPTS = 'too.many.attempts';

function codeOf(error: unknown) {
  if (error instanceof ServerError || error instanceof HttpError) return error.errorCode;
  return undefined;
}

/**
 * Ours: the translation of a server error code, `errors.` and the code with `_` for its dots
 * (`mall.out_of_stock` → `errors.mall_out_of_stock`). The server's English message is the
 * fallback for a code without one.
 */
export function errorKeyOf(code: string) {
  return `errors.${code.replace(/\W/g, '_')}`;
}

function messageOf(error: unknown) {
  if (error instanceof ServerError || error instanceof HttpError) return error.serverMessage;
  return undefined;
}

/** Spec §8 as a table: the first row that matches decides. */
export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  // Calls with alert false are rejected silently.
  {
    matches: (_, context) => !context.alert,
    reactions: ['silent'],
  },
  // Codes the caller handles (login_verify_required, bind_customer_required) show nothing here.
  {
    matches: (error, context) => {
      const code = codeOf(error);
      return code !== undefined && context.handledCodes.includes(code);
    },
    reactions: ['silent'],
  },
  // HTTP 502 is rejected silently.
  {
    matches: (error) => error instanceof HttpError && error.status === 502,
    reactions: ['silent'],
  },
  // HTTP 401 acts as the logout path.
  {
    matches: (error) => error instanceof HttpError && error.status === 401,
    reactions: ['logout'],
  },
  // Success false with message CUSTOMER_NOT_LOGIN: log out, clear session, notice please login.
  {
    matches: (error) => error instanceof ServerError && messageOf(error) === 'CUSTOMER_NOT_LOGIN',
    reactions: ['logout'],
  },
  // Codes customer.not.login, user.or.token.invalid and login.not.session log the user out.
  {
    matches: (error) => LOGOUT_CODES.has(codeOf(error) ?? ''),
    reactions: ['logout'],
  },
  // Codes starting with TOO_MANY_REQUEST show nothing.
  {
    matches: (error) =>
      [codeOf(error), messageOf(error)].some((text) => text?.startsWith('TOO_MANY_REQUEST')),
    reactions: ['silent'],
  },
  // Ours (docs/api.md): too.many.attempts, a sign-in limit, shows a translated 'wait and retry'.
  {
    matches: (error) => codeOf(error) === TOO_MANY_ATTEMPTS,
    reactions: ['tooManyAttempts'],
  },
  // token_ip_different: auto login off (value 0).
  {
    matches: (error) => codeOf(error) === 'token_ip_different',
    reactions: ['autoLoginOff', 'serverMessage'],
  },
  // Encryption failure shows the message and rejects.
  {
    matches: (error) => error instanceof EncryptionError,
    reactions: ['encryptionMessage'],
  },
  // Offline on https: toast with the network-offline text for 1.5 s.
  {
    matches: (error, context) =>
      error instanceof NetworkError && !context.online && context.protocol === 'https:',
    reactions: ['offlineToast'],
  },
  // No response on http: 'Network Error / CORS Errors'.
  {
    matches: (error) => error instanceof NetworkError,
    reactions: ['networkError'],
  },
  // Other messages show a notice with the server message.
  {
    matches: (error) => Boolean(messageOf(error)),
    reactions: ['serverMessage'],
  },
  // Unknown server error: 'unknown_error'.
  {
    matches: () => true,
    reactions: ['unknownError'],
  },
];

export function reactionsFor(error: unknown, context: FailureContext): Reaction[] {
  return ERROR_CATALOGUE.find((row) => row.matches(error, context))?.reactions ?? ['unknownError'];
}

function logOut() {
  clearSession();
  showNotice({
    kind: 'alert',
    title: { key: 'app.notice' },
    text: { key: 'session.please_login' },
    actions: [
      { label: { key: 'app.confirm' }, onSelect: () => navigate(keepQuery(pathOf('login'))) },
    ],
  });
}

const REACTIONS: Record<Reaction, (error: unknown) => void> = {
  silent: () => {},
  logout: logOut,
  autoLoginOff: () => setAutoLogin(false),
  // Ours: the code's translation when there is one (errorKeyOf), else the server's message.
  serverMessage: (error) =>
    showAlert({
      key: errorKeyOf(codeOf(error) ?? 'none'),
      values: { defaultValue: messageOf(error) ?? 'Error' },
    }),
  unknownError: () => showAlert({ key: 'app.unknown_error' }),
  offlineToast: () =>
    showNotice({ kind: 'toast', text: { key: 'network.offline' }, durationMs: 1500 }),
  networkError: () => showAlert({ literal: NETWORK_ERROR_TEXT }),
  encryptionMessage: () => showAlert({ key: 'errors.encryption_failed' }),
  tooManyAttempts: () => showAlert({ key: 'errors.too_many_attempts' }),
};

/** Applies the catalogue to a failed call; the caller still receives the rejection. */
export function handleRequestFailure(
  error: unknown,
  options: { alert?: boolean; handledCodes?: readonly string[]; signal?: AbortSignal },
) {
  if (options.signal?.aborted) return;
  const reactions = reactionsFor(error, {
    alert: options.alert ?? true,
    handledCodes: options.handledCodes ?? [],
    protocol: window.location.protocol,
    online: navigator.onLine,
  });
  reactions.forEach((reaction) => REACTIONS[reaction](error));
}

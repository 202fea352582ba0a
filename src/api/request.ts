import * as v from 'valibot';
import { REQUEST_CACHE_KEY } from '../common/storageKeys';
import { EnvelopeSchema, type Envelope } from '../common/siteSchemas';
import { currentLanguage } from '../i18n';
import { currentMerchant } from '../lib/merchant';
import { readSession } from '../lib/session';
import { read, storageEntry, suffixed, write } from '../lib/storage';
import { handleRequestFailure } from './errorCatalogue';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from './errors';
import { encryptForPost } from './encryptedPost';
import { takeEarlyCall } from './earlyCalls';

/** Spec §9: default request timeout; game launch passes its own 10 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON body of POST and PUT (and DELETE, for the push unsubscribe relay). */
  body?: unknown;
  /** Send the body encrypted (docs/wire-contract.md). */
  encrypt?: boolean;
  timeoutMs?: number;
  /** GET only: keep the answer in session storage for this tab's session. */
  cache?: boolean;
  /** GET only: ignore the session-storage copy and refresh it. */
  flush?: boolean;
  /** `false`: reject without showing anything (spec §8). Default true. */
  alert?: boolean;
  /** Error codes the caller handles itself (e.g. `login_verify_required`): nothing is shown. */
  handledCodes?: readonly string[];
  /** Bypass the browser's HTTP cache. */
  noStore?: boolean;
  moduleId?: string;
  device?: string;
  /** Extra headers, e.g. a submission's `Idempotency-Key` (src/common/idempotency.ts). */
  headers?: Record<string, string>;
  /** The token to send instead of the session's (unbinding push after the session ended). */
  token?: string;
  signal?: AbortSignal;
}

/**
 * Spec §6: calls that need no session. Every other /wps call is protected and carries
 * `Authorization` and `merchantCode` from the session.
 */
const PUBLIC_PREFIXES = [
  '/wps/captcha/',
  '/wps/session/login',
  '/wps/session/key/rsa',
  '/wps/member/register',
  '/wps/member/password/reset',
  '/wps/system/',
  '/wps/verification/sms/noLogin',
  '/wps/relay/MCSFE_getBanners',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  '/wps/relay/GCSGAME_',
  '/wps/relay/GCS_gameTrialLaunch',
  '/wps/relay/WPSCORE_getDownloadSetting',
  '/wps/relay/WPSCORE_getCustomerServiceScript',
  '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  '/wps/relay/MCSFE_getVipLevels',
  '/wps/relay/WPSCORE_getHelpCenter',
  '/wps/relay/MCSFE_getNewsList',
  '/wps/affiliate/',
];

export function isProtectedPath(path: string) {
  return !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Spec §7 session-storage caching of GETs: one entry per path and query. */
const requestCache = storageEntry(
  REQUEST_CACHE_KEY,
  'session',
  v.object({ value: v.optional(v.unknown()) }),
  { json: true },
);
const inFlightGets = new Map<string, Promise<unknown>>();

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

/** Spec §7 headers; the session's token only on protected calls. */
function baseHeaders(path: string, options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: currentLanguage(),
  };
  const merchant = currentMerchant();
  if (merchant) headers.Merchant = merchant;
  if (options.moduleId) headers.ModuleId = options.moduleId;
  if (options.device) headers.Device = options.device;
  const token = options.token ?? readSession()?.token;
  if (token && isProtectedPath(path)) headers.Authorization = `Bearer ${token}`;
  return { ...options.headers, ...headers };
}

/** Answers come as JSON or, from some relays, as a query string. */
export function parseBody(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    if (!/^[\w.%-]+=/.test(trimmed)) return undefined;
    const form = Object.fromEntries(new URLSearchParams(trimmed));
    if (form.success !== undefined) {
      return { ...form, success: form.success === 'true' || form.success === '1' };
    }
    return form;
  }
}

function readEnvelope(body: unknown): Envelope | undefined {
  const parsed = v.safeParse(EnvelopeSchema, body);
  return parsed.success ? parsed.output : undefined;
}

async function send(method: string, path: string, options: RequestOptions): Promise<unknown> {
  const url = buildUrl(path, options.query);
  const headers = baseHeaders(path, options);
  let body: string | undefined;
  if (method !== 'GET' && options.body !== undefined) {
    let payload = options.body;
    const session = readSession();
    if (session?.merchantCode && isProtectedPath(path) && isPlainObject(payload)) {
      payload = { merchantCode: session.merchantCode, ...payload };
    }
    if (options.encrypt) {
      const encrypted = await encryptForPost(payload, fetchRsaKey, options.signal);
      Object.assign(headers, encrypted.headers);
      body = JSON.stringify(encrypted.body);
    } else {
      body = JSON.stringify(payload);
    }
  } else if (method === 'GET' && isProtectedPath(path)) {
    const merchantCode = readSession()?.merchantCode;
    if (merchantCode && !url.searchParams.has('merchantCode')) {
      url.searchParams.set('merchantCode', merchantCode);
    }
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    // The same call index.html started with the page, if it did (its answer is taken once).
    const early = method === 'GET' ? await takeEarlyCall(url.toString(), headers, signal) : null;
    response =
      early ??
      (await fetch(url.toString(), {
        method,
        headers,
        body,
        credentials: 'include',
        redirect: 'manual',
        cache: options.noStore ? 'no-store' : 'default',
        signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    const timedOut = timeout.aborted;
    throw new NetworkError(path, timedOut, { cause: error });
  }
  if (response.type === 'opaqueredirect') throw new HttpError(path, 0, 'Redirect refused');
  const envelope = readEnvelope(parseBody(await response.text().catch(() => '')));
  if (!response.ok) {
    throw new HttpError(
      path,
      response.status,
      envelope?.message ?? undefined,
      envelope?.errorCode ?? undefined,
    );
  }
  if (!envelope) throw new InvalidResponseError(path, ['the answer is not a /wps envelope']);
  if (!envelope.success) {
    throw new ServerError(
      path,
      envelope.errorCode ?? undefined,
      envelope.message ?? undefined,
      envelope.value,
    );
  }
  return envelope.value;
}

/** Spec §7: `GET /wps/session/key/rsa?_={timestamp}`, never cached. */
function fetchRsaKey(signal?: AbortSignal) {
  return send('GET', '/wps/session/key/rsa', { query: { _: Date.now() }, noStore: true, signal });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs a call and applies the error catalogue (spec §8) to a failure before rethrowing it. */
async function request(method: string, path: string, options: RequestOptions): Promise<unknown> {
  if (!path) {
    const error = new Error('url_is_null_check');
    handleRequestFailure(error, options);
    throw error;
  }
  try {
    return await send(method, path, options);
  } catch (error) {
    handleRequestFailure(error, options);
    throw error;
  }
}

/**
 * GET a /wps call and return its envelope's `value`, unvalidated (the caller owns the schema).
 * Identical GETs in flight share one request. A GET with a token of its own asks as someone else
 * than the session: it is never shared nor cached.
 */
export function get(path: string, options: RequestOptions = {}): Promise<unknown> {
  if (options.token !== undefined) return request('GET', path, options);
  const key = `${path}?${new URLSearchParams(
    Object.entries(options.query ?? {}).flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name, String(value)]],
    ),
  )}`;
  if (options.cache && !options.flush) {
    const cached = read(suffixed(requestCache, key));
    if (cached) return Promise.resolve(cached.value);
  }
  const shared = inFlightGets.get(key);
  if (shared) return shared;
  const pending = request('GET', path, options)
    .then((value) => {
      if (options.cache) write(suffixed(requestCache, key), { value });
      return value;
    })
    .finally(() => inFlightGets.delete(key));
  inFlightGets.set(key, pending);
  return pending;
}

export function post(path: string, options: RequestOptions = {}) {
  return request('POST', path, options);
}

export function del(path: string, options: RequestOptions = {}) {
  return request('DELETE', path, options);
}

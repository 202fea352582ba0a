import * as v from 'valibot';
import { EARLY_LANGUAGE_KEY } from '../common/storageKeys';
import { read, storageEntry, write } from '../lib/storage';

/**
 * A call index.html's inline script started with the page, before the app's code arrived: its
 * absolute URL is the key of `window.__earlyCalls`. `response` is undefined when the call failed.
 */
export interface EarlyCall {
  headers: Record<string, string>;
  response: Promise<Response | undefined>;
  /** `Date.now()` when it was started. */
  at: number;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall>;
  }
}

/** An early answer is for the app's start only; a later visit of the home page asks again. */
export const EARLY_CALL_MAX_AGE_MS = 60_000;

function sameHeaders(a: Record<string, string>, b: Record<string, string>) {
  const entries = (headers: Record<string, string>) =>
    JSON.stringify(Object.entries(headers).sort());
  return entries(a) === entries(b);
}

/**
 * The answer to a GET the inline script already started, taken once: only for the same URL and
 * exactly the same headers (the same language, merchant and no token), and only a successful
 * answer. `null` tells the caller to ask the usual way. Rejects when `signal` aborts first.
 */
export async function takeEarlyCall(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response | null> {
  rememberLanguage(headers.Language);
  const calls = window.__earlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  if (Date.now() - call.at > EARLY_CALL_MAX_AGE_MS || !sameHeaders(call.headers, headers)) {
    return null;
  }
  // The caller's time limit and cancelling apply as they do to its own fetch.
  const response = await new Promise<Response | undefined>((resolve, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    call.response.then(resolve, () => resolve(undefined));
  });
  return response?.ok ? response : null;
}

const earlyLanguage = storageEntry(EARLY_LANGUAGE_KEY, 'local', v.string());

/** The language the inline script starts the next load's calls in. */
export function earlyCallsLanguage(): string | undefined {
  return read(earlyLanguage);
}

/**
 * The language the app asks in, for the inline script's calls at the next load (before the app
 * has resolved it again). Written only when it changed.
 */
function rememberLanguage(language: string | undefined) {
  if (language && read(earlyLanguage) !== language) write(earlyLanguage, language);
}

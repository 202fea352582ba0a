import { currentLanguage } from '../i18n';
import { currentMerchant } from '../lib/merchant';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from './errors';
import { EnvelopeSchema } from '../data/schemas';
import * as v from 'valibot';

/** Spec §9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface GetOptions {
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
  /** Bypass every HTTP cache (status, RSA key). */
  noStore?: boolean;
  moduleId?: string;
}

function buildUrl(path: string, query: GetOptions['query']) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function headers(moduleId?: string): HeadersInit {
  const result: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: currentLanguage(),
  };
  const merchant = currentMerchant();
  if (merchant) result.Merchant = merchant;
  if (moduleId) result.ModuleId = moduleId;
  return result;
}

/**
 * GET a /wps call and return its envelope's `value` (still unvalidated: the caller owns the schema).
 * The full wrapper of spec §7 (sessions, encryption, caching, the error catalogue) grows here.
 */
export async function getValue(path: string, options: GetOptions = {}): Promise<unknown> {
  if (!path) throw new Error('url_is_null_check');
  const url = buildUrl(path, options.query);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: headers(options.moduleId),
      credentials: 'include',
      redirect: 'manual',
      cache: options.noStore ? 'no-store' : 'default',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new NetworkError(path, timedOut, { cause: error });
  }
  const body = await readEnvelope(response);
  if (!response.ok) {
    throw new HttpError(
      path,
      response.status,
      body?.message ?? undefined,
      body?.errorCode ?? undefined,
    );
  }
  if (!body) throw new InvalidResponseError(path, ['the answer is not a /wps envelope']);
  if (!body.success)
    throw new ServerError(path, body.errorCode ?? undefined, body.message ?? undefined);
  return body.value;
}

async function readEnvelope(response: Response) {
  try {
    const parsed = v.safeParse(EnvelopeSchema, await response.json());
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

import * as v from 'valibot';
import { RsaKeySchema } from '../common/siteSchemas';
import { EncryptionError } from './errors';

/** Fetches the server's RSA key (never cached, spec §7). */
export type RsaKeyFetcher = (signal?: AbortSignal) => Promise<unknown>;

/**
 * Encrypts a post body in the crypto worker (docs/wire-contract.md). Fails closed: any problem with
 * the key or the worker becomes an EncryptionError and nothing is sent.
 */
export async function encryptForPost(
  payload: unknown,
  fetchKey: RsaKeyFetcher,
  signal?: AbortSignal,
) {
  let keyValue: unknown;
  try {
    keyValue = await fetchKey(signal);
  } catch (error) {
    throw new EncryptionError('The encryption key could not be loaded', { cause: error });
  }
  const key = v.safeParse(RsaKeySchema, keyValue);
  if (!key.success) throw new EncryptionError('The encryption key is not valid');
  try {
    // Loaded with the first encrypted post: the worker bridge is no part of the home page's load.
    const { cryptoWorker } = await import('../lib/cryptoWorker');
    return await cryptoWorker.call(
      (api) => api.encryptPayload(key.output.publicKey, key.output.keyId, payload),
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EncryptionError('The request could not be encrypted', { cause: error });
  }
}

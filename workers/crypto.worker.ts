import { expose } from 'comlink';
import { decryptCustomerServicePath } from './cs-path';
import { encryptPayload } from './encryption';
import { fastestOrigin } from './line-test';

/**
 * Crypto and line tests off the main thread. The page reaches this only through
 * src/lib/cryptoWorker.ts, which imports the type below: the API is stated once, here.
 */
const api = {
  /** Wire contract v1 (docs/wire-contract.md) for sign-in and registration posts. */
  encryptPayload(publicKeyPem: string, keyId: string, payload: unknown) {
    return encryptPayload(publicKeyPem, keyId, payload);
  },

  /** Decrypts each path; a path that fails is `null` so one bad entry does not hide the others. */
  decryptCustomerServicePaths(paths: string[]): (string | null)[] {
    return paths.map((path) => {
      try {
        return decryptCustomerServicePath(path);
      } catch {
        return null;
      }
    });
  },

  /** Spec §7 line test: the origin of the first domain to answer its ping, or null. */
  fastestOrigin(domains: string[], merchant: string) {
    return fastestOrigin(domains, { merchant, protocol: self.location.protocol });
  },
};

export type CryptoApi = typeof api;

expose(api);

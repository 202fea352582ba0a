import { expose } from 'comlink';
import { decryptCustomerServicePath } from './cs-path';

/**
 * Crypto off the main thread. The page reaches this only through src/lib/cryptoWorker.ts,
 * which imports the type below: the API is stated once, here.
 */
const api = {
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
};

export type CryptoApi = typeof api;

expose(api);

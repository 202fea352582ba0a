import type { CryptoApi } from '../../workers/crypto.worker';
import { WorkerBridge } from './workerBridge';

/** The page's only way to the crypto worker (customer-service paths now; encryption next). */
export const cryptoWorker = new WorkerBridge<CryptoApi>(
  () =>
    new Worker(new URL('../../workers/crypto.worker.ts', import.meta.url), {
      type: 'module',
      name: 'crypto',
    }),
);

import { hashManifestText } from '../src/common/asset-manifests';
import type { SwToPageMessage } from '../src/common/sw-messages';
import { checkAssets as check, rememberInstalled, type AssetCheckDeps } from './assetHashes';

declare const self: ServiceWorkerGlobalScope;

const HASH_CACHE = 'asset-hash';
const HASH_REQUEST = '/__asset-hash';

function workerDeps(merchant: string): AssetCheckDeps {
  const stamp = Date.now();
  return {
    readManifest: async (url) => {
      try {
        const response = await fetch(`${url}?t=${stamp}`, {
          cache: 'no-store',
          headers: merchant ? { Merchant: merchant } : {},
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const text = await response.text();
        const value: unknown = JSON.parse(text);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          throw new Error('not a JSON object');
        }
        return text;
      } catch (error) {
        console.warn(`Asset check: ${url} left out`, error);
        return null;
      }
    },
    hash: (text) => hashManifestText(text, self.crypto.subtle),
    loadStored: async () => {
      const response = await (await caches.open(HASH_CACHE)).match(HASH_REQUEST);
      return response ? response.text() : null;
    },
    store: async (value) => {
      await (await caches.open(HASH_CACHE)).put(HASH_REQUEST, new Response(value));
    },
    update: () => self.registration.update(),
    announce: async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const message: SwToPageMessage = { type: 'UPDATE_AVAILABLE' };
      windows.forEach((client) => client.postMessage(message));
    },
  };
}

/** Records the hashes of the build this worker was installed with. */
export function rememberInstalledHash(merchant: string): Promise<void> {
  return rememberInstalled(workerDeps(merchant));
}

/**
 * Spec §4 asset-hash check (./assetHashes.ts): on a change, fetch the new worker and tell every
 * page, which shows the update notice. Returns whether an update was announced.
 */
export function checkAssets(merchant: string): Promise<boolean> {
  return check(workerDeps(merchant));
}

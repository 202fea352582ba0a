import { ASSET_MANIFEST_URLS, hashManifestTexts } from '../src/common/asset-manifests';

declare const self: ServiceWorkerGlobalScope;

const HASH_CACHE = 'asset-hash';
const HASH_REQUEST = '/__asset-hash';

/** The current hash of the two manifests, or null when either cannot be read (offline). */
async function currentHash(merchant: string): Promise<string | null> {
  const stamp = Date.now();
  try {
    const texts = await Promise.all(
      ASSET_MANIFEST_URLS.map(async (url) => {
        const response = await fetch(`${url}?t=${stamp}`, {
          cache: 'no-store',
          headers: merchant ? { Merchant: merchant } : {},
        });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
      }),
    );
    return await hashManifestTexts(texts, self.crypto.subtle);
  } catch (error) {
    console.warn('Asset check skipped', error);
    return null;
  }
}

async function storedHash() {
  const cache = await caches.open(HASH_CACHE);
  const response = await cache.match(HASH_REQUEST);
  return response ? response.text() : null;
}

async function storeHash(hash: string) {
  const cache = await caches.open(HASH_CACHE);
  await cache.put(HASH_REQUEST, new Response(hash));
}

/** Records the hash of the build this worker was installed with. */
export async function rememberInstalledHash(merchant: string) {
  const hash = await currentHash(merchant);
  if (hash) await storeHash(hash);
}

/**
 * Spec §4 asset-hash check: on a change, fetch the new worker and tell every page, which shows the
 * update notice. Returns whether an update was announced.
 */
export async function checkAssets(merchant: string): Promise<boolean> {
  const hash = await currentHash(merchant);
  if (!hash) return false;
  const stored = await storedHash();
  if (stored === hash) return false;
  await storeHash(hash);
  if (stored === null) return false;
  await self.registration
    .update()
    .catch((error: unknown) => console.warn('SW update failed', error));
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((client) => client.postMessage({ type: 'UPDATE_AVAILABLE' }));
  return true;
}

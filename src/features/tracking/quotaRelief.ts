import { IMAGE_CACHES_BY_EVICTION_ORDER } from '../../common/imageCaches';

export interface QuotaReliefDeps {
  /** Empties a Cache Storage cache (`caches.delete`). */
  deleteCache(name: string): Promise<boolean>;
}

const browserCaches: QuotaReliefDeps = {
  deleteCache: (name) => globalThis.caches?.delete(name) ?? Promise.resolve(false),
};

/** A storage quota error, bare or as Dexie wraps it. */
export function isQuotaError(error: unknown): boolean {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map(
    (candidate) => (candidate as { name?: unknown } | null)?.name,
  );
  return names.includes('QuotaExceededError');
}

/**
 * Runs `write` (an outbox transaction, safe to run again: it commits whole or not at all). When
 * storage is full, the image caches are emptied one by one, the short-lived opaque one first, and
 * the write tried again after each: an image can be fetched again, an event cannot. Throws the
 * quota error only when there is nothing left to empty.
 */
export async function withQuotaRelief<T>(
  write: () => Promise<T>,
  deps: QuotaReliefDeps = browserCaches,
): Promise<T> {
  for (const cache of IMAGE_CACHES_BY_EVICTION_ORDER) {
    try {
      return await write();
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      console.warn(`Storage full: emptying the ${cache} cache to record a tracking event`);
      await deps.deleteCache(cache).catch(() => false);
    }
  }
  return write();
}

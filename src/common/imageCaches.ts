/**
 * The service worker's image caches (sw/imageCache.ts). The page empties them, in this order, when
 * storage is too full to record a tracking event: an image is fetched again, an event is lost.
 */
export const OPAQUE_IMAGE_CACHE = 'images-opaque';
export const IMAGE_CACHE = 'images';
export const IMAGE_CACHES_BY_EVICTION_ORDER = [OPAQUE_IMAGE_CACHE, IMAGE_CACHE] as const;

export type ImageCacheName = (typeof IMAGE_CACHES_BY_EVICTION_ORDER)[number];

/**
 * Where an image answer may be kept: a readable 200 in the long-lived cache; an opaque one
 * (another origin without CORS: its status cannot be read, it may be an error page) in the
 * short-lived one; an error or a partial answer nowhere.
 */
export function cacheForImage(response: {
  type: ResponseType;
  status: number;
}): ImageCacheName | null {
  if (response.type === 'opaque') return OPAQUE_IMAGE_CACHE;
  return response.status === 200 ? IMAGE_CACHE : null;
}

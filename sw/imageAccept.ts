/// <reference lib="webworker" />

/** A 1 × 1 lossless WebP. */
const TINY_WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

let accept: Promise<string> | undefined;

/**
 * The Accept header for an image request the page did not make itself: the first visit's files,
 * which the page hands the worker (CACHE_URLS) as bare addresses, asked with `*\/*`. An image host
 * that negotiates the format (`Vary: Accept`, docs/performance.md "Images") would then send the
 * original PNG or JPEG to keep for offline use; this names WebP, as the browser's own image
 * requests do, when the browser decodes it.
 */
export function acceptForImages(): Promise<string> {
  accept ??= createImageBitmap(
    new Blob([Uint8Array.from(atob(TINY_WEBP), (char) => char.charCodeAt(0))], {
      type: 'image/webp',
    }),
  ).then(
    (bitmap) => {
      bitmap.close();
      return 'image/webp,image/*,*/*;q=0.8';
    },
    () => 'image/*,*/*;q=0.8',
  );
  return accept;
}

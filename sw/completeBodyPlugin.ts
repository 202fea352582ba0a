import type { WorkboxPlugin } from 'workbox-core';

/**
 * For stale-while-revalidate routes: only a complete 200 answer replaces the cached copy. The
 * body is read in full before the cache is touched, so a connection dropped in the middle of a
 * revalidation leaves the copy that works offline in place instead of a cut one, or none.
 */
export const completeBodyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    try {
      const body = await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch {
      return null;
    }
  },
};

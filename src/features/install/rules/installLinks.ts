/**
 * Download links of the site status `info.resources` (spec §3 "Download link"). Where a tap on
 * one goes is downloadTarget.ts.
 */

export type ResourceType = 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon';

export interface ResourceEntry {
  resourceType: string;
  url: string;
}

/** The URL of the first entry of that type (matched case-insensitively), or null. */
export function resourceUrl(
  resources: readonly ResourceEntry[] | null | undefined,
  type: ResourceType,
): string | null {
  const wanted = type.toLowerCase();
  const entry = resources?.find(
    (resource) => resource.resourceType.toLowerCase() === wanted && resource.url.trim() !== '',
  );
  return entry ? entry.url.trim() : null;
}

/** An http(s) URL resolved against the page, or null for anything else (javascript:, junk). */
export function safeHttpUrl(raw: string | null | undefined, origin: string): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The two manifests whose combined hash tells that a new build is out (spec §4). */
export const ASSET_MANIFEST_URLS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'];

/** First check after load, then hourly (spec §9). */
export const FIRST_ASSET_CHECK_DELAY_MS = 1500;
export const ASSET_CHECK_INTERVAL_MS = 3_600_000;

/** Hex SHA-256 of one manifest's text. */
export async function hashManifestText(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

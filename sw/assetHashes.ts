import { ASSET_MANIFEST_URLS } from '../src/common/asset-manifests';

/**
 * The spec §4 asset-hash check, its IO passed in (./assetCheck.ts gives the worker's). Each
 * manifest has its own stored hash, so one that is missing (a 404 during a deploy) or unreadable
 * is left out of a check, and the other one alone still tells that a new build is out.
 */
export interface AssetCheckDeps {
  /** The manifest's text, or null when it is missing, unreadable or not a JSON object. */
  readManifest(url: string): Promise<string | null>;
  hash(text: string): Promise<string>;
  /** What `store` last kept, or null. */
  loadStored(): Promise<string | null>;
  store(value: string): Promise<void>;
  /** `registration.update()`: rejects when the new worker could not be fetched. */
  update(): Promise<unknown>;
  /** Tells every page that a newer build is ready (UPDATE_AVAILABLE). */
  announce(): Promise<void>;
}

/** Manifest URL → hash of its text; the manifests that could not be read are absent. */
type ManifestHashes = Record<string, string>;

async function readableHashes(deps: AssetCheckDeps): Promise<ManifestHashes> {
  const hashes: ManifestHashes = {};
  for (const url of ASSET_MANIFEST_URLS) {
    const text = await deps.readManifest(url);
    if (text !== null) hashes[url] = await deps.hash(text);
  }
  return hashes;
}

/** The stored hashes, or null when none are (or only an older version's single hash is). */
async function storedHashes(deps: AssetCheckDeps): Promise<ManifestHashes | null> {
  const raw = await deps.loadStored();
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter(([, hash]) => typeof hash === 'string');
    return Object.fromEntries(entries) as ManifestHashes;
  } catch {
    return null;
  }
}

/** Records the hashes of the build this worker was installed with (those it can read now). */
export async function rememberInstalled(deps: AssetCheckDeps): Promise<void> {
  const current = await readableHashes(deps);
  if (Object.keys(current).length === 0) return;
  await deps.store(JSON.stringify({ ...(await storedHashes(deps)), ...current }));
}

/**
 * On a change of any manifest it can read: fetch the new worker, and only once that worked, keep
 * the new hashes and tell the pages. A failed update keeps the old hashes, so the next check tries
 * again. Neither manifest readable: nothing to compare, no update, no error. Returns whether an
 * update was announced.
 */
export async function checkAssets(deps: AssetCheckDeps): Promise<boolean> {
  const current = await readableHashes(deps);
  if (Object.keys(current).length === 0) return false;
  const stored = await storedHashes(deps);
  const merged = JSON.stringify({ ...stored, ...current });
  if (stored === null) {
    await deps.store(merged);
    return false;
  }
  const changed = Object.entries(current).some(
    ([url, hash]) => stored[url] !== undefined && stored[url] !== hash,
  );
  if (!changed) {
    // A manifest first read now (it was missing at install) becomes the one to compare with.
    if (Object.keys(current).some((url) => stored[url] === undefined)) await deps.store(merged);
    return false;
  }
  try {
    await deps.update();
  } catch (error) {
    console.warn('New service worker not fetched; the next asset check tries again', error);
    return false;
  }
  await deps.store(merged);
  await deps.announce();
  return true;
}

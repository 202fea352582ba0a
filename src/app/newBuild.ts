import * as v from 'valibot';
import { lazy, type ComponentType } from 'react';
import { NEW_BUILD_LOADS_KEY } from '../common/storageKeys';
import { inspect, storageEntry, UNREADABLE, write } from '../lib/storage';

/** A page's code that did not arrive: removed by a deploy, or offline before it was cached. */
export class ChunkLoadError extends Error {}

/** `lazy` for a page: a failed import becomes a `ChunkLoadError`, which PageFailure recovers from. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError('Page code did not load', { cause: error });
    }
  });
}

/** The addresses loaded in full for a new build in this tab, one `${entry} ${address}` a line. */
const newBuildLoads = storageEntry(NEW_BUILD_LOADS_KEY, 'session', v.string());
const MANIFEST_TIMEOUT_MS = 5_000;

/** The entry script of the build the server has now (Vite's manifest); null when not known. */
async function deployedEntry(): Promise<string | null> {
  try {
    const base = import.meta.env.BASE_URL;
    const response = await fetch(`${base}asset-manifest.json`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const manifest = (await response.json()) as Record<string, { file?: unknown } | undefined>;
    const file = manifest['index.html']?.file;
    return typeof file === 'string' ? new URL(base + file, window.location.href).href : null;
  } catch {
    return null;
  }
}

/**
 * A page's code failed to load. When the server now names another entry script than the one this
 * page runs (index.html's module script), a new build was deployed and the old chunk is gone:
 * `address` is loaded in full from the new build, once per address and build (remembered in
 * session storage), and this returns true. Offline, the same build (a chunk missing from it), no
 * answer, a second failure, no session storage to remember the attempt, or the player already on
 * another page: false, and the caller shows the error screen.
 */
export async function loadNewBuildOnce(
  address: string,
  load = (target: string) => window.location.replace(target),
): Promise<boolean> {
  if (!navigator.onLine) return false;
  const running = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  const deployed = await deployedEntry();
  if (!running || !deployed || running === deployed) return false;
  // The player moved on while the manifest was asked for: that page is not wanted any more.
  if (window.location.href !== address) return false;
  const attempt = `${deployed} ${address}`;
  const stored = inspect(newBuildLoads);
  if (stored === UNREADABLE) return false;
  const attempts = stored?.split('\n') ?? [];
  if (attempts.includes(attempt)) return false;
  if (!write(newBuildLoads, [...attempts.slice(-19), attempt].join('\n'))) return false;
  // The player asked to leave the page they were on: nothing typed is lost.
  load(address);
  return true;
}

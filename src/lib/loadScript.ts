import { checkScriptUrl } from './scriptUrl';

/** Why third-party scripts failed: none answered, or one loaded but never set itself up. */
export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(readonly anyLoaded: boolean) {
    super(anyLoaded ? 'Script loaded but not ready' : 'No script server answered');
  }
}

function loadOne(source: string, timeoutMs: number): Promise<void> {
  const checked = checkScriptUrl(source);
  if (!checked.ok) {
    console.warn(`Script not loaded (${checked.reason}): ${source.slice(0, 200)}`);
    return Promise.reject(new Error(`refused: ${checked.reason}`));
  }
  const src = checked.url.href;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error(`timeout: ${src}`));
    }, timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`failed: ${src}`));
    };
    document.head.append(script);
  });
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script from its servers in order, each within `timeoutMs`, until `ready()`
 * says its global is there. One attempt at a time per list; a failed attempt may be retried.
 */
export function loadScriptWithFallbacks(
  sources: readonly string[],
  ready: () => boolean,
  timeoutMs: number,
): Promise<void> {
  const key = sources.join('|');
  const existing = loading.get(key);
  if (existing) return existing;
  const attempt = (async () => {
    if (ready()) return;
    let anyLoaded = false;
    for (const source of sources) {
      try {
        await loadOne(source, timeoutMs);
        anyLoaded = true;
        if (ready()) return;
      } catch {
        // try the next server
      }
    }
    throw new ScriptLoadError(anyLoaded);
  })();
  loading.set(key, attempt);
  attempt.catch(() => loading.delete(key));
  return attempt;
}

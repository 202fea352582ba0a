/** Spec §9: how long one captcha server may take before the next is tried. */
export const CAPTCHA_FALLBACK_TIMEOUT_MS = 3000;

/** Spec §8 loader codes, both shown as 'Network failure'. */
export const SCRIPT_TIMEOUT_CODE = 60204;
export const RESOURCE_TIMEOUT_CODE = 60205;

export class CaptchaLoadError extends Error {
  override readonly name = 'CaptchaLoadError';
  constructor(readonly code: number) {
    super('Network failure');
  }
}

function loadOne(src: string, timeoutMs: number): Promise<void> {
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

const loaded = new Map<string, Promise<void>>();

/**
 * Loads the provider script from the configured servers in order, each with the fallback timeout,
 * until `ready()` says its global is there. No server answering → 60204; a script that loaded but
 * never set up its global (its own resources failed) → 60205.
 */
export function loadCaptchaScript(
  sources: readonly string[],
  ready: () => boolean,
  timeoutMs = CAPTCHA_FALLBACK_TIMEOUT_MS,
): Promise<void> {
  const key = sources.join('|');
  const existing = loaded.get(key);
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
    throw new CaptchaLoadError(anyLoaded ? RESOURCE_TIMEOUT_CODE : SCRIPT_TIMEOUT_CODE);
  })();
  loaded.set(key, attempt);
  attempt.catch(() => loaded.delete(key));
  return attempt;
}

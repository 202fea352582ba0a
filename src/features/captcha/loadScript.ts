import { loadScriptWithFallbacks, ScriptLoadError } from '../../lib/loadScript';

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

/**
 * Loads the captcha provider from the configured servers with the fallback timeout. Each address
 * goes through the script address check of every loader (src/lib/scriptUrl.ts): a refused one
 * counts as a server that did not answer. No server answering → 60204; a script that loaded but
 * never set up its global (its own resources failed) → 60205.
 */
export async function loadCaptchaScript(
  sources: readonly string[],
  ready: () => boolean,
  timeoutMs = CAPTCHA_FALLBACK_TIMEOUT_MS,
): Promise<void> {
  try {
    await loadScriptWithFallbacks(sources, ready, timeoutMs);
  } catch (error) {
    if (!(error instanceof ScriptLoadError)) throw error;
    throw new CaptchaLoadError(error.anyLoaded ? RESOURCE_TIMEOUT_CODE : SCRIPT_TIMEOUT_CODE);
  }
}

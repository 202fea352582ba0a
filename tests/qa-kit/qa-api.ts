// The backend's /__qa calls (docs/qa.md), all through the server's one helper that adds the QA
// header: the scenario as a typed client, and the read-only views (SMS codes, TOTP, push calls).
import { qaFetch, type QaFetchInit } from '../../server/qa-access.ts';
import type { QaScenario, ScenarioPatch } from './server-types.ts';

/** The `error` of a refusal (`{ "error": "…" }`), else the answer as it came. */
function reasonOf(text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    return typeof error === 'string' ? error : text;
  } catch {
    return text;
  }
}

/** A /__qa answer as JSON; a refusal throws with the server's own reason. */
export async function qaCall<T>(
  server: { url: string },
  path: string,
  init: QaFetchInit = {},
): Promise<T> {
  const response = await qaFetch(server, path, init);
  const text = await response.text();
  if (!response.ok) {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    throw new Error(`${method} ${path}: HTTP ${response.status} ${reasonOf(text)}`);
  }
  return JSON.parse(text) as T;
}

/** What the reference backend recorded (`/__qa/sms`, `/__qa/totp?…`, `/__qa/push`, …). */
export function qaGet<T>(server: { url: string }, path: string): Promise<T> {
  return qaCall<T>(server, path);
}

/**
 * The scenario of one backend. Calling it is `set`: `await scenario({ maintenance: true })`.
 * Each call answers the whole scenario as the server now has it.
 */
export interface ScenarioClient {
  (patch: ScenarioPatch): Promise<QaScenario>;
  /** Merges the fields into the scenario; a bad field throws with the server's reason. */
  set(patch: ScenarioPatch): Promise<QaScenario>;
  /** Back to how the test began: the server's defaults, then the starting patches again. */
  reset(): Promise<QaScenario>;
  get(): Promise<QaScenario>;
}

/** `starting`: the patches a test begins with (the kit's popup switch, `initialScenario`). */
export function scenarioClient(
  server: { url: string },
  starting: readonly ScenarioPatch[] = [],
): ScenarioClient {
  const set = (patch: ScenarioPatch) =>
    qaCall<QaScenario>(server, '/__qa/scenario', { body: patch });
  const client = (patch: ScenarioPatch) => set(patch);
  return Object.assign(client, {
    set,
    get: () => qaCall<QaScenario>(server, '/__qa/scenario'),
    async reset() {
      let scenario = await qaCall<QaScenario>(server, '/__qa/scenario', { method: 'DELETE' });
      for (const patch of starting) scenario = await set(patch);
      return scenario;
    },
  });
}

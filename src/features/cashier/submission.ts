import { HttpError, NetworkError, ServerError } from '../../api/errors';
import type { Submission } from '../../common/member-schemas';

/** A second tap within this of an accepted one is a double tap (spec §9, as login). */
export const DOUBLE_TAP_MS = 500;

/**
 * What became of one money or card submission (docs/member.md "Cards, Pix, vouchers and the
 * checking state"):
 * - `answered`: the server's answer, first time or recovered by the idempotency key;
 * - `refused`: the server said no (a field, a wrong password, a declined payment);
 * - `notReceived`: the server says nothing happened under the key, and from then on refuses a
 *   request that arrives under it late (sent before a reload, held up on the line): the form may
 *   be sent again, under a new key, without any risk of a double.
 */
export type SubmissionOutcome =
  | { kind: 'answered'; value: unknown }
  | { kind: 'refused'; error: ServerError }
  | { kind: 'notReceived' };

/** How a lost answer is looked up by the submission's key. */
export interface LookupSteps {
  /** `GET /wps/member/submission?key=` for this key. */
  lookup: () => Promise<Submission>;
  /** Resolves when it is worth asking again (a delay, or the connection back). */
  waitBeforeLookup: (attempt: number) => Promise<void>;
}

export interface SubmissionSteps extends LookupSteps {
  /** Sends the submission under its key; resolves with the envelope's value. */
  send: () => Promise<unknown>;
  /** Called once when the answer was lost and the key is being checked. */
  onChecking: () => void;
}

/** No answer reached us, yet the request may have reached the server. */
export function answerWasLost(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  // A gateway or server failure says nothing about whether the submission was processed.
  return error instanceof HttpError && (error.status === 0 || error.status >= 500);
}

/**
 * Sends once; when the answer is lost, never sends again by itself: it asks the server what
 * became of the key until the server knows, however long the connection stays down.
 */
export async function submitOnce(steps: SubmissionSteps): Promise<SubmissionOutcome> {
  try {
    return { kind: 'answered', value: await steps.send() };
  } catch (error) {
    if (error instanceof ServerError) return { kind: 'refused', error };
    if (!answerWasLost(error)) throw error;
  }
  steps.onChecking();
  return resolveLostAnswer(steps);
}

/**
 * Asks the server what became of a submission's key until the server knows: after a lost answer,
 * or for a submission a reloaded page found still open.
 */
export async function resolveLostAnswer(steps: LookupSteps): Promise<SubmissionOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    await steps.waitBeforeLookup(attempt);
    let found: Submission;
    try {
      found = await steps.lookup();
    } catch (error) {
      if (error instanceof ServerError || answerWasLost(error)) continue;
      throw error;
    }
    if (found.state === 'unknown') return { kind: 'notReceived' };
    if (found.state === 'done' && found.result) {
      const { result } = found;
      if (result.success) return { kind: 'answered', value: result.value };
      return {
        kind: 'refused',
        error: new ServerError(found.path ?? '', result.errorCode, result.message, result.value),
      };
    }
  }
}

import * as v from 'valibot';
import { handleRequestFailure } from '../../api/errorCatalogue';
import { HttpError, NetworkError, ServerError } from '../../api/errors';
import { get, post } from '../../api/request';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import { MEMBER_PATHS } from '../../common/member-api';
import { SubmissionSchema } from '../../common/member-schemas';
import { validate } from './validate';

/**
 * A claim, a redemption: one submission under an idempotency key (docs/api.md "Submissions").
 * `done`: it happened, here is the answer; `refused`: the server said no and nothing changed (the
 * error catalogue has shown why); `checking`: the answer was lost, so it may or may not have
 * happened: ask `resolveSubmission` with the same key, never send a new key.
 */
export type SubmissionOutcome<T> =
  { kind: 'done'; value: T } | { kind: 'refused'; code: string | undefined } | { kind: 'checking' };

/** No answer, or a gateway's 5xx: the request may have been carried out. */
function answerLost(error: unknown) {
  return error instanceof NetworkError || (error instanceof HttpError && error.status >= 500);
}

export async function submitOnce<T extends v.GenericSchema>(
  path: string,
  body: Record<string, unknown>,
  key: string,
  schema: T,
): Promise<SubmissionOutcome<v.InferOutput<T>>> {
  try {
    const value = await post(path, {
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
      alert: false,
    });
    return { kind: 'done', value: validate(path, schema, value) };
  } catch (error) {
    if (answerLost(error)) return { kind: 'checking' };
    if (error instanceof ServerError && error.errorCode === 'idempotency.in_progress') {
      return { kind: 'checking' };
    }
    handleRequestFailure(error, {});
    if (error instanceof ServerError || error instanceof HttpError) {
      return { kind: 'refused', code: error.errorCode };
    }
    throw error;
  }
}

/**
 * What became of a submission whose answer was lost. `unknown`: it never took effect, and the
 * server now refuses the key (a late copy changes nothing): send again under a new key;
 * `checking`: still not known (processing, or no line to ask).
 */
export async function resolveSubmission<T extends v.GenericSchema>(
  key: string,
  schema: T,
): Promise<SubmissionOutcome<v.InferOutput<T>> | { kind: 'unknown' }> {
  let submission: v.InferOutput<typeof SubmissionSchema>;
  try {
    submission = validate(
      'submission',
      SubmissionSchema,
      await get(MEMBER_PATHS.submission, { query: { key }, alert: false, noStore: true }),
    );
  } catch (error) {
    if (answerLost(error)) return { kind: 'checking' };
    handleRequestFailure(error, {});
    return { kind: 'checking' };
  }
  if (submission.state === 'unknown') return { kind: 'unknown' };
  if (submission.state === 'pending' || !submission.result) return { kind: 'checking' };
  const result = submission.result;
  if (result.success) return { kind: 'done', value: validate('submission', schema, result.value) };
  const refusal = new ServerError(MEMBER_PATHS.submission, result.errorCode, result.message);
  handleRequestFailure(refusal, {});
  return { kind: 'refused', code: result.errorCode };
}

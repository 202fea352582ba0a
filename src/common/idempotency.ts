import { isUuidV4, randomUuidV4 } from './validators';

/**
 * Every money or card submission carries this header (docs/member.md "Submissions"): a version 4
 * UUID the form makes when it opens and keeps until the server has given a final answer. The
 * server answers a repeated key with the first answer, and `GET /wps/member/submission?key=`
 * tells what became of a submission whose answer was lost.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const isIdempotencyKey = isUuidV4;

/** A fresh key for a form that just opened. */
export const newIdempotencyKey = randomUuidV4;

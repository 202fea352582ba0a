/**
 * What the pages' calls answer when they refuse (docs/api.md "Pages"): one of their own codes,
 * an idempotency code of the member area, or a session code; always with a message the
 * storefront shows when it has no translation for the code.
 */
import * as v from 'valibot';
import { PAGE_ERROR_CODES } from './pageApi';

/** Codes of the member area and the sign-in calls that the pages' calls also answer. */
export const PAGE_SHARED_ERROR_CODES = [
  'idempotency.key.required',
  'idempotency.key.invalid',
  'idempotency.key.reused',
  'idempotency.in_progress',
  'user.or.token.invalid',
  'invalid_request',
] as const;

export const PAGE_FAILURE_CODES = [...PAGE_ERROR_CODES, ...PAGE_SHARED_ERROR_CODES] as const;

export const PageFailureSchema = v.object({
  success: v.literal(false),
  errorCode: v.picklist(PAGE_FAILURE_CODES),
  message: v.string(),
  value: v.unknown(),
});
export type PageFailure = v.InferOutput<typeof PageFailureSchema>;

/** An image the storefront loads: an absolute http(s) address or a path on the same origin. */
export const ImageUrl = v.pipe(v.string(), v.regex(/^(https?:\/\/[^/]|\/[^/])/));

import * as v from 'valibot';
import { InvalidResponseError } from '../../api/errors';

/** Checks a server value against its schema; a mismatch names the fields, never half-accepts. */
export function validate<TSchema extends v.GenericSchema>(
  resource: string,
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const problems = result.issues.slice(0, 5).map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)';
    return `${path}: ${issue.message}`;
  });
  throw new InvalidResponseError(resource, problems);
}

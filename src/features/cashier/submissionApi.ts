import { get } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import { SubmissionSchema } from '../../common/member-schemas';
import { validate } from '../../data/sync/validate';

/** `GET /wps/member/submission?key=`: what became of a submission whose answer was lost. */
export async function lookupSubmission(key: string) {
  const value = await get(MEMBER_PATHS.submission, { query: { key }, alert: false, noStore: true });
  return validate('submission', SubmissionSchema, value);
}

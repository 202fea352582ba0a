import * as v from 'valibot';
import { isIdempotencyKey } from '../../common/idempotency';
import { OPEN_SUBMISSION_KEY } from '../../common/storageKeys';
import { read, remove, storageEntry, suffixed, write } from '../../lib/storage';

/** The money and card forms; each has at most one submission out at a time. */
export const SUBMISSION_KINDS = ['deposit', 'withdrawal', 'bankCard', 'pixKey', 'voucher'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * What the page shows of a submission it finds open after a reload: the amount and currency, a
 * bank's code and a number's last four digits. Never a password, a code or a full account number.
 */
export type SubmissionDetails = Readonly<Record<string, string | number | null>>;

const OpenSubmissionSchema = v.object({
  key: v.pipe(
    v.string(),
    v.check((key: string) => isIdempotencyKey(key)),
  ),
  kind: v.picklist(SUBMISSION_KINDS),
  sentAt: v.number(),
  details: v.record(v.string(), v.nullable(v.union([v.string(), v.number()]))),
});

export type OpenSubmission = v.InferOutput<typeof OpenSubmissionSchema>;

const openEntry = storageEntry(OPEN_SUBMISSION_KEY, 'session', OpenSubmissionSchema, {
  json: true,
});
const entryFor = (kind: SubmissionKind) => suffixed(openEntry, kind);

/**
 * Kept in session storage from the moment a submission is sent until the server has answered,
 * so that a reload (or a page closed and opened again in the tab) can still ask what became of
 * it by its key instead of forgetting it or letting the player send a second one.
 */
export function rememberOpenSubmission(
  kind: SubmissionKind,
  key: string,
  details: SubmissionDetails,
) {
  write(entryFor(kind), { key, kind, sentAt: Date.now(), details: { ...details } });
}

export function openSubmission(kind: SubmissionKind): OpenSubmission | undefined {
  return read(entryFor(kind));
}

/** Once the server's answer is known; a newer submission under another key is left alone. */
export function forgetOpenSubmission(kind: SubmissionKind, key: string) {
  if (openSubmission(kind)?.key === key) remove(entryFor(kind));
}

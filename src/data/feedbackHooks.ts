import { db } from './db';
import { useMemberRow } from './hooks';

/** This tab's member's feedback that the server has not listed yet, newest first. */
export function useFeedbackOutbox() {
  return useMemberRow(async (key) =>
    (await db.feedbackOutbox.where('member').equals(key).toArray()).sort(
      (a, b) => b.createdAt - a.createdAt,
    ),
  );
}

// The member's feedback with its status and customer service's reply (docs/api.md "Feedback").
// Sending one is server/pages/feedbackSubmit.ts.
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { ok, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import { pagesOf, type StoredFeedback } from './pageBook.ts';

const iso = (time: number) => new Date(time).toISOString();

export function feedbackItemValue(feedback: StoredFeedback) {
  return {
    feedbackId: feedback.feedbackId,
    category: feedback.category,
    text: feedback.text,
    hasScreenshot: feedback.screenshot !== null,
    writtenAt: iso(feedback.writtenAt),
    receivedAt: iso(feedback.receivedAt),
    status: feedback.status,
    reply: feedback.reply && {
      text: feedback.reply.text,
      repliedAt: iso(feedback.reply.repliedAt),
    },
  };
}

export const FEEDBACK_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.feedback]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { items: [{ feedbackId: 1, status: 'lost' }] } },
    answer: withMember(async (context) => {
      const pages = await pagesOf(context);
      const items = [...pages.feedback]
        .sort((a, b) => b.receivedAt - a.receivedAt)
        .map(feedbackItemValue);
      return ok({ items });
    }),
  },
};

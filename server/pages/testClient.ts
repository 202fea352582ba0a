// Shared by the pages' tests: the member-area client (sign in, GET, idempotent POST, /__qa)
// plus the feedback submission and QA's page actions.
import { randomUUID } from 'node:crypto';
import type { FeedbackSubmission } from '../../src/common/pages/feedback.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { plainCall } from '../auth/test-client.ts';
import { qaAct, type Envelope } from '../member/test-client.ts';
import type { RawResponse } from '../test-helpers.ts';

export { memberGet, qaAct, qaRead, submit, tokenOf, type Envelope } from '../member/test-client.ts';

type Server = { port: number };

/** A 1×1 PNG, base64. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function feedbackBody(
  memberId: number,
  overrides: Partial<FeedbackSubmission> = {},
): FeedbackSubmission {
  return {
    feedbackId: randomUUID(),
    memberId,
    category: 'APP',
    text: 'The results page does not refresh after the draw.',
    screenshot: null,
    writtenAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The POST as the service worker's queue sends (and replays) it. */
export function sendFeedback(
  server: Server,
  body: unknown,
  token: string | undefined,
  merchant = 'DEMOVN',
): Promise<RawResponse> {
  return plainCall(server, 'POST', PAGE_PATHS.submitFeedback, body, {
    merchant,
    ...(token ? { token } : {}),
  });
}

export async function feedbackAnswer<T = unknown>(
  server: Server,
  body: unknown,
  token: string | undefined,
  merchant = 'DEMOVN',
): Promise<Envelope<T>> {
  return (await sendFeedback(server, body, token, merchant)).json<Envelope<T>>();
}

export function grantReward(server: Server, account: string, prize: object, merchant = 'DEMOVN') {
  return qaAct<{ id: number }>(server, '/__qa/rewards/grant', {
    merchantCode: merchant,
    account,
    prize,
  });
}

export function setMissionProgress(
  server: Server,
  account: string,
  missionId: number,
  progress: number,
  merchant = 'DEMOVN',
) {
  return qaAct(server, '/__qa/missions/progress', {
    merchantCode: merchant,
    account,
    missionId,
    progress,
  });
}

export function setPoints(server: Server, account: string, points: number, merchant = 'DEMOVN') {
  return qaAct(server, '/__qa/points', { merchantCode: merchant, account, points });
}

/** The member id a sign-in answers with (the feedback body carries it). */
export async function memberIdOf(server: Server, token: string, merchant = 'DEMOVN') {
  const info = await plainCall(server, 'GET', '/wps/member/info', undefined, { merchant, token });
  return info.json<Envelope<{ id: number }>>().value.id;
}

/**
 * Feedback (docs/pages.md "Feedback"): the categories, the limits and the form's rules, run by
 * the page before it queues a message and by the reference backend when it arrives. The
 * screenshot travels as base64 in the JSON body (a queued request must be replayable as is),
 * and is recognised by its first bytes, not by the type the client claims.
 */
import { isUuidV4 } from '../validators';

export const FEEDBACK_CATEGORIES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'ACCOUNT',
  'APP',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** In characters (code points), after trimming. */
export const FEEDBACK_TEXT = { minLength: 10, maxLength: 1000 } as const;
/** Messages per member per day (merchant time); replays of one feedback id count once. */
export const FEEDBACK_DAILY_LIMIT = 10;
/** The screenshot's base64 text at most (1 MiB): about 768 KB of image. */
export const SCREENSHOT_MAX_BASE64_LENGTH = 1_048_576;
export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

export interface Screenshot {
  type: string;
  /** Plain base64 (no `data:` prefix, no line breaks). */
  data: string;
}

/** The body of `POST /wps/member/feedback/submit`. */
export interface FeedbackSubmission {
  /** A version 4 UUID the page makes when the player presses Send: the replay key. */
  feedbackId: string;
  /** The member who wrote it (the session's member must be the same). */
  memberId: number;
  category: string;
  text: string;
  screenshot: Screenshot | null;
  /** When the player pressed Send (device clock), ISO 8601. */
  writtenAt: string;
}

export type ScreenshotProblem =
  'screenshot.type' | 'screenshot.too_large' | 'screenshot.encoding' | 'screenshot.content';

export type FeedbackFieldProblem =
  | 'id.invalid'
  | 'category.invalid'
  | 'text.too_short'
  | 'text.too_long'
  | 'writtenAt.invalid'
  | ScreenshotProblem;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

/** The image type its first bytes show, or null for anything else. */
export function sniffImageType(head: Uint8Array): ScreenshotType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

function headBytes(base64: string): Uint8Array {
  const decoded = atob(base64.slice(0, 16));
  return Uint8Array.from(decoded, (char) => char.charCodeAt(0));
}

export function screenshotProblem(screenshot: Screenshot): ScreenshotProblem | null {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(screenshot.type)) return 'screenshot.type';
  const { data } = screenshot;
  if (data.length > SCREENSHOT_MAX_BASE64_LENGTH) return 'screenshot.too_large';
  if (data.length < 16 || data.length % 4 !== 0 || !BASE64.test(data)) {
    return 'screenshot.encoding';
  }
  return sniffImageType(headBytes(data)) === screenshot.type ? null : 'screenshot.content';
}

export const feedbackTextLength = (text: string) => [...text.trim()].length;

/** Each field's problem; an empty object when the feedback can be sent. */
export function feedbackProblems(
  submission: FeedbackSubmission,
): Partial<Record<keyof FeedbackSubmission, FeedbackFieldProblem>> {
  const problems: Partial<Record<keyof FeedbackSubmission, FeedbackFieldProblem>> = {};
  if (!isUuidV4(submission.feedbackId)) problems.feedbackId = 'id.invalid';
  if (!(FEEDBACK_CATEGORIES as readonly string[]).includes(submission.category)) {
    problems.category = 'category.invalid';
  }
  const length = feedbackTextLength(submission.text);
  if (length < FEEDBACK_TEXT.minLength) problems.text = 'text.too_short';
  else if (length > FEEDBACK_TEXT.maxLength) problems.text = 'text.too_long';
  if (Number.isNaN(Date.parse(submission.writtenAt))) problems.writtenAt = 'writtenAt.invalid';
  if (submission.screenshot) {
    const problem = screenshotProblem(submission.screenshot);
    if (problem) problems.screenshot = problem;
  }
  return problems;
}

/**
 * The agent application form's rules (docs/pages.md "Agent registration"), run by the form as
 * the player types and by the reference backend on submit, so both refuse the same fields with
 * the same codes.
 *
 * WARNING: imports phone.ts (libphonenumber-js, about 35 KB gzip): only the agent page and the
 * server may import this module.
 */
import { holderNameProblem } from '../bank-account';
import { parsePhone, type PhoneProblem } from '../phone';
import { isEmail } from '../validators';

/** Where the applicant would bring players from. */
export const AGENT_CHANNELS = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'INSTAGRAM',
  'ZALO',
  'TELEGRAM',
  'WHATSAPP',
  'WEBSITE',
  'OFFLINE',
  'OTHER',
] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

export const AGENT_NOTE_MAX_LENGTH = 500;

export interface AgentApplicationForm {
  /** The contact person's full name (a person's name: two words or more). */
  contactName: string;
  /** The dialing code picked beside the number (`84`, `+55`). */
  countryDialingCode: string;
  mobileNum: string;
  email: string;
  channel: string;
  /** One of the volume bands' codes the page was given. */
  expectedMonthlyVolume: string;
  /** Optional. */
  note: string;
}

export type AgentField = keyof AgentApplicationForm;

export type AgentFieldProblem =
  | 'name.invalid'
  | PhoneProblem
  | 'email.invalid'
  | 'channel.invalid'
  | 'volume.invalid'
  | 'note.too_long';

/** Each field's problem; an empty object when the form can be sent. */
export function agentApplicationProblems(
  form: AgentApplicationForm,
  volumeCodes: readonly string[],
): Partial<Record<AgentField, AgentFieldProblem>> {
  const problems: Partial<Record<AgentField, AgentFieldProblem>> = {};
  if (holderNameProblem(form.contactName)) problems.contactName = 'name.invalid';
  const phone = parsePhone(form.countryDialingCode, form.mobileNum);
  if (!phone.ok) problems.mobileNum = phone.problem;
  if (!isEmail(form.email.trim())) problems.email = 'email.invalid';
  if (!(AGENT_CHANNELS as readonly string[]).includes(form.channel)) {
    problems.channel = 'channel.invalid';
  }
  if (!volumeCodes.includes(form.expectedMonthlyVolume)) {
    problems.expectedMonthlyVolume = 'volume.invalid';
  }
  if ([...form.note.trim()].length > AGENT_NOTE_MAX_LENGTH) problems.note = 'note.too_long';
  return problems;
}

/** The applicant's name as stored: trimmed, single spaces, as typed otherwise. */
export function normaliseContactName(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/g, ' ');
}

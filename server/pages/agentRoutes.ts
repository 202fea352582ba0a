// Agent registration (docs/api.md "Agent registration"): the page's data and the application,
// submitted once (Idempotency-Key) while none is pending. QA's `agentApplication` decides new
// applications at once; /__qa/agent/decide decides a pending one. Approval makes the member an
// agent (type 1), whose invite links then carry their own affiliate code.
import {
  normaliseContactName,
  agentApplicationProblems,
  AGENT_CHANNELS,
} from '../../src/common/pages/agentForm.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { maskPhone, parsePhone } from '../../src/common/phone.ts';
import { maskEmail } from '../../src/common/validators.ts';
import { fail, ok, text, type AuthCall, type AuthRoute } from '../auth/call.ts';
import type { Member, MemberStore } from '../auth/members.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberContext } from '../member/context.ts';
import { submissionRoute, type SubmissionContext } from '../member/submissions.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { referralContentOf } from './content/referralContent.ts';
import { pagesOf, type StoredAgentApplication } from './pageBook.ts';
import type { AgentOutcome } from '../../src/common/qaScenario.ts';
import { agentCodeOf, isAgent } from './referralCodes.ts';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function applicationValue(application: StoredAgentApplication) {
  return {
    id: application.id,
    status: application.status,
    contactName: application.contactName,
    phone: maskPhone(application.phone),
    email: maskEmail(application.email),
    channel: application.channel,
    expectedMonthlyVolume: application.expectedMonthlyVolume,
    note: application.note,
    submittedAt: iso(application.submittedAt)!,
    decidedAt: iso(application.decidedAt),
    decisionNote: application.decisionNote,
  };
}

async function agentPage(context: MemberContext) {
  const pages = await pagesOf(context);
  const { member } = context.session;
  const code = context.merchant.merchantCode;
  const latest = pages.agentApplications.at(-1);
  return ok({
    isAgent: isAgent(member),
    agentCode: agentCodeOf(member),
    ...currencyOf(code),
    form: {
      channels: [...AGENT_CHANNELS],
      volumes: referralContentOf(code).volumeBands,
      countryDialingCode: context.merchant.country.countryDialingCode,
    },
    application: latest ? applicationValue(latest) : null,
  });
}

/** The fields a decision sets on an application, with the operator's note. */
export function decisionOf(merchantCode: string, decision: 'approved' | 'rejected', now: number) {
  const notes = referralContentOf(merchantCode).decisionNotes;
  return { status: decision, decidedAt: now, decisionNote: notes[decision] };
}

/** Approval makes the member an agent (type 1); the member store writes its own file. */
export async function makeAgent(member: Member, members: MemberStore): Promise<void> {
  if (!isAgent(member)) await members.update(member.id, { type: 1 });
}

const OUTCOMES: Record<AgentOutcome, 'approved' | 'rejected' | null> = {
  review: null,
  approve: 'approved',
  reject: 'rejected',
};

async function apply(call: AuthCall, context: SubmissionContext) {
  const pages = await pagesOf(context);
  const { member, store: members } = context.session;
  if (isAgent(member)) return fail('agent.already');
  if (pages.agentApplications.some((a) => a.status === 'pending')) {
    return fail('agent.application.pending');
  }
  const code = context.merchant.merchantCode;
  const form = {
    contactName: text(call.body, 'contactName', 200),
    countryDialingCode: text(call.body, 'countryDialingCode', 8),
    mobileNum: text(call.body, 'mobileNum', 40),
    email: text(call.body, 'email', 300),
    channel: text(call.body, 'channel', 20),
    expectedMonthlyVolume: text(call.body, 'expectedMonthlyVolume', 10),
    note: text(call.body, 'note', 2000),
  };
  const volumes = referralContentOf(code).volumeBands.map((band) => band.code);
  const fields = agentApplicationProblems(form, volumes);
  const phone = parsePhone(form.countryDialingCode, form.mobileNum);
  if (Object.keys(fields).length || !phone.ok) return fail('agent.form.invalid', { fields });
  const now = Date.now();
  const outcome = OUTCOMES[call.scenario.agentApplication];
  // The member becomes an agent before the application is recorded: a crash in between leaves
  // an agent whose replay is answered `agent.already`, never a record without its effect.
  if (outcome === 'approved') await makeAgent(member, members);
  const application: StoredAgentApplication = {
    id: context.store.nextId(),
    status: 'pending',
    contactName: normaliseContactName(form.contactName),
    phone: phone.phone.e164,
    email: form.email.toLowerCase(),
    channel: form.channel,
    expectedMonthlyVolume: form.expectedMonthlyVolume,
    note: form.note,
    submittedAt: now,
    decidedAt: null,
    decisionNote: null,
  };
  if (outcome) Object.assign(application, decisionOf(code, outcome, now));
  pages.agentApplications.push(application);
  return context.commit(ok(applicationValue(application)));
}

export const AGENT_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.agentApplication]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { isAgent: 'soon', application: 7 } },
    answer: withMember(agentPage),
  },
  [PAGE_PATHS.applyAgent]: submissionRoute(PAGE_PATHS.applyAgent, {
    malformed: { success: true, value: { status: 'maybe' } },
    submit: apply,
  }),
};

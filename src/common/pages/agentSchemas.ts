/**
 * Agent registration (docs/api.md "Agent registration"): the page's data (the form's choices, the
 * member's latest application, whether they are an agent already) and the application as
 * submitted. The form's rules are in agentForm.ts.
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, Id, IsoDateTime, Money } from '../member-schemas';

/** `pending`: being reviewed; `approved`: the member is an agent now; `rejected`: may apply again. */
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

export const AgentApplicationSchema = v.object({
  id: Id,
  status: v.picklist(AGENT_APPLICATION_STATUSES),
  contactName: v.string(),
  /** Masked (`+84 91*****78`). */
  phone: v.string(),
  /** Masked (`ng***@gmail.com`). */
  email: v.string(),
  channel: v.string(),
  expectedMonthlyVolume: v.string(),
  note: v.string(),
  submittedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  /** Why it was rejected, or a welcome line; from the operator. */
  decisionNote: v.nullable(v.string()),
});
export type AgentApplication = v.InferOutput<typeof AgentApplicationSchema>;

export const VolumeBandSchema = v.object({
  code: v.string(),
  /** Expected monthly turnover of the players brought, in the merchant's currency. */
  min: Money,
  /** Null: no upper bound. */
  max: v.nullable(Money),
});

export const AgentPageSchema = v.object({
  /** Member type 1 or 2 (spec §3). */
  isAgent: v.boolean(),
  /** The agent's own affiliate code (their invite links carry it); null for non-agents. */
  agentCode: v.nullable(v.string()),
  currency: CurrencyCode,
  decimals: Decimals,
  form: v.object({
    channels: v.array(v.string()),
    volumes: v.pipe(v.array(VolumeBandSchema), v.minLength(1)),
    /** The merchant's dialing code, preselected in the phone field. */
    countryDialingCode: v.string(),
  }),
  /** The latest application, or null when the member never applied. */
  application: v.nullable(AgentApplicationSchema),
});
export type AgentPage = v.InferOutput<typeof AgentPageSchema>;

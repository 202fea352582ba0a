import * as v from 'valibot';
import { post } from '../../api/request';
import { NetworkError, HttpError, ServerError } from '../../api/errors';
import { IDEMPOTENCY_HEADER } from '../../common/idempotency';
import type { AgentApplicationForm } from '../../common/pages/agentForm';
import { AgentApplicationSchema, AgentPageSchema } from '../../common/pages/agentSchemas';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { syncMemberPage } from '../../data/sync/pages';
import { validate } from '../../data/sync/validate';

export const AGENT_RESOURCE = 'agent';

export function syncAgentPage() {
  return syncMemberPage(AGENT_RESOURCE, PAGE_PATHS.agentApplication, AgentPageSchema);
}

/** `sent`: the server has it; `unknown`: the answer was lost (send again under the same key). */
export type ApplyOutcome =
  | { kind: 'sent' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'refused' }
  | { kind: 'unknown' };

const FieldsSchema = v.object({ fields: v.record(v.string(), v.string()) });

/**
 * Sends the application under the form's idempotency key: sent again after a lost answer, it
 * gets the first answer back instead of a second application.
 */
export async function applyForAgent(
  form: AgentApplicationForm,
  idempotencyKey: string,
): Promise<ApplyOutcome> {
  try {
    validate(
      'agent application',
      AgentApplicationSchema,
      await post(PAGE_PATHS.applyAgent, {
        body: form,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        handledCodes: ['agent.form.invalid'],
      }),
    );
  } catch (error) {
    if (error instanceof NetworkError) return { kind: 'unknown' };
    if (error instanceof HttpError && (error.status >= 500 || error.status === 429)) {
      return { kind: 'unknown' };
    }
    if (error instanceof ServerError && error.errorCode === 'idempotency.in_progress') {
      return { kind: 'unknown' };
    }
    if (error instanceof ServerError && error.errorCode === 'agent.form.invalid') {
      const parsed = v.safeParse(FieldsSchema, error.value);
      return { kind: 'fields', fields: parsed.success ? parsed.output.fields : {} };
    }
    // The error catalogue has said why (pending, already an agent, signed out).
    await syncAgentPage().catch(() => undefined);
    return { kind: 'refused' };
  }
  await syncAgentPage().catch((error: unknown) => console.warn('Agent page not refreshed', error));
  return { kind: 'sent' };
}

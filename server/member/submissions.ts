// Idempotent submissions (docs/member.md "Submissions"): every money or card submission carries
// an `Idempotency-Key`. The first answer that changed something is recorded under the member and
// key, in the same save as the change, and a repeat of the same request gets that answer again;
// the same key on a different request is refused. A refusal that changed nothing is not
// recorded, so the player can correct the form and send it again under the same key.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '../../src/common/idempotency.ts';
import { fail, type AuthCall, type AuthRoute, type Envelope } from '../auth/call.ts';
import { openMemberContext, type MemberContext } from './context.ts';

export interface SubmissionContext extends MemberContext {
  /**
   * Records `envelope` as the key's answer and returns it. Call it in the same synchronous step
   * as the change it reports, so nothing can save the change without its record.
   */
  commit(envelope: Envelope): Envelope;
}

export interface SubmissionRoute {
  /** Fields left out of the request's fingerprint: secrets are never hashed into the file. */
  secretFields?: readonly string[];
  encrypted?: AuthRoute['encrypted'];
  malformed: unknown;
  submit(call: AuthCall, context: SubmissionContext): Promise<Envelope> | Envelope;
}

export function idempotencyKeyOf(req: IncomingMessage): string | null {
  const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof header === 'string' ? header.trim() : null;
}

/** JSON with keys sorted at every level, so equal requests hash equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's identity: its path and body, without secrets and the merchant the client adds. */
export function fingerprintOf(
  path: string,
  body: Record<string, unknown>,
  secretFields: readonly string[] = [],
): string {
  const kept = Object.fromEntries(
    Object.entries(body).filter(
      ([field]) => field !== 'merchantCode' && !secretFields.includes(field),
    ),
  );
  return createHash('sha256')
    .update(`${path}\n${canonical(kept)}`)
    .digest('hex');
}

/** Spends a key no request has used: the look-up told the player nothing happened under it. */
export async function voidKey(context: MemberContext, key: string) {
  context.book.submissions.push({
    key,
    path: '',
    fingerprint: '',
    at: Date.now(),
    result: fail('idempotency.key.void'),
    void: true,
  });
  await context.store.save();
}

export const inFlightId = (context: MemberContext, key: string) =>
  `${context.merchant.merchantCode}/${context.session.member.id}/${key}`;

/** A POST member route whose effects happen at most once per idempotency key. */
export function submissionRoute(path: string, route: SubmissionRoute): AuthRoute {
  return {
    method: 'POST',
    session: 'required',
    ...(route.encrypted ? { encrypted: route.encrypted } : {}),
    malformed: route.malformed,
    async answer(call) {
      const context = await openMemberContext(call);
      if (!context) return fail('user.or.token.invalid');
      const raw = idempotencyKeyOf(call.req);
      if (!raw) return fail('idempotency.key.required');
      if (!isIdempotencyKey(raw)) return fail('idempotency.key.invalid');
      const key = raw.toLowerCase();
      const fingerprint = fingerprintOf(path, call.body, route.secretFields);
      const previous = context.book.submissions.find((record) => record.key === key);
      if (previous?.void) return fail('idempotency.key.void');
      if (previous) {
        return previous.fingerprint === fingerprint
          ? previous.result
          : fail('idempotency.key.reused');
      }
      const flight = inFlightId(context, key);
      const { inFlight } = call.auth.memberArea;
      if (inFlight.has(flight)) return fail('idempotency.in_progress');
      inFlight.set(flight, path);
      try {
        let recorded = false;
        const commit = (envelope: Envelope) => {
          context.book.submissions.push({
            key,
            path,
            fingerprint,
            at: Date.now(),
            result: envelope,
          });
          recorded = true;
          return envelope;
        };
        const envelope = await route.submit(call, { ...context, commit });
        if (recorded) await context.store.save();
        return envelope;
      } finally {
        inFlight.delete(flight);
      }
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { handleRequestFailure } from '../../api/errorCatalogue';
import { newIdempotencyKey } from '../../common/idempotency';
import { showAlert } from '../../ui/notices';
import { DOUBLE_TAP_MS, submitOnce, waitForLine, type SubmissionOutcome } from './submission';
import { lookupSubmission } from './submissionApi';

class FormClosed extends Error {
  override readonly name = 'FormClosed';
}

export type SubmissionPhase = 'idle' | 'sending' | 'checking';

/**
 * One money or card form's submissions (docs/member.md "Cards, Pix, vouchers and the checking
 * state"): the idempotency key made when the form opens, one submission at a time, the honest
 * "checking" phase while a lost answer is looked up by the key, and the server's refusal shown
 * through the error catalogue. The key is replaced only once the server has answered.
 */
export function useMoneySubmission() {
  const key = useRef<string>(null);
  key.current ??= newIdempotencyKey();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const inFlight = useRef(false);
  const lastAccepted = useRef(0);
  // A form that closed stops asking about its key; the server still has the answer.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  /** null: ignored (a double tap, or one already out). */
  const submit = useCallback(async (send: (idempotencyKey: string) => Promise<unknown>) => {
    const now = Date.now();
    if (inFlight.current || now - lastAccepted.current < DOUBLE_TAP_MS) return null;
    inFlight.current = true;
    lastAccepted.current = now;
    setPhase('sending');
    const submissionKey = key.current!;
    try {
      const outcome: SubmissionOutcome = await submitOnce({
        send: () => send(submissionKey),
        lookup: () => lookupSubmission(submissionKey),
        onChecking: () => setPhase('checking'),
        waitBeforeLookup: async (attempt) => {
          await waitForLine(attempt);
          if (!open.current) throw new FormClosed();
        },
      });
      if (outcome.kind === 'notReceived') {
        // Nothing happened under this key: the same form may go again under the same key.
        showAlert({ key: 'checking.not_received' });
      } else {
        key.current = newIdempotencyKey();
        if (outcome.kind === 'refused') handleRequestFailure(outcome.error, {});
      }
      return outcome;
    } catch (error) {
      // Anything else (an answer of the wrong shape) is shown as the catalogue shows it.
      if (!(error instanceof FormClosed)) handleRequestFailure(error, {});
      return null;
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  }, []);
  return { phase, busy: phase !== 'idle', submit };
}

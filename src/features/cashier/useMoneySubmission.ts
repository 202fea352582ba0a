import { useCallback, useEffect, useRef, useState } from 'react';
import { handleRequestFailure } from '../../api/errorCatalogue';
import { newIdempotencyKey } from '../../common/idempotency';
import { showAlert } from '../../ui/notices';
import {
  forgetOpenSubmission,
  openSubmission,
  rememberOpenSubmission,
  type SubmissionDetails,
  type SubmissionKind,
} from './openSubmission';
import { DOUBLE_TAP_MS, resolveLostAnswer, submitOnce, type SubmissionOutcome } from './submission';
import { lookupSubmission } from './submissionApi';
import { waitForLine } from '../../lib/waitForLine';

class FormClosed extends Error {
  override readonly name = 'FormClosed';
}

export type SubmissionPhase = 'idle' | 'sending' | 'checking';

/** A submission this form found open when it opened (a reload), answered since. */
export type RecoveredAnswer = (value: unknown, details: SubmissionDetails) => void;

/**
 * One money or card form's submissions (docs/member.md "Cards, Pix, vouchers and the checking
 * state"): the idempotency key made when the form opens, one submission at a time, the honest
 * "checking" phase while a lost answer is looked up by the key, and the server's refusal shown
 * through the error catalogue. The key is replaced only once the server has answered (or said it
 * never received it: that spends the key too).
 *
 * From sending until the answer, the submission is kept in session storage under the form's
 * `kind` (openSubmission.ts): a form that opens and finds one there (the page was reloaded or
 * left mid-request) is "checking" at once, resolves it by its key, and gives an answer to
 * `onRecovered` as the form would have.
 */
export function useMoneySubmission(kind: SubmissionKind, onRecovered?: RecoveredAnswer) {
  const key = useRef<string>(null);
  key.current ??= openSubmission(kind)?.key ?? newIdempotencyKey();
  const [phase, setPhase] = useState<SubmissionPhase>(() =>
    openSubmission(kind) ? 'checking' : 'idle',
  );
  const inFlight = useRef(phase !== 'idle');
  const lastAccepted = useRef(0);
  const recovered = useRef(onRecovered);
  useEffect(() => {
    recovered.current = onRecovered;
  });
  // A form that closed stops asking about its key; the server still has the answer, and the
  // open submission stays stored for the next time the form opens.
  const open = useRef(true);

  /** Ends a submission whose answer is known (or cannot be read): the key is used up. */
  const settle = useCallback(
    (submissionKey: string, outcome: SubmissionOutcome) => {
      forgetOpenSubmission(kind, submissionKey);
      // Every answer spends the key, "not received" too: the server refuses a request that
      // arrives under it later, so the form goes again under a new one.
      key.current = newIdempotencyKey();
      if (outcome.kind === 'notReceived') {
        showAlert({ key: 'checking.not_received' });
        return;
      }
      if (outcome.kind === 'refused') handleRequestFailure(outcome.error, {});
    },
    [kind],
  );

  useEffect(() => {
    open.current = true;
    const found = openSubmission(kind);
    // Each run of the effect follows its own open submission: a remount asks again itself.
    let active = true;
    // The phase started as "checking" when the form found it.
    if (found) {
      inFlight.current = true;
      resolveLostAnswer({
        lookup: () => lookupSubmission(found.key),
        waitBeforeLookup: async (attempt) => {
          await waitForLine(attempt);
          if (!active) throw new FormClosed();
        },
      })
        .then((outcome) => {
          settle(found.key, outcome);
          if (outcome.kind === 'answered') recovered.current?.(outcome.value, found.details);
        })
        .catch((error: unknown) => {
          if (error instanceof FormClosed) return;
          forgetOpenSubmission(kind, found.key);
          handleRequestFailure(error, {});
        })
        .finally(() => {
          if (!active) return;
          inFlight.current = false;
          setPhase('idle');
        });
    }
    return () => {
      active = false;
      open.current = false;
    };
  }, [kind, settle]);

  /** null: ignored (a double tap, or one already out). */
  const submit = useCallback(
    async (send: (idempotencyKey: string) => Promise<unknown>, details: SubmissionDetails) => {
      const now = Date.now();
      if (inFlight.current || now - lastAccepted.current < DOUBLE_TAP_MS) return null;
      inFlight.current = true;
      lastAccepted.current = now;
      setPhase('sending');
      const submissionKey = key.current!;
      rememberOpenSubmission(kind, submissionKey, details);
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
        settle(submissionKey, outcome);
        return outcome;
      } catch (error) {
        if (error instanceof FormClosed) return null;
        // Anything else (an answer of the wrong shape) is shown as the catalogue shows it.
        forgetOpenSubmission(kind, submissionKey);
        handleRequestFailure(error, {});
        return null;
      } finally {
        inFlight.current = false;
        setPhase('idle');
      }
    },
    [kind, settle],
  );
  return { phase, busy: phase !== 'idle', submit };
}

import { useCallback, useRef, useState } from 'react';
import type * as v from 'valibot';
import { newIdempotencyKey } from '../../common/idempotency';
import { resolveSubmission, submitOnce } from '../../data/sync/submissions';
import { showNotice } from '../../ui/notices';

/** A double tap: a second tap this soon after an accepted one is ignored. */
const DOUBLE_TAP_MS = 500;

/**
 * One-tap claims and redemptions (docs/pages.md "The pages"). Each row keeps its idempotency key
 * from its first tap until the server's final answer, so a tap after a lost answer asks again
 * under the same key and can never pay twice. `checking` rows resolve the key first. Offline a
 * tap only says so.
 */
export function useSubmission<T extends v.GenericSchema>(
  path: string,
  schema: T,
  onDone: (value: v.InferOutput<T>) => void,
) {
  const keys = useRef(new Map<string, string>());
  const busyRow = useRef<string | null>(null);
  const lastAccepted = useRef(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());

  const setRowChecking = useCallback(
    (row: string, on: boolean) =>
      setChecking((rows) => {
        const next = new Set(rows);
        if (on) next.add(row);
        else next.delete(row);
        return next;
      }),
    [],
  );

  const attempt = useCallback(
    async (row: string, body: Record<string, unknown>) => {
      let key = keys.current.get(row);
      if (key && checking.has(row)) {
        const found = await resolveSubmission(key, schema);
        if (found.kind === 'checking') return;
        setRowChecking(row, false);
        if (found.kind === 'done') {
          keys.current.delete(row);
          onDone(found.value);
          return;
        }
        if (found.kind === 'refused') {
          keys.current.delete(row);
          return;
        }
        // `unknown`: it never took effect; sending it again under the same key is safe.
      }
      if (!key) {
        key = newIdempotencyKey();
        keys.current.set(row, key);
      }
      const outcome = await submitOnce(path, body, key, schema);
      if (outcome.kind === 'checking') {
        setRowChecking(row, true);
        return;
      }
      keys.current.delete(row);
      if (outcome.kind === 'done') onDone(outcome.value);
    },
    [path, schema, onDone, checking, setRowChecking],
  );

  const run = useCallback(
    async (row: string, body: Record<string, unknown>) => {
      const now = Date.now();
      if (busyRow.current !== null || now - lastAccepted.current < DOUBLE_TAP_MS) return;
      // Offline nothing is sent, nor kept to send later: it would move money unseen.
      if (!navigator.onLine) {
        showNotice({ kind: 'toast', text: { key: 'rewards.offline' }, durationMs: 3000 });
        return;
      }
      busyRow.current = row;
      lastAccepted.current = now;
      setBusy(row);
      try {
        await attempt(row, body);
      } catch (error) {
        // An answer we could not read: whether it happened is known only by the key.
        console.warn('Submission answer not understood', error);
        setRowChecking(row, true);
      } finally {
        busyRow.current = null;
        setBusy(null);
      }
    },
    [attempt, setRowChecking],
  );

  return { run, busy, checking };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { newIdempotencyKey } from '../../common/idempotency';
import { syncBalance } from '../../data/sync/account';
import { resolveSubmission, submitOnce } from '../../data/sync/submissions';
import { showAlert, showNotice } from '../../ui/notices';
import { waitForLine } from '../../lib/waitForLine';

/** A double tap: a second tap this soon after an accepted one is ignored. */
const DOUBLE_TAP_MS = 500;

/**
 * One-tap claims and redemptions (docs/pages.md "The pages"). Each row keeps its idempotency key
 * from its first tap until the server's final answer, so a tap after a lost answer asks again
 * under the same key and can never pay twice; "not received" is a final answer too (the server
 * spends the key). A `checking` row is looked up by its key while the
 * page is open (1, 2, 4, then every 8 s, at once when the line comes back), and a tap on it asks
 * at once. Offline a tap only says so. Whatever went through, the balance is asked for again: a
 * cash prize is on it, and the header and My account read it from the `balances` table.
 */
export function useSubmission<T extends v.GenericSchema>(
  path: string,
  schema: T,
  onDone: (value: v.InferOutput<T>) => void,
) {
  const keys = useRef(new Map<string, string>());
  const busyRow = useRef<string | null>(null);
  const lastAccepted = useRef(0);
  const open = useRef(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

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

  const done = useCallback(
    (row: string, value: v.InferOutput<T>) => {
      keys.current.delete(row);
      setRowChecking(row, false);
      syncBalance().catch((error: unknown) => console.warn('Balance not refreshed', error));
      onDone(value);
    },
    [onDone, setRowChecking],
  );

  /** What the server says of a row's key: true once it is known. */
  const settle = useCallback(
    async (row: string, key: string) => {
      const found = await resolveSubmission(key, schema);
      // Settled meanwhile by a tap (or the page's own lookup): nothing more to do.
      if (keys.current.get(row) !== key || found.kind === 'checking')
        return found.kind !== 'checking';
      setRowChecking(row, false);
      if (found.kind === 'done') done(row, found.value);
      else {
        // Refused, or never received (the server then refuses the key if it arrives late):
        // either way the next tap is a new request under a new key.
        keys.current.delete(row);
        if (found.kind === 'unknown') showAlert({ key: 'checking.not_received' });
      }
      return true;
    },
    [schema, done, setRowChecking],
  );

  const follow = useCallback(
    async (row: string, key: string) => {
      for (let attempt = 0; ; attempt += 1) {
        await waitForLine(attempt);
        if (!open.current || keys.current.get(row) !== key) return;
        if (busyRow.current === row) continue;
        if (await settle(row, key)) return;
      }
    },
    [settle],
  );

  const attempt = useCallback(
    async (row: string, body: Record<string, unknown>) => {
      let key = keys.current.get(row);
      if (key && checking.has(row)) {
        await settle(row, key);
        return;
      }
      if (!key) {
        key = newIdempotencyKey();
        keys.current.set(row, key);
      }
      const outcome = await submitOnce(path, body, key, schema);
      if (outcome.kind === 'checking') {
        setRowChecking(row, true);
        void follow(row, key);
        return;
      }
      if (outcome.kind === 'done') done(row, outcome.value);
      else keys.current.delete(row);
    },
    [path, schema, checking, settle, follow, done, setRowChecking],
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
        const key = keys.current.get(row);
        if (key) void follow(row, key);
      } finally {
        busyRow.current = null;
        setBusy(null);
      }
    },
    [attempt, follow, setRowChecking],
  );

  return { run, busy, checking };
}

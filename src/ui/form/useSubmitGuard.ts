import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time (spec §4, §5): a call while one is in flight, or within `quietMs` of the
 * last accepted one (a double tap), is ignored. `busy` drives the button's state.
 */
export function useSubmitGuard(quietMs: number) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const lastAccepted = useRef(0);
  const run = useCallback(
    async (task: () => Promise<void>) => {
      const now = Date.now();
      if (inFlight.current || now - lastAccepted.current < quietMs) return;
      inFlight.current = true;
      lastAccepted.current = now;
      setBusy(true);
      try {
        await task();
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [quietMs],
  );
  return { busy, run };
}

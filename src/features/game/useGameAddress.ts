import { useCallback, useEffect, useRef, useState } from 'react';
import {
  failureOf,
  GAME_LAUNCH_TIMEOUT_MS,
  reportGameFailure,
  type GameUrlFailure,
} from './gameApi';

export type GameAddressState =
  { phase: 'loading' } | { phase: 'ready'; url: string } | { phase: GameUrlFailure };

/**
 * Leaves the page for the address. Runs only while the attempt is still wanted (`isCurrent`):
 * once the retry message shows, a late address must not take the player away.
 */
export type LeaveFor = (url: string, isCurrent: () => boolean) => Promise<void>;

/**
 * Asks for a game address while `enabled`, again after `retry`. With `leave`, the page goes to the
 * address and stays loading until it unloads, and the retry message shows when 10 s pass without
 * that happening (spec §4); without it, the address is `ready` for the page to show (the trial
 * frame) and the 10 s stop when it comes.
 */
export function useGameAddress(
  load: () => Promise<string>,
  options: { enabled: boolean; leave?: LeaveFor },
) {
  const { enabled, leave } = options;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GameAddressState>({ phase: 'loading' });
  // The latest callbacks, read when an attempt starts: a re-render must not start another one.
  const latest = useRef({ load, leave });
  useEffect(() => {
    latest.current = { load, leave };
  });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const isCurrent = () => current;
    const timer = setTimeout(() => {
      current = false;
      setState({ phase: 'timedOut' });
    }, GAME_LAUNCH_TIMEOUT_MS);
    const { load: loadNow, leave: leaveNow } = latest.current;
    loadNow()
      .then(
        async (url) => {
          if (!current) return;
          if (leaveNow) return leaveNow(url, isCurrent);
          clearTimeout(timer);
          setState({ phase: 'ready', url });
        },
        (error: unknown) => {
          if (!current) return;
          clearTimeout(timer);
          reportGameFailure(error);
          setState({ phase: failureOf(error) });
        },
      )
      .catch((error: unknown) => console.error('Leaving for the game failed', error));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

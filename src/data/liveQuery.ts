// The views' live queries (src/data/*Hooks.ts): dexie-react-hooks' `useLiveQuery`, except that
// each new answer renders as a transition, which React renders in slices of a few milliseconds.
// The syncs of a cold start write a dozen tables while the home page draws, and each answer
// rendered at once was a task of up to 90 ms on a 4× slower phone (docs/performance.md "Boot
// stages"). Same arguments, same answers: `undefined` until the first one, the last one kept
// while new `deps` ask again, a failed query thrown to the nearest error boundary.
import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/** `source`, its answers handed on inside a transition: the re-render they cause is one. */
function inTransitions<T>(source: Observable<T>) {
  return {
    subscribe(next: (value: T) => void, error?: (reason: unknown) => void) {
      return source.subscribe({
        next: (value) => startTransition(() => next(value)),
        error: (reason: unknown) => startTransition(() => error?.(reason)),
      });
    },
  };
}

export function useLiveQuery<T>(
  querier: () => T | Promise<T>,
  deps: unknown[] = [],
): T | undefined {
  return useObservable(() => inTransitions(liveQuery(querier)), deps);
}

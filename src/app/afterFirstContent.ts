// The after-paint wave (docs/performance.md "One critical wave"): code the page loads lazily but
// does not need to draw its main content waits for it, then arrives together, in one chunk
// (scripts/home-chunks.ts), instead of competing with the banner for the first round trips.
import { startTransition, useEffect, useState } from 'react';
import { whenFirstContentPainted } from './firstContent';

/** `load`, started once the main content is drawn (or the time limit passed). */
export function afterFirstContent<T>(load: () => Promise<T>): () => Promise<T> {
  return () => whenFirstContentPainted().then(load);
}

/** False until the main content is drawn (or the time limit passed), then true. */
export function useFirstContentPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenFirstContentPainted().then(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

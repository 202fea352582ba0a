import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first paint, true soon after. What a page needs only after it is on screen (lazy
 * widgets, popups) mounts then, in a transition React can split into short tasks: mounting it with
 * the page would start every chunk load and render in the one task that draws the page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a timer set from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

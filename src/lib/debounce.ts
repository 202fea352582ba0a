/** Calls `fn` once, `waitMs` after the last of a burst of calls. */
export function debounce(fn: () => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Runs `fn` each time the page becomes visible; returns the unsubscribe. */
export function onPageVisible(fn: () => void) {
  const listener = () => {
    if (document.visibilityState === 'visible') fn();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

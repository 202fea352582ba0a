/**
 * Before asking again what became of a submission whose answer was lost: waits a little longer
 * each time (1 s, 2 s, 4 s, at most 8 s), and while offline, until the connection is back.
 */
export function waitForLine(attempt: number): Promise<void> {
  const delay = Math.min(8000, 1000 * 2 ** Math.min(attempt, 3));
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    // Offline when the delay is up: the 'online' event ends the wait instead.
    const timer = setTimeout(() => {
      if (navigator.onLine) done();
    }, delay);
  });
}

/**
 * `promise`'s value, or `fallback` when it rejects or has not settled after `ms`: boot waits for
 * slow storage and networks only so long, then goes on with what it has.
 */
export function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise
      .catch(() => fallback)
      .then((value) => {
        clearTimeout(timer);
        resolve(value);
      });
  });
}

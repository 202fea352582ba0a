/**
 * jsencrypt seeds its padding RNG from `crypto.getRandomValues` only when `window` exists, and
 * falls back to Math.random otherwise, which is what happens in a worker. Pointing `window` at the
 * worker's own global (which has `crypto`) before jsencrypt is evaluated keeps the padding bytes
 * cryptographically random. This module must be imported before jsencrypt.
 */
const scope = globalThis as unknown as { window?: unknown; self?: unknown };
if (typeof scope.window === 'undefined') scope.window = globalThis;
// Workers have `self`; Node (unit tests) does not.
if (typeof scope.self === 'undefined') scope.self = globalThis;

export {};

/**
 * Spec §4 and §9: a username login with exactly this password must change it first. The spec
 * withholds the value; this is ours, shared by the client and the reference backend.
 */
export const DEFAULT_PASSWORD = 'a123456';

/** Spec §9: login debounce and registration double-submit guard. */
export const LOGIN_DEBOUNCE_MS = 500;
export const REGISTER_GUARD_MS = 500;

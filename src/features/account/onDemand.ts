/** The home header's controls (language, balance or sign-in): a chunk of their own. */
export const loadHeaderControls = () => import('./HeaderControls').then((m) => m.default);

/** The home header's controls (language, balance or sign-in): a chunk of its own (the home route is full). */
export const loadHeaderControls = () => import('./HeaderControls').then((m) => m.default);

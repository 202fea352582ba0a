/** The home header's balance or sign-in buttons: a chunk of its own (the home route is full). */
export const loadHeaderAccount = () => import('./HeaderAccount').then((m) => m.default);

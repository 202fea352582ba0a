/**
 * The home page's customer-service and chat buttons, with the config call, the line test and the
 * chat calls: one chunk, loaded after the page (its own module, so the home route takes only it).
 */
export const loadHomeButtons = () => import('./homeButtons');

/** Where the app is served (spec §2): the build's base, the service worker's scope. */
export const APP_BASE = '/m/';

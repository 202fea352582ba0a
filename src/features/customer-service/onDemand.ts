// Modules the domain modal loads only when the status call fails, never with the home page.

/** The config call and the member's targets. */
export const loadTargetPreparation = () => import('./prepareTargets');
/** The line test's choice among the merchant's domains. */
export const loadFastestDomain = () => import('./fastestDomain');

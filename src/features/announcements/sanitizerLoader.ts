/** The HTML sanitiser alone, for pages that show server HTML (help, news), in a chunk of its own. */
export const loadHtmlSanitizer = () => import('./sanitize');

/** The home page's popup: its code and DOMPurify load after the page's first paint. */
export const loadAnnouncementPopup = () => import('./AnnouncementPopup');

/** The HTML sanitiser alone, for pages that show server HTML (help, news). */
export const loadHtmlSanitizer = () => import('./sanitize');

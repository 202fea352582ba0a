/** The home page's popup: its code and DOMPurify load after the page's first paint. */
export const loadAnnouncementPopup = () => import('./AnnouncementPopup');

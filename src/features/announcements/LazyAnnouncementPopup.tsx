import { optional } from '../../ui/optional';

/** The announcement popup for the home page; its code and DOMPurify load after the page. */
export const LazyAnnouncementPopup = optional(() =>
  import('./AnnouncementPopup').then((m) => m.default),
);

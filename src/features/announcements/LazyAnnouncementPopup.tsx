import { lazy, Suspense } from 'react';

// A chunk that cannot load (offline before it was cached) means no popup, never a broken home.
const AnnouncementPopup = lazy(() =>
  import('./AnnouncementPopup').catch((error: unknown) => {
    console.warn('Announcement popup not loaded', error);
    return { default: () => null };
  }),
);

/** The announcement popup for the home page; its code and DOMPurify load after the page. */
export function LazyAnnouncementPopup() {
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup />
    </Suspense>
  );
}

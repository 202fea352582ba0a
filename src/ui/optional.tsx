import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const nothing = () => null;

/**
 * A part of a page that the page can do without (popups, floating buttons, the mini-game, the
 * install prompts): its code loads on demand; a chunk that does not load (offline before it was
 * cached, removed by a deploy) or a render error shows nothing, says so in the log, and the page
 * carries on. Each part has a Suspense boundary of its own: one that appears with the part shows
 * nothing while the chunk loads, whereas a boundary already on screen would hold back the
 * navigation (a transition) that brought the part, and the whole new page with it.
 * `placeholder` holds the part's place on the page while its chunk loads (nothing by default).
 */
export function optional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch (error) {
      // The error names the chunk; a render error below is logged by React with its component.
      console.warn('Optional part not loaded', error);
      return { default: nothing };
    }
  });
  return function Optional(props: P) {
    return (
      <ErrorBoundary fallback={nothing}>
        <Suspense fallback={placeholder}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

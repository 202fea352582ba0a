import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const nothing = () => null;

/**
 * A part of a page that the page can do without (popups, floating buttons, the mini-game): its
 * code loads on demand; a chunk that does not load (offline before it was cached, removed by a
 * deploy) or a render error shows nothing, and the page carries on.
 */
export function optional<P extends object>(
  load: () => Promise<ComponentType<P>>,
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
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

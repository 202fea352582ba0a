import { useDeferredValue } from 'react';
import { useBrowserLocation, type BrowserLocationHook } from 'wouter/use-browser-location';

/**
 * wouter's browser location, with the page a navigation leads to rendered as a transition. The
 * address changes at once; React then renders the new page in short slices, keeping the old one on
 * screen meanwhile, instead of in one long task that freezes taps (e.g. home after logging in).
 */
export const useTransitionLocation: BrowserLocationHook = (options) => {
  const [location, navigate] = useBrowserLocation(options);
  return [useDeferredValue(location), navigate];
};

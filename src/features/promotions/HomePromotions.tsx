import { lazy, Suspense, type ComponentType } from 'react';
import { LazyCustomerServiceTrigger } from '../customer-service/LazyCustomerService';

// WARNING: part of the home bundle, which is at its size budget (`npm run size`). The promotion
// views, their rules and table reads load as one chunk of their own (precached for offline).
const views = () => import('./homeViews');

/** A component that renders once its chunk is there, and nothing before. */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const PromotionStrip = deferred(() => views().then((m) => m.PromotionStrip));
export const VipProgress = deferred(() => views().then((m) => m.VipProgress));
const LazyReferralButton = deferred(() => views().then((m) => m.ReferralButton));

/**
 * The referral action ends at customer service for some members (spec §4): the same tap as the
 * customer-service button (config call, label filter, fastest domain), from that button's chunk.
 */
export function ReferralButton() {
  return <LazyReferralButton support={LazyCustomerServiceTrigger} />;
}

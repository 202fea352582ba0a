import { lazy, Suspense, type ComponentType } from 'react';
import {
  openCustomerService,
  useCustomerServiceTargets,
} from '../customer-service/useCustomerService';
import type { SupportTriggerProps } from './ReferralButton';

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

/**
 * Customer service for the referral action (spec §4). It lives here because its module is in the
 * home bundle already: imported from the lazy chunk, it split shared chunks (~700 bytes more).
 * Targets are decrypted only when this renders, i.e. for the players the referral sends there.
 */
function SupportTrigger({ className, children }: SupportTriggerProps) {
  const targets = useCustomerServiceTargets();
  return (
    <button type="button" className={className} onClick={() => openCustomerService(targets)}>
      {children}
    </button>
  );
}

export const PromotionStrip = deferred(() => views().then((m) => m.PromotionStrip));
export const VipProgress = deferred(() => views().then((m) => m.VipProgress));
const LazyReferralButton = deferred(() => views().then((m) => m.ReferralButton));

export function ReferralButton() {
  return <LazyReferralButton support={SupportTrigger} />;
}

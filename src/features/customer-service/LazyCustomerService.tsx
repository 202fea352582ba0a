import { lazy, Suspense, type ReactNode } from 'react';
import { useWhitelabelSwitch } from '../../data/hooks';
import { useChatScript } from './chatScript';

// WARNING: part of the home route's first load. The buttons, the config call, the line test and
// the chat calls load on demand, in one chunk, so the home page stays within its size budget.
const loadButtons = () => import('./homeButtons');
const ChatButton = lazy(() => loadButtons().then((module) => ({ default: module.ChatButton })));
const CustomerServiceButton = lazy(() =>
  loadButtons().then((module) => ({ default: module.CustomerServiceButton })),
);
const CustomerServiceTrigger = lazy(() =>
  loadButtons().then((module) => ({ default: module.CustomerServiceTrigger })),
);

/** The home page's customer-service button (CustomerServiceButton.tsx). */
export function LazyCustomerServiceButton() {
  return (
    <Suspense fallback={null}>
      <CustomerServiceButton />
    </Suspense>
  );
}

/** A control that opens customer service as the button does (the referral action's fallback). */
export function LazyCustomerServiceTrigger(props: { className: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <CustomerServiceTrigger {...props} />
    </Suspense>
  );
}

/**
 * The chat button (ChatButton.tsx), only while the CBS3 switch is on (spec §6). The chat
 * provider's script is injected 500 ms after mount (spec §9), not after the chunk arrives.
 */
export function LazyChatButton() {
  const enabled = useWhitelabelSwitch('CBS3') === true;
  useChatScript(enabled);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <ChatButton />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { useWhitelabelSwitch } from '../../data/hooks';
import { optional } from '../../ui/optional';
import { useChatScript } from './chatScript';

// WARNING: part of the home route's first load. The buttons, the config call, the line test and
// the chat calls load on demand, in one chunk, so the home page stays within its size budget.
const loadButtons = () => import('./homeButtons');
const ChatButton = optional(() => loadButtons().then((m) => m.ChatButton));

/** The home page's customer-service button (CustomerServiceButton.tsx). */
export const LazyCustomerServiceButton = optional(() =>
  loadButtons().then((m) => m.CustomerServiceButton),
);

/** A control that opens customer service as the button does (the referral action's fallback). */
export const LazyCustomerServiceTrigger = optional<{ className: string; children: ReactNode }>(() =>
  loadButtons().then((m) => m.CustomerServiceTrigger),
);

/**
 * The chat button (ChatButton.tsx), only while the CBS3 switch is on (spec §6). The chat
 * provider's script is injected 500 ms after mount (spec §9), not after the chunk arrives.
 */
export function LazyChatButton() {
  const enabled = useWhitelabelSwitch('CBS3') === true;
  useChatScript(enabled);
  return enabled ? <ChatButton /> : null;
}

import { useEffect } from 'react';
import { CHAT_SCRIPT_PATH } from '../../common/chatProvider';
import { useWhitelabelSwitch } from '../../data/hooks';

/** Spec §9: the chat script is injected this long after the home page mounts. */
export const CHAT_SCRIPT_DELAY_MS = 500;
const CHAT_SCRIPT_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    CBSChat?: { ready?: boolean };
  }
}

const chatReady = () => window.CBSChat?.ready === true;

/** Injects the chat script 500 ms after mount while `enabled` (CBS3) holds; once per page. */
export function useChatScript(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    // The loader (outside the home route's first load) arrives while the 500 ms run.
    const loader = import('../../lib/loadScript');
    loader.catch(() => undefined); // reported below, if the timer still runs
    const timer = setTimeout(() => {
      loader
        .then(({ loadScriptWithFallbacks }) =>
          loadScriptWithFallbacks([CHAT_SCRIPT_PATH], chatReady, CHAT_SCRIPT_TIMEOUT_MS),
        )
        .catch((error: unknown) => console.warn('Chat script not loaded', error));
    }, CHAT_SCRIPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled]);
}

/**
 * Spec §6: the chat button is drawn, and the chat provider's script injected 500 ms after the
 * home page mounts (spec §9, not after the button's chunk arrives), only while CBS3 is on.
 */
export function useChatEnabled(): boolean {
  const enabled = useWhitelabelSwitch('CBS3') === true;
  useChatScript(enabled);
  return enabled;
}

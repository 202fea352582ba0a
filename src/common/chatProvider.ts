/**
 * The chat provider's script. The spec names no address: the deployment serves it on its own
 * origin (the reference backend's demo at this path defines `window.CBSChat`).
 */
export const CHAT_SCRIPT_PATH = '/cs/chat.js';

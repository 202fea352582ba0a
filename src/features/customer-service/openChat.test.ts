// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChat } from './openChat';

const CHAT_URL = 'https://chat.example/room/1';
const params = { title: 'Demo', backUrl: 'http://localhost/m/home', language: 'EN' as const };

function chatAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, value: { chatUrl: CHAT_URL } })),
    ),
  );
}

function popupWindow(closed: boolean) {
  const replace = vi.fn();
  const popup = { closed, opener: {}, location: { replace } } as unknown as Window;
  return { popup, replace };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opening the member chat from a tap', () => {
  it('shows the chat in the window the tap opened, cut off from this page', async () => {
    chatAnswers();
    const { popup, replace } = popupWindow(false);
    const thisPage = { assign: vi.fn() };
    await expect(openChat(params, popup, thisPage)).resolves.toBe('opened');
    expect(replace).toHaveBeenCalledWith(CHAT_URL);
    expect(popup.opener).toBeNull();
    expect(thisPage.assign).not.toHaveBeenCalled();
  });

  it('goes to the chat in this page when the window was blocked', async () => {
    chatAnswers();
    const thisPage = { assign: vi.fn() };
    await expect(openChat(params, null, thisPage)).resolves.toBe('opened');
    expect(thisPage.assign).toHaveBeenCalledWith(CHAT_URL);
  });

  it('stays on the storefront when the player closed the window before the answer', async () => {
    chatAnswers();
    const { popup, replace } = popupWindow(true);
    const thisPage = { assign: vi.fn() };
    await openChat(params, popup, thisPage);
    expect(thisPage.assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});

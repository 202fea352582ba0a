// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { track } from '../tracking';
import { canPromptInstall, promptInstall, subscribeInstallCapability } from './browserInstall';
import { trackInstallStep } from './funnel';
import { captureInstallPrompt } from './installPromptCapture';
import { installUiState, openSurface, overlayEvent } from './installUi';
import { A2HS_COUNT_KEY, A2HS_DISMISSED_KEY, A2HS_INSTALLED_KEY } from '../../common/storageKeys';

vi.mock('../tracking/track', () => ({ track: vi.fn(() => Promise.resolve()) }));
vi.mock('./funnel', () => ({ trackInstallStep: vi.fn() }));

const UA = {
  desktop: navigator.userAgent,
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;]',
};

function useUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

/** What Chromium hands the page: an event with prompt() and the player's answer. */
function offerPrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  dispatchEvent(event);
  return { prompt, event };
}

beforeAll(() => captureInstallPrompt());

afterEach(() => {
  useUserAgent(UA.desktop);
  localStorage.clear();
  sessionStorage.clear();
  openSurface(null);
  overlayEvent({ type: 'continueInBrowser' });
  overlayEvent({ type: 'fadeDone' });
  vi.clearAllMocks();
});

describe('the deferred install prompt (spec §4)', () => {
  it('is captured early, keeping the browser’s own banner away', () => {
    expect(canPromptInstall()).toBe(false);
    const { event } = offerPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(canPromptInstall()).toBe(true);
  });

  it('accepted: the installing overlay, and the prompt is used up', async () => {
    const { prompt } = offerPrompt('accepted');
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(installUiState().overlay).toEqual({ phase: 'shown', closable: true });
    expect(canPromptInstall()).toBe(false);
    expect(sessionStorage.getItem(A2HS_DISMISSED_KEY)).toBeNull();
  });

  it('dismissed: the session flag and one more on the dismissal counter', async () => {
    localStorage.setItem(A2HS_COUNT_KEY, '2');
    offerPrompt('dismissed');
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(sessionStorage.getItem(A2HS_DISMISSED_KEY)).toBe('1');
    expect(localStorage.getItem(A2HS_COUNT_KEY)).toBe('3');
    expect(installUiState().overlay.phase).toBe('hidden');
  });

  it('the answer is tracked for the surface that asked', async () => {
    offerPrompt('dismissed');
    await promptInstall({ from: { surface: 'sheet', trigger: 'reg_days' } });
    expect(trackInstallStep).toHaveBeenCalledWith('promptAnswered', 'sheet', {
      trigger: 'reg_days',
      outcome: 'dismissed',
    });
    offerPrompt('accepted');
    await promptInstall({ from: { surface: 'a2hs' } });
    expect(trackInstallStep).toHaveBeenCalledWith('promptAnswered', 'a2hs', {
      outcome: 'accepted',
    });
  });

  it('tells a waiting sheet when a prompt arrives and when it is used up', async () => {
    const heard: boolean[] = [];
    const stop = subscribeInstallCapability(() => heard.push(canPromptInstall()));
    offerPrompt('accepted');
    await vi.waitFor(() => expect(heard.at(-1)).toBe(true));
    await promptInstall();
    expect(heard.at(-1)).toBe(false);
    stop();
  });

  it('installed: tracked, the counter set to 99 and the local flag set', async () => {
    dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(track).toHaveBeenCalledWith('a2hsInstalled'));
    expect(localStorage.getItem(A2HS_COUNT_KEY)).toBe('99');
    expect(localStorage.getItem(A2HS_INSTALLED_KEY)).toBe('1');
  });

  it('no prompt on a desktop browser that offers none', async () => {
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(installUiState().open).toBeNull();
  });
});

describe('iOS, where no browser prompt exists', () => {
  it('Safari: the step-by-step guide opens, and the funnel hears of it', async () => {
    useUserAgent(UA.iosSafari);
    expect(canPromptInstall()).toBe(true);
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(installUiState().open).toBe('iosGuide');
    expect(trackInstallStep).toHaveBeenCalledWith('guideOpened', 'iosGuide');
  });

  it('an in-app browser: the way to Safari instead', async () => {
    useUserAgent(UA.iosFacebook);
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(installUiState().open).toBe('handoff');
  });
});

// Last: an overlay without a close link cannot be closed, so nothing after this may need one.
describe('a forced install', () => {
  it('accepted from a forced popup: the overlay has no close link', async () => {
    offerPrompt('accepted');
    await promptInstall({ closable: false });
    expect(installUiState().overlay).toEqual({ phase: 'shown', closable: false });
    overlayEvent({ type: 'continueInBrowser' });
    expect(installUiState().overlay.phase).toBe('shown');
  });
});

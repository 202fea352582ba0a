// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadInPlace, followDownload } from './downloadInPlace';

const HELPER = '/mobile/mc/redirect.html?url=https%3A%2F%2Fdemo.example%2Fapp.mobileconfig';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('app files open in this tab without leaving the page (spec §2)', () => {
  it('loads the redirect helper in a hidden frame, and tidies it away a minute later', () => {
    vi.useFakeTimers();
    const before = window.location.href;
    downloadInPlace(HELPER);
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(HELPER);
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(window.location.href).toBe(before);
    vi.advanceTimersByTime(59_000);
    expect(document.querySelector('iframe')).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens any other page in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    followDownload({ href: 'https://apps.apple.com/app/id1', sameTab: false });
    expect(open).toHaveBeenCalledWith('https://apps.apple.com/app/id1', '_blank', 'noopener');
    expect(document.querySelector('iframe')).toBeNull();
    followDownload({ href: HELPER, sameTab: true });
    expect(open).toHaveBeenCalledOnce();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(HELPER);
  });
});

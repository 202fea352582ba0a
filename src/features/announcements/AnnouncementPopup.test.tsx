// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en.json';
import { initEnglishForTests } from '../../i18n/englishForTests';
import AnnouncementPopup from './AnnouncementPopup';
import { loadPopup } from './loadPopup';
import type { PopupAction } from './popupMachine';
import { readAnnouncementPopupMemory } from '../../lib/popupMemory';

vi.mock('./loadPopup', () => ({ loadPopup: vi.fn() }));

type OpenAction = Extract<PopupAction, { type: 'open' }>;

function opens(count: number, forceRead = false): OpenAction {
  return {
    type: 'open',
    hash: 'h1',
    forceRead,
    slides: Array.from({ length: count }, (_item, index) => ({
      key: `popup:${index}`,
      title: `Title ${index + 1}`,
      html: `<p>Body ${index + 1}</p>`,
    })),
  };
}

/** The page around the popup: a button that had the focus before it opened. */
async function renderWith(action: OpenAction | null) {
  vi.mocked(loadPopup).mockResolvedValue(action);
  render(
    <>
      <button type="button">Before</button>
      <AnnouncementPopup />
    </>,
  );
  screen.getByRole('button', { name: 'Before' }).focus();
  await act(async () => {});
}

beforeAll(initEnglishForTests);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AnnouncementPopup', () => {
  it('renders nothing when there is nothing to show', async () => {
    await renderWith(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with the focus inside', async () => {
    await renderWith(opens(2));
    const dialog = screen.getByRole('dialog', { name: 'Title 1' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toContain('Body 1');
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 2 of 2' }));
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('Escape closes it, remembers the set and gives the focus back', async () => {
    await renderWith(opens(1));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(readAnnouncementPopupMemory()).toEqual({ hash: 'h1', hideUntil: null });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"hide today" is remembered until the next midnight', async () => {
    await renderWith(opens(1));
    fireEvent.click(screen.getByRole('checkbox', { name: en.announcements.hide_today }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    expect(readAnnouncementPopupMemory()).toEqual({ hash: 'h1', hideUntil: midnight });
  });

  it('with forceRead, closes only once every slide was seen', async () => {
    await renderWith(opens(2, true));
    const close = screen.getByRole('button', { name: 'Close' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(close.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(readAnnouncementPopupMemory()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: en.announcements.next }));
    expect((close as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(close);
    expect(readAnnouncementPopupMemory()).toEqual({ hash: 'h1', hideUntil: null });
  });
});

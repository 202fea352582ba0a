// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglishForTests } from '../../i18n/englishForTests';
import { UpdateNotice } from './UpdateNotice';
import { markUpdateAvailable } from './updateState';

// The hand-over to the new version, which reloads the page once it has taken over: here it never
// finishes, as when the new version is slow to take over.
const { applyUpdate } = vi.hoisted(() => ({
  applyUpdate: vi.fn(() => new Promise<void>(() => {})),
}));
vi.mock('./serviceWorker', () => ({ applyUpdate }));

beforeAll(initEnglishForTests);

afterEach(cleanup);

describe('UpdateNotice', () => {
  it('appears when a newer version is ready, with its Refresh button', () => {
    render(<UpdateNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(markUpdateAvailable);
    expect(screen.getByRole('status').textContent).toContain('A new version of the site is ready.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says it is working once tapped, and hands over only once however often it is tapped', async () => {
    act(markUpdateAvailable);
    render(<UpdateNotice />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
    expect(button.textContent).toBe('Please wait');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});

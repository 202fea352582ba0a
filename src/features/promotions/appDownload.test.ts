import { beforeEach, describe, expect, it, vi } from 'vitest';

const showAlert = vi.fn();
vi.mock('../../ui/notices', () => ({ showAlert }));

/** A fresh copy of the module: its handler and waiting tap are module state. */
async function freshAppDownload() {
  vi.resetModules();
  return import('./appDownload');
}

describe('openAppDownload', () => {
  beforeEach(() => showAlert.mockClear());

  it('opens the install sheet once the install feature has loaded', async () => {
    const { openAppDownload, setAppDownloadHandler } = await freshAppDownload();
    const openSheet = vi.fn();
    setAppDownloadHandler(openSheet);
    openAppDownload();
    expect(openSheet).toHaveBeenCalledTimes(1);
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('keeps a tap made while the install feature loads, and opens the sheet when it arrives', async () => {
    const { openAppDownload, setAppDownloadHandler } = await freshAppDownload();
    openAppDownload();
    expect(showAlert).not.toHaveBeenCalled();
    const openSheet = vi.fn();
    setAppDownloadHandler(openSheet);
    expect(openSheet).toHaveBeenCalledTimes(1);
    // Set again (React's strict-mode remount): the tap is not replayed.
    setAppDownloadHandler(openSheet);
    expect(openSheet).toHaveBeenCalledTimes(1);
  });

  it('shows how to install the site when the install feature cannot load', async () => {
    const { appDownloadUnavailable, openAppDownload } = await freshAppDownload();
    openAppDownload();
    appDownloadUnavailable();
    expect(showAlert).toHaveBeenCalledTimes(1);
    openAppDownload();
    expect(showAlert).toHaveBeenCalledTimes(2);
  });
});

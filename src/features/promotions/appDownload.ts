import { showAlert } from '../../ui/notices';

/**
 * What an APP_DOWNLOAD activity button (and every other "download the app" button) does. The
 * install feature (spec §2 app-install sheet) loads in a chunk of its own and sets the handler
 * with `setAppDownloadHandler`. A tap before that chunk has loaded waits for it: the player gets
 * the sheet with the real download links, not a generic notice. Only a chunk that cannot load
 * (offline before it was cached) leaves the notice that says how to install the site.
 */
type AppDownloadHandler = () => void;

const showInstallNotice: AppDownloadHandler = () =>
  showAlert({ key: 'promotions.app_download_text' }, { key: 'promotions.app_download_title' });

let handler: AppDownloadHandler | null = null;
let unavailable = false;
let tapWaiting = false;

export function setAppDownloadHandler(next: AppDownloadHandler | null) {
  handler = next;
  if (next && tapWaiting) {
    tapWaiting = false;
    next();
  }
}

/** The install feature's chunk failed to load: taps get the notice, now and from now on. */
export function appDownloadUnavailable() {
  unavailable = true;
  if (tapWaiting) {
    tapWaiting = false;
    showInstallNotice();
  }
}

export function openAppDownload() {
  if (handler) handler();
  else if (unavailable) showInstallNotice();
  else tapWaiting = true;
}

import { showAlert } from '../../ui/notices';

/**
 * What an APP_DOWNLOAD activity button does. The install feature (spec §2 app-install sheet)
 * replaces it with `setAppDownloadHandler`; until then a notice says how to install the site.
 */
type AppDownloadHandler = () => void;

const showInstallNotice: AppDownloadHandler = () =>
  showAlert({ key: 'promotions.app_download_text' }, { key: 'promotions.app_download_title' });

let handler: AppDownloadHandler = showInstallNotice;

export function setAppDownloadHandler(next: AppDownloadHandler | null) {
  handler = next ?? showInstallNotice;
}

export function openAppDownload() {
  handler();
}

import { useEffect, type ReactNode } from 'react';
import { setAppDownloadHandler } from '../promotions';
import { BrowserInstallLayer } from './BrowserInstallLayer';
import { trackInstallStep } from './funnel';
import { InstallSheet } from './InstallSheet';
import { openInstallSheet } from './sheetStore';
import { useDownloadPopupRunner } from './useDownloadPopupRunner';

/** The APP_DOWNLOAD promotion (spec §3 activity redirect) opens the sheet, always closable. */
function openFromPromotion() {
  openInstallSheet({ forced: false, trigger: 'promotion' });
  void trackInstallStep('shown', 'sheet', { trigger: 'promotion' });
}

/**
 * Everything the install promotion draws over the routes (docs/install.md): the download popups'
 * runner and sheet, and the browser-install surfaces. Mounted once, outside maintenance and
 * region restriction, in a chunk of its own.
 */
export default function InstallLayer(): ReactNode {
  useDownloadPopupRunner();
  useEffect(() => {
    setAppDownloadHandler(openFromPromotion);
    return () => setAppDownloadHandler(null);
  }, []);
  return (
    <>
      <InstallSheet />
      <BrowserInstallLayer />
    </>
  );
}

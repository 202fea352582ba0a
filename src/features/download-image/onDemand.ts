/** The popup's chunk: shown 20 s after load at the earliest, so not part of the first paint. */
export const loadDownloadImagePopup = () => import('./DownloadImagePopup');

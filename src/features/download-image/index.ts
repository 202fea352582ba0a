// What other features use of the download-image popup (spec §4): its chunk, loaded on demand.
export { loadDownloadImagePopup } from './onDemand';

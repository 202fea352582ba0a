// What other features use of the announcements: the home page's popup and the HTML sanitiser,
// each in a chunk of its own.
export { loadAnnouncementPopup } from './onDemand';
export { loadHtmlSanitizer } from './sanitizerLoader';

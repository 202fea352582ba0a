// What other features use of the announcements: the home page's popup, in a chunk of its own.
export { loadAnnouncementPopup } from './onDemand';

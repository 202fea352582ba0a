// What other features use of help: the sanitised server HTML (news shows it too).
export { SafeHtml } from './SafeHtml';

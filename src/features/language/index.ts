// What other features use of the language feature: the header's language choice.
export { LanguageSwitcher } from './LanguageSwitcher';

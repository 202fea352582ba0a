import { toSupportedLanguage, type LanguageCode } from '../common/languages';

const LANGUAGE_KEY = 'MC_LANGUAGE';

/** A stored value that is not a supported code is ignored (and left as it is). */
export function readStoredLanguage(): LanguageCode | undefined {
  try {
    return toSupportedLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return undefined;
  }
}

export function storeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch (error) {
    console.warn('Language not saved', error);
  }
}

import * as v from 'valibot';
import { SUPPORTED_LANGUAGES, toSupportedLanguage, type LanguageCode } from '../common/languages';
import { LANGUAGE_KEY } from '../common/storageKeys';
import { read, storageEntry, write } from '../lib/storage';

const language = storageEntry(
  LANGUAGE_KEY,
  'local',
  v.pipe(
    v.string(),
    v.transform((code: string) => toSupportedLanguage(code)),
    v.picklist(SUPPORTED_LANGUAGES),
  ),
);

/** The stored language; one that is not a supported code counts as none. */
export function readStoredLanguage(): LanguageCode | undefined {
  return read(language);
}

export function storeLanguage(code: LanguageCode) {
  write(language, code);
}

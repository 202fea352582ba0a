import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  isRightToLeft,
  localeFileName,
  resolveLanguage,
  toBcp47,
  toSupportedLanguage,
  type LanguageCode,
  type LanguageSource,
} from '../common/languages';
import { settleWithin } from '../lib/settleWithin';
import { readStoredLanguage, storeLanguage } from './storage';

/**
 * How long the first render waits for the language file. It is a few kilobytes, under a second
 * even on a slow 3G line; 3 s allows for a lost packet or two. After that the page renders with
 * what it has (English from the precached en.json, else the keys), and switches to the language
 * when its file arrives (i18next's `languageChanged` re-renders every translated view).
 */
export const LANGUAGE_FILE_TIMEOUT_MS = 3_000;

/**
 * Each language is its own file under /m/locales/, fetched only when used; the service worker
 * keeps the ones a player has seen (stale-while-revalidate), so they work offline.
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const code = toSupportedLanguage(language);
    if (!code) {
      callback(new Error(`Unsupported language ${language}`), null);
      return;
    }
    fetch(`${import.meta.env.BASE_URL}locales/${localeFileName(code)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Locale ${code}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

let languageSource: LanguageSource = 'default';

/** Resolves the language (spec §4) and loads its strings; the first render waits for this. */
export async function initI18n(
  defaultLanguage: string | null | undefined,
  timeoutMs = LANGUAGE_FILE_TIMEOUT_MS,
) {
  const query = new URLSearchParams(window.location.search);
  const resolved = resolveLanguage({
    stored: readStoredLanguage(),
    requested: query.get('language') ?? query.get('lang'),
    browser: navigator.languages,
    defaultLanguage,
  });
  languageSource = resolved.source;
  i18next.on('languageChanged', applyDocumentLanguage);
  const loaded = i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: resolved.code.toLowerCase(),
      fallbackLng: 'en',
      lowerCaseLng: true,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  await settleWithin(loaded, timeoutMs, undefined);
}

/** The merchant's default applies only when nothing more specific chose the language. */
export async function applyMerchantDefaultLanguage(defaultLanguage: string | null | undefined) {
  const code = toSupportedLanguage(defaultLanguage);
  if (languageSource !== 'default' || !code || code === currentLanguage()) return;
  await i18next.changeLanguage(code.toLowerCase());
}

/** A choice by the player is stored and wins over everything else from now on. */
export async function chooseLanguage(code: LanguageCode) {
  storeLanguage(code);
  languageSource = 'stored';
  await i18next.changeLanguage(code.toLowerCase());
}

/** The current language as the server spells it (upper case, e.g. `PT-BR`). */
export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language) ?? 'EN';
}

function applyDocumentLanguage() {
  const code = currentLanguage();
  document.documentElement.lang = toBcp47(code);
  document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
}

export { i18next };

/** Languages of spec §5, as the server spells them in the `Language` header. */
export const SUPPORTED_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/** Used when nothing else resolves and the merchant has not said (spec §9: CN outside lottery). */
export const FALLBACK_LANGUAGE: LanguageCode = 'CN';

const SUPPORTED = new Set<string>(SUPPORTED_LANGUAGES);

/** Browser tags that do not match a supported code by their first part (spec §5 browser mapping). */
export const BROWSER_ALIASES: Record<string, LanguageCode> = {
  zh: 'CN',
  'zh-cn': 'CN',
  'zh-sg': 'CN',
  'zh-hans': 'CN',
  chinese: 'CN',
  'zh-tw': 'TW',
  'zh-hk': 'TW',
  'zh-mo': 'TW',
  'zh-hant': 'TW',
  tw: 'TW',
  hk: 'TW',
  'en-ph': 'TY',
  tl: 'TY',
  fil: 'TY',
  tagalog: 'TY',
  philippines: 'TY',
  'pt-br': 'PT-BR',
  'ur-latn': 'UR-LA',
  in: 'ID',
};

/** Matches a code case-insensitively; `pt_br`, `pt-BR` and `PT-BR` are the same language. */
export function toSupportedLanguage(code: string | null | undefined): LanguageCode | undefined {
  if (!code) return undefined;
  const upper = code.trim().replace(/_/g, '-').toUpperCase();
  return SUPPORTED.has(upper) ? (upper as LanguageCode) : undefined;
}

/** Maps a browser language tag (navigator.languages) to a supported code. */
export function fromBrowserLanguage(tag: string): LanguageCode | undefined {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  const parts = lower.split('-');
  const alias =
    BROWSER_ALIASES[lower] ??
    BROWSER_ALIASES[parts.slice(0, 2).join('-')] ??
    BROWSER_ALIASES[parts[0] ?? ''];
  if (alias) return alias;
  // Script or region subtags of other languages do not change the language we serve.
  return toSupportedLanguage(lower) ?? toSupportedLanguage(parts[0]);
}

export type LanguageSource = 'stored' | 'requested' | 'browser' | 'default';

export interface LanguageInputs {
  stored?: string | null;
  requested?: string | null;
  browser?: readonly string[];
  defaultLanguage?: string | null;
}

/** Spec §4: stored value, then a requested one, then the browser language, then the default. */
export function resolveLanguage(inputs: LanguageInputs): {
  code: LanguageCode;
  source: LanguageSource;
} {
  const stored = toSupportedLanguage(inputs.stored);
  if (stored) return { code: stored, source: 'stored' };
  const requested =
    toSupportedLanguage(inputs.requested) ?? fromBrowserLanguageOrNull(inputs.requested);
  if (requested) return { code: requested, source: 'requested' };
  for (const tag of inputs.browser ?? []) {
    const code = fromBrowserLanguage(tag);
    if (code) return { code, source: 'browser' };
  }
  return {
    code: toSupportedLanguage(inputs.defaultLanguage) ?? FALLBACK_LANGUAGE,
    source: 'default',
  };
}

function fromBrowserLanguageOrNull(tag: string | null | undefined) {
  return tag ? fromBrowserLanguage(tag) : undefined;
}

/** Right-to-left scripts among the supported languages (Roman Urdu is written left to right). */
export function isRightToLeft(code: LanguageCode): boolean {
  return code === 'UR';
}

/** The BCP 47 tag for `<html lang>`, dates and numbers. */
export function toBcp47(code: LanguageCode): string {
  const tags: Partial<Record<LanguageCode, string>> = {
    CN: 'zh-CN',
    TW: 'zh-TW',
    TY: 'fil',
    'PT-BR': 'pt-BR',
    'UR-LA': 'ur-Latn',
    PT: 'pt-PT',
  };
  return tags[code] ?? code.toLowerCase();
}

/** The file name of a language's strings under /m/locales/. */
export function localeFileName(code: LanguageCode): string {
  return `${code.toLowerCase()}.json`;
}

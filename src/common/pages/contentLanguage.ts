/**
 * Which of the merchant's content languages to answer in (docs/pages.md "Languages"): the asked
 * language, else one of the same family (`PT` ↔ `PT-BR`), else English, else the first one the
 * content has. Codes are spec §5's, matched without case.
 */
import { toSupportedLanguage } from '../languages';

export const CONTENT_FALLBACK_LANGUAGE = 'EN';

export function pickContentLanguage(
  asked: string | null | undefined,
  available: readonly string[],
): string | undefined {
  const wanted = toSupportedLanguage(asked);
  if (wanted && available.includes(wanted)) return wanted;
  const family = wanted?.split('-')[0];
  const relative = family && available.find((code) => code.split('-')[0] === family);
  if (relative) return relative;
  return available.includes(CONTENT_FALLBACK_LANGUAGE) ? CONTENT_FALLBACK_LANGUAGE : available[0];
}

// The language a content call answers in: the `language` query, else the `Language` header,
// matched against what the merchant wrote (src/common/pages/contentLanguage.ts).
import type { IncomingMessage } from 'node:http';
import { pickContentLanguage } from '../../src/common/pages/contentLanguage.ts';
import type { MerchantFixture } from '../merchants/types.ts';

export function askedLanguage(req: IncomingMessage, query: URLSearchParams): string | null {
  const header = req.headers['language'];
  return query.get('language') ?? (typeof header === 'string' ? header : null);
}

export function contentLanguageOf(
  req: IncomingMessage,
  query: URLSearchParams,
  merchant: MerchantFixture,
  available: readonly string[],
): string {
  // Nothing asked: the merchant's own language (the storefront always sends one).
  const asked = askedLanguage(req, query) ?? merchant.defaultLanguage;
  return pickContentLanguage(asked, available) ?? merchant.defaultLanguage;
}

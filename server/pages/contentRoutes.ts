// The public content calls (docs/api.md "Help", "News"): the merchant's help center and news in
// the asked language or a fallback. News is paged by cursor: the cursor names the last item
// seen, so a page never repeats or skips an item whatever was published in between.
import type { IncomingMessage } from 'node:http';
import { NEWS_PAGE_SIZE } from '../../src/common/pages/contentSchemas.ts';
import { fail, ok } from '../auth/call.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import { helpOf } from './content/help.ts';
import { newsOf, publishedAt, type NewsFixture } from './content/news.ts';
import { pageSettingsOf } from './content/settings.ts';
import { contentLanguageOf } from './contentLanguageOf.ts';
import { pageImageUrl } from './pageImages.ts';

export const HELP_MALFORMED = { success: true, value: { topics: 'faq' } };
export const NEWS_MALFORMED = { success: true, value: { items: [{ id: 'x', publishedAt: 7 }] } };

export function helpAnswer(
  req: IncomingMessage,
  query: URLSearchParams,
  merchant: MerchantFixture,
) {
  const help = helpOf(merchant.merchantCode);
  const languages = help?.languages ?? pageSettingsOf(merchant.merchantCode).contentLanguages;
  const language = contentLanguageOf(req, query, merchant, languages);
  return ok({
    language,
    languages,
    updatedAt: help?.updatedAt ?? new Date(0).toISOString(),
    topics: (help?.topics ?? []).map((topic) => ({
      id: topic.id,
      title: topic.titles[language] ?? '',
      questions: topic.questions.map((question) => ({
        id: question.id,
        question: question.texts[language]?.question ?? '',
        answerHtml: question.texts[language]?.answerHtml ?? '',
      })),
    })),
  });
}

const encodeCursor = (id: number) => Buffer.from(JSON.stringify([id])).toString('base64url');

function decodeCursor(raw: string): number | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return Array.isArray(value) && Number.isInteger(value[0]) ? (value[0] as number) : null;
  } catch {
    return null;
  }
}

export function newsAnswer(
  req: IncomingMessage,
  query: URLSearchParams,
  merchant: MerchantFixture,
  origin: string,
  now: number,
) {
  const languages = pageSettingsOf(merchant.merchantCode).contentLanguages;
  const language = contentLanguageOf(req, query, merchant, languages);
  const items = [...newsOf(merchant.merchantCode)].sort(
    (a, b) => publishedAt(b, now) - publishedAt(a, now) || b.id - a.id,
  );
  const value = (item: NewsFixture) => {
    const text = item.texts[language] ?? item.texts[merchant.defaultLanguage]!;
    return {
      id: item.id,
      category: item.category,
      title: text.title,
      summary: text.summary,
      contentHtml: text.contentHtml,
      imageUrl: item.image ? pageImageUrl(origin, merchant, `news-${item.id}.svg`) : null,
      publishedAt: new Date(publishedAt(item, now)).toISOString(),
    };
  };
  const id = query.get('id');
  if (id !== null) {
    const item = items.find((candidate) => String(candidate.id) === id);
    if (!item) return fail('news.not_found');
    return ok({ language, items: [value(item)], nextCursor: null, total: items.length });
  }
  const size = query.get('pageSize');
  const pageSize = size === null ? NEWS_PAGE_SIZE.default : Number(size);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > NEWS_PAGE_SIZE.max) {
    return fail('news.query.invalid', { field: 'pageSize' });
  }
  const cursor = query.get('cursor');
  let rest = items;
  if (cursor) {
    const after = decodeCursor(cursor);
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) return fail('news.query.invalid', { field: 'cursor' });
    rest = items.slice(index + 1);
  }
  const page = rest.slice(0, pageSize);
  return ok({
    language,
    items: page.map(value),
    nextCursor: rest.length > pageSize ? encodeCursor(page.at(-1)!.id) : null,
    total: items.length,
  });
}

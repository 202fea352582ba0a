/**
 * Help and news (docs/api.md "Help", "News"): the merchant's FAQ by topic and its news, both in
 * the asked language or a fallback (contentLanguage.ts), with limited HTML (limitedHtml.ts) the
 * storefront sanitises before showing.
 */
import * as v from 'valibot';
import { Id, IsoDateTime, WholeNumber } from '../member-schemas';
import { ImageUrl } from './pageFailure';

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

export const HelpCenterSchema = v.object({
  /** The language of the answer (the asked one, or the fallback). */
  language: v.string(),
  /** Every language this merchant's help is written in. */
  languages: v.array(v.string()),
  updatedAt: IsoDateTime,
  topics: v.array(
    v.object({
      /** Stable across languages: `/m/help?topic=deposit` and links between answers use it. */
      id: Slug,
      title: v.string(),
      questions: v.array(v.object({ id: Slug, question: v.string(), answerHtml: v.string() })),
    }),
  ),
});
export type HelpCenter = v.InferOutput<typeof HelpCenterSchema>;

export const NEWS_CATEGORIES = [
  'NOTICE',
  'PROMOTION',
  'RESULTS',
  'MAINTENANCE',
  'PAYMENT',
] as const;
export const NEWS_PAGE_SIZE = { default: 10, max: 30 } as const;

export const NewsItemSchema = v.object({
  /** The same item in every language. */
  id: Id,
  category: v.picklist(NEWS_CATEGORIES),
  title: v.string(),
  /** Plain text, one or two sentences, for the list. */
  summary: v.string(),
  contentHtml: v.string(),
  imageUrl: v.nullable(ImageUrl),
  publishedAt: IsoDateTime,
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

export const NewsPageSchema = v.object({
  language: v.string(),
  /** Newest first. */
  items: v.array(NewsItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
  /** Every published item. */
  total: WholeNumber,
});
export type NewsPage = v.InferOutput<typeof NewsPageSchema>;

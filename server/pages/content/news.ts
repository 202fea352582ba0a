// The merchants' news (MCSFE_getNewsList, docs/pages.md "News"): each item in every language the
// merchant writes in, dated relative to today so the demo always looks current.
import type { NEWS_CATEGORIES } from '../../../src/common/pages/contentSchemas.ts';
import { NEWS_DEMOBR } from './newsDemoBr.ts';
import { NEWS_DEMOVN } from './newsDemoVn.ts';

export interface NewsText {
  title: string;
  summary: string;
  /** Limited HTML (src/common/pages/limitedHtml.ts). */
  contentHtml: string;
}

export interface NewsFixture {
  id: number;
  category: (typeof NEWS_CATEGORIES)[number];
  /** 0: published yesterday (never in the future, whatever the time of day). */
  daysAgo: number;
  /** UTC minute of that day. */
  minuteOfDay: number;
  /** Whether it has a card image (`/cdn/<merchant>/news-<id>.svg`). */
  image: boolean;
  texts: Record<string, NewsText>;
}

const NEWS: Record<string, NewsFixture[]> = { DEMOVN: NEWS_DEMOVN, DEMOBR: NEWS_DEMOBR };

export function newsOf(merchantCode: string): NewsFixture[] {
  return NEWS[merchantCode] ?? [];
}

const DAY = 24 * 60 * 60_000;

export function publishedAt(item: NewsFixture, now: number): number {
  const today = Math.floor(now / DAY) * DAY;
  return today - (item.daysAgo + 1) * DAY + item.minuteOfDay * 60_000;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpCenter, NewsPage } from '../../src/common/pages/contentSchemas.ts';
import { limitedHtmlProblems } from '../../src/common/pages/limitedHtml.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { PromotionEntry } from '../../src/common/pages/promotionSchemas.ts';
import { plainCall } from '../auth/test-client.ts';
import { call, startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, type Envelope } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const help = async (merchant: string, language?: string) =>
  (
    await plainCall(server, 'GET', PAGE_PATHS.help, undefined, {
      merchant,
      headers: language ? { Language: language } : {},
    })
  ).json<Envelope<HelpCenter>>().value;
const news = async (query: string, merchant = 'DEMOVN') =>
  memberGet<NewsPage>(server, `${PAGE_PATHS.news}${query}`, undefined, merchant);

describe('help', { timeout: 30_000 }, () => {
  it('answers in the asked language, a relative of it, else English', async () => {
    expect(await help('DEMOVN', 'VI')).toMatchObject({ language: 'VI', languages: ['VI', 'EN'] });
    expect((await help('DEMOVN', 'JA')).language).toBe('EN');
    expect((await help('DEMOBR', 'PT')).language).toBe('PT-BR');
    expect((await help('DEMOBR', 'pt-br')).language).toBe('PT-BR');
    // No language asked: the merchant's own.
    expect((await help('DEMOBR')).language).toBe('PT-BR');
  });

  it('has the same topics and questions in every language, in limited HTML', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const languages = (await help(merchant)).languages;
      const shapes = [];
      for (const language of languages) {
        const center = await help(merchant, language);
        shapes.push(center.topics.map((t) => [t.id, t.questions.map((q) => q.id)]));
        for (const topic of center.topics) {
          expect(topic.title).not.toBe('');
          for (const question of topic.questions) {
            expect(question.question).not.toBe('');
            expect(limitedHtmlProblems(question.answerHtml), question.id).toEqual([]);
          }
        }
      }
      expect(shapes[1]).toEqual(shapes[0]);
    }
  });
});

describe('news', { timeout: 30_000 }, () => {
  it('pages by cursor, newest first, without repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    let total = 0;
    while (cursor !== null) {
      const page: Envelope<NewsPage> = await news(
        `?pageSize=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.value.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.value.items.map((item) => item.id));
      total = page.value.total;
      const times = page.value.items.map((item) => Date.parse(item.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.every((time) => time <= Date.now())).toBe(true);
      cursor = page.value.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('gives one item by id, in the asked language, with limited HTML', async () => {
    const item = (await news('?id=510&language=VI')).value.items[0]!;
    expect(item).toMatchObject({ id: 510, category: 'RESULTS' });
    expect(item.title).toContain('Jackpot');
    expect(item.imageUrl).toMatch(/\/cdn\/DEMOVN\/news-510\.svg$/);
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      for (const language of ['EN', merchant === 'DEMOVN' ? 'VI' : 'PT-BR']) {
        const page = await news(`?pageSize=30&language=${language}`, merchant);
        for (const entry of page.value.items) {
          expect(limitedHtmlProblems(entry.contentHtml), String(entry.id)).toEqual([]);
        }
      }
    }
  });

  it('refuses an unknown id, a bad page size and a bad cursor', async () => {
    expect(await news('?id=42')).toMatchObject({ errorCode: 'news.not_found' });
    expect(await news('?pageSize=0')).toMatchObject({ errorCode: 'news.query.invalid' });
    expect(await news('?cursor=nope')).toMatchObject({
      errorCode: 'news.query.invalid',
      value: { field: 'cursor' },
    });
  });
});

describe('the promotion list and the pages’ images', { timeout: 30_000 }, () => {
  it('gives each promotion a card image and its period', async () => {
    const answer = await memberGet<PromotionEntry[]>(server, PAGE_PATHS.promotions, undefined);
    const wheel = answer.value.find((promotion) => promotion.key === 'LUCKY_WHEEL')!;
    expect(wheel).toMatchObject({ enabled: false, endsAt: '2026-09-30T16:59:59.000Z' });
    for (const promotion of answer.value) {
      const image = await call(server, new URL(promotion.imageUrl).pathname);
      expect(image.status, promotion.imageUrl).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.text).toContain(promotion.title.replace(/&/g, '&amp;'));
    }
  });

  it('draws mall items and VIP badges, and 404s what does not exist', async () => {
    expect((await call(server, '/cdn/DEMOVN/mall-5.svg')).text).toContain('Áo thun');
    expect((await call(server, '/cdn/DEMOBR/vip-4.svg')).status).toBe(200);
    expect((await call(server, '/cdn/DEMOVN/mall-99.svg')).status).toBe(404);
    expect((await call(server, '/cdn/DEMOVN/news-601.svg')).status).toBe(404);
  });
});

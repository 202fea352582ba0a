import type { HelpCenter } from '../../common/pages/contentSchemas';

/**
 * Text as a search compares it: lower case, without accents, `đ` as `d`, so "nap tien" finds
 * "Nạp tiền" and "saque" finds "Saque".
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

export type HelpTopic = HelpCenter['topics'][number];

/**
 * The topics with the questions whose question or answer holds every word of `query`; topics
 * left with no question are dropped. An empty query keeps everything.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      questions: topic.questions.filter((question) => {
        const text = searchable(`${question.question} ${plainText(question.answerHtml)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.questions.length > 0);
}

import { describe, expect, it } from 'vitest';
import { searchable, searchHelp, type HelpTopic } from './helpSearch';

const TOPICS: HelpTopic[] = [
  {
    id: 'deposit',
    title: 'Nạp tiền',
    questions: [
      {
        id: 'how',
        question: 'Có những cách nạp tiền nào?',
        answerHtml: '<p>Chuyển khoản, ví điện tử.</p>',
      },
      { id: 'late', question: 'Tiền chưa về?', answerHtml: '<p>Chờ <strong>15 phút</strong>.</p>' },
    ],
  },
  {
    id: 'account',
    title: 'Tài khoản',
    questions: [{ id: 'password', question: 'Quên mật khẩu?', answerHtml: '<p>Dùng SMS.</p>' }],
  },
];

describe('help search', () => {
  it('ignores case and accents, and reads đ as d', () => {
    expect(searchable('Đổi MẬT khẩu')).toBe('doi mat khau');
  });

  it('finds questions by every word typed, without accents, across topics', () => {
    const found = searchHelp(TOPICS, 'nap tien');
    expect(found.map((topic) => topic.id)).toEqual(['deposit']);
    expect(found[0]!.questions.map((question) => question.id)).toEqual(['how']);
  });

  it('searches the answers as text, not their markup', () => {
    expect(searchHelp(TOPICS, '15 phut')[0]!.questions.map((q) => q.id)).toEqual(['late']);
    expect(searchHelp(TOPICS, 'strong')).toEqual([]);
  });

  it('keeps everything for an empty query and nothing when no word matches', () => {
    expect(searchHelp(TOPICS, '  ')).toEqual(TOPICS);
    expect(searchHelp(TOPICS, 'mật khẩu xyz')).toEqual([]);
  });
});

// player01's earlier feedback with customer service's reply, so the list has something to show.
import type { FeedbackCategory } from '../../../src/common/pages/feedback.ts';

export interface FeedbackSeed {
  feedbackId: string;
  category: FeedbackCategory;
  text: string;
  daysAgo: number;
  reply: string;
}

const FEEDBACK: Record<string, FeedbackSeed[]> = {
  DEMOVN: [
    {
      feedbackId: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a4b',
      category: 'WITHDRAWAL',
      text: 'Lệnh rút tiền tối qua của tôi vẫn đang xử lý, nhờ kiểm tra giúp.',
      daysAgo: 3,
      reply:
        'Chào bạn, lệnh rút đã được duyệt lúc 14:05. Tiền sẽ về tài khoản trong 5–15 phút. ' +
        'Cảm ơn bạn đã kiên nhẫn!',
    },
  ],
  DEMOBR: [
    {
      feedbackId: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
      category: 'DEPOSIT',
      text: 'Fiz um Pix ontem à noite e o saldo demorou para aparecer.',
      daysAgo: 3,
      reply:
        'Olá! O depósito foi creditado às 22:14. Pix fora do horário comercial pode levar ' +
        'alguns minutos. Obrigado pela paciência!',
    },
  ],
};

export function feedbackContentOf(merchantCode: string): FeedbackSeed[] {
  return FEEDBACK[merchantCode] ?? [];
}

// What the pages keep per member, inside the member's book (server/member/books.ts): points,
// rewards, mission progress, mall redemptions, agent applications, feedback and the demo's
// invited friends. Living in the book, a page's change, the money it moves and the idempotency
// record of the request are written in one save. A book opened before the pages existed gets
// its part seeded (and saved) the first time a page needs it.
import type { AgentApplicationStatus } from '../../src/common/pages/agentSchemas.ts';
import type { FeedbackCategory } from '../../src/common/pages/feedback.ts';
import type { Prize } from '../../src/common/pages/prizeSchemas.ts';
import type { RewardSource } from '../../src/common/pages/rewardSchemas.ts';
import type { MemberContext } from '../member/context.ts';
import { seedPages } from './pageSeed.ts';

export interface StoredReward {
  id: number;
  source: RewardSource;
  title: string;
  description: string;
  prize: Prize;
  /** `expired` is worked out from `expiresAt` when read. */
  state: 'claimable' | 'claimed';
  issuedAt: number;
  expiresAt: number;
  claimedAt: number | null;
  orderId: string | null;
  voucherId: number | null;
}

/** One mission in one period: the progress the books cannot tell, and the claim. */
export interface StoredMissionProgress {
  missionId: number;
  periodKey: string;
  progress: number;
  claimedAt: number | null;
  /** The mission's score, added to the leaderboard when claimed. */
  scoreEarned: number;
}

export interface StoredRedemption {
  id: number;
  itemId: number;
  title: string;
  pricePoints: number;
  prize: Prize;
  status: 'completed' | 'processing';
  createdAt: number;
  orderId: string | null;
  voucherId: number | null;
}

export interface StoredAgentApplication {
  id: number;
  status: AgentApplicationStatus;
  contactName: string;
  /** E.164. */
  phone: string;
  email: string;
  channel: string;
  expectedMonthlyVolume: string;
  note: string;
  submittedAt: number;
  decidedAt: number | null;
  decisionNote: string | null;
}

export interface StoredScreenshot {
  type: string;
  bytes: number;
  sha256: string;
  /** The file's name in `<dataDir>/feedback/<MERCHANT>/`. */
  file: string;
}

export interface StoredFeedback {
  feedbackId: string;
  /** SHA-256 of the submission's content: a replay matches, another message does not. */
  fingerprint: string;
  category: FeedbackCategory;
  text: string;
  screenshot: StoredScreenshot | null;
  writtenAt: number;
  receivedAt: number;
  status: 'received' | 'processing' | 'replied' | 'closed';
  reply: { text: string; repliedAt: number } | null;
  /** How many times it arrived: the first delivery and every replay (QA's /__qa/feedback). */
  deliveries: number;
}

/** A friend the demo seeds (real friends are the members registered with the member's code). */
export interface DemoFriend {
  /** Already masked. */
  name: string;
  registeredAt: number;
  qualifiedAt: number | null;
}

export interface MemberPages {
  points: number;
  rewards: StoredReward[];
  missions: StoredMissionProgress[];
  redemptions: StoredRedemption[];
  /** Newest last. */
  agentApplications: StoredAgentApplication[];
  feedback: StoredFeedback[];
  demoFriends: DemoFriend[];
}

/** The member's pages part, seeded and saved the first time. */
export async function pagesOf(context: MemberContext): Promise<MemberPages> {
  const { book, store, merchant, session } = context;
  if (book.pages) return book.pages;
  // Seeding is synchronous, so two first calls at once cannot both seed.
  book.pages = seedPages(merchant.merchantCode, session.member, Date.now(), () => store.nextId());
  await store.save();
  return book.pages;
}

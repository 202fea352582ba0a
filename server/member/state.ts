// What the member area keeps for one server instance: the books on disk, the submissions in
// flight, the development mail outbox and the password-reset tokens. Part of AuthState, so every
// member call reaches it; nothing is module-level.
import { BookDirectory } from './books.ts';
import { MailOutbox } from './mail.ts';
import { ResetTokens } from './reset-tokens.ts';

export interface MemberAreaState {
  books: BookDirectory;
  /** `<merchant>/<member id>/<key>` of the submissions being processed now, with their path. */
  inFlight: Map<string, string>;
  mail: MailOutbox;
  resets: ResetTokens;
  /** QA's `counters` count on from what members did after this moment. */
  startedAt: number;
}

export function createMemberAreaState(dataDir: string): MemberAreaState {
  return {
    books: new BookDirectory(dataDir),
    inFlight: new Map(),
    mail: new MailOutbox(),
    resets: new ResetTokens(),
    startedAt: Date.now(),
  };
}

// What every member-area call starts from: the signed-in member, their merchant (the session's,
// not the request's: member ids are per merchant) and their book.
import type { ActiveSession, AuthCall } from '../auth/call.ts';
import { findMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { BookStore, MemberBook } from './books.ts';

export interface MemberContext {
  session: ActiveSession;
  merchant: MerchantFixture;
  store: BookStore;
  book: MemberBook;
}

/** Null without a live session (the route then answers `user.or.token.invalid`). */
export async function openMemberContext(call: AuthCall): Promise<MemberContext | null> {
  const { session } = call;
  const merchant = session && findMerchant(session.merchantCode);
  if (!session || !merchant) return null;
  const store = await call.auth.memberArea.books.forMerchant(merchant.merchantCode);
  return { session, merchant, store, book: await store.bookOf(session.member) };
}

import { get } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import { BankCardsSchema, BankListSchema, PixKeysSchema } from '../../common/payout-schemas';
import { VouchersSchema } from '../../common/cashier-schemas';
import { readSession } from '../../lib/session';
import { db, type PayoutsRow } from '../db';
import { resolveMemberKey } from './member';
import { validate } from './validate';

type PayoutField = Exclude<keyof PayoutsRow, 'key' | 'fetchedAt'>;

const SOURCES = {
  bankList: { path: MEMBER_PATHS.bankList, schema: BankListSchema },
  cards: { path: MEMBER_PATHS.bankCards, schema: BankCardsSchema },
  pixKeys: { path: MEMBER_PATHS.pixKeys, schema: PixKeysSchema },
  vouchers: { path: MEMBER_PATHS.vouchers, schema: VouchersSchema },
} as const satisfies Record<PayoutField, unknown>;

/**
 * Fetches one of the member's payout answers into its field of the member's `payouts` row. A
 * malformed answer is refused whole and the stored one stays; an answer that arrives after this
 * tab's member changed is dropped.
 */
export async function syncPayouts(field: PayoutField): Promise<void> {
  const token = readSession()?.token;
  if (!token) return;
  const { path, schema } = SOURCES[field];
  const [key, value] = await Promise.all([
    resolveMemberKey(),
    get(path, { alert: false, noStore: true }),
  ]);
  const parsed = validate(field, schema, value);
  if (key === null || readSession()?.token !== token) return;
  await db.transaction('rw', db.payouts, async () => {
    const row = (await db.payouts.get(key)) ?? { key, fetchedAt: 0 };
    await db.payouts.put({ ...row, [field]: parsed, fetchedAt: Date.now() });
  });
}

import * as v from 'valibot';
import { VouchersSchema } from '../common/cashier-schemas';
import { BankCardsSchema, BankListSchema, PixKeysSchema } from '../common/payout-schemas';
import { db } from './db';
import { useMemberRow } from './hooks';

/**
 * What the card, Pix and voucher views read: this tab's member's last-known answers, checked on
 * the way out. `undefined` while reading, null when nothing usable is stored.
 */
function usePayoutField<TSchema extends v.GenericSchema>(
  field: 'bankList' | 'cards' | 'pixKeys' | 'vouchers',
  schema: TSchema,
) {
  return useMemberRow(async (key): Promise<v.InferOutput<TSchema> | undefined> => {
    const row = await db.payouts.get(key);
    const parsed = v.safeParse(schema, row?.[field]);
    return parsed.success ? parsed.output : undefined;
  });
}

export const useBankList = () => usePayoutField('bankList', BankListSchema);
export const useBankCards = () => usePayoutField('cards', BankCardsSchema);
export const usePixKeys = () => usePayoutField('pixKeys', PixKeysSchema);
export const useVouchers = () => usePayoutField('vouchers', VouchersSchema);

import * as v from 'valibot';
import { DepositSettingsSchema, WithdrawInfoSchema } from '../common/cashier-schemas';
import { db } from './db';
import { useMemberRow } from './hooks';

/**
 * What the cashier pages read: this tab's member's rows, checked on the way out (a row an older
 * build wrote is not trusted). `undefined` while reading, null when nothing usable is stored.
 */

export function useDepositSettings() {
  return useMemberRow(async (key) => {
    const row = await db.depositSettings.get(key);
    const parsed = v.safeParse(DepositSettingsSchema, row?.settings);
    return parsed.success ? parsed.output : undefined;
  });
}

export function useWithdrawInfo() {
  return useMemberRow(async (key) => {
    const row = await db.withdrawInfo.get(key);
    const parsed = v.safeParse(WithdrawInfoSchema, row?.info);
    return parsed.success ? parsed.output : undefined;
  });
}

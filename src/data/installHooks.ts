import * as v from 'valibot';
import { useLiveQuery } from './liveQuery';
import { AppUpgradeSchema, DownloadSwitchesSchema } from '../common/installSchemas';
import { db, type CountersRow, type DownloadSettingsRow } from './db';
import { currentMemberKey } from './memberKey';

/**
 * What the install promotion reads (docs/install.md). `undefined` while IndexedDB is read, null
 * when nothing is stored. Rows are checked on the way out: one an older build wrote is not trusted.
 */

/** A row of the `downloadSettings` table, checked again when read. */
const StoredDownloadSettingsSchema = v.object({
  key: v.literal('current'),
  domain: v.string(),
  settings: DownloadSwitchesSchema,
  appUpgrade: v.nullable(AppUpgradeSchema),
  fetchedAt: v.number(),
});

export async function storedDownloadSettings(): Promise<DownloadSettingsRow | null> {
  const parsed = v.safeParse(
    StoredDownloadSettingsSchema,
    await db.downloadSettings.get('current'),
  );
  return parsed.success ? parsed.output : null;
}

/** The download switches and app upgrade of `WPSCORE_getDownloadSetting`. */
export function useDownloadSettings() {
  return useLiveQuery(storedDownloadSettings);
}

/** Spec §3 counters, reduced to what the install rules read. */
export interface InstallCounters {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  /** Bank cards, virtual wallets and e-wallets bound, together. */
  boundCards: number;
}

/** The counters reduced to what the rules read: bank cards and wallets count together. */
export function installCountersOf(row: CountersRow | undefined | null): InstallCounters | null {
  if (
    !row ||
    typeof row.totalDepositSuccessCount !== 'number' ||
    typeof row.totalWithdrawSuccessCount !== 'number'
  ) {
    return null;
  }
  const lists = [row.fullBankCardList, row.fullVirtualWalletList, row.fullEWalletList];
  return {
    totalDepositSuccessCount: row.totalDepositSuccessCount,
    totalWithdrawSuccessCount: row.totalWithdrawSuccessCount,
    boundCards: lists.reduce((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0),
  };
}

/** This tab's member's counters now (null for a visitor or when none are stored). */
export async function storedInstallCounters(): Promise<InstallCounters | null> {
  const key = currentMemberKey();
  return key === null ? null : installCountersOf(await db.counters.get(key));
}

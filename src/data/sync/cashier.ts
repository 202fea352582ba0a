import { get } from '../../api/request';
import { readSession } from '../../lib/session';
import { DepositSettingsSchema, WithdrawInfoSchema } from '../../common/cashier-schemas';
import { db } from '../db';
import { resolveMemberKey } from './member';
import { validate } from './validate';

export const DEPOSIT_SETTINGS_PATH = '/wps/relay/MCSFE_getDepositSettings';
export const WITHDRAW_INFO_PATH = '/wps/relay/MCSFE_getWithdrawAccountInfo';

/**
 * Fetches a member's answer and stores it under the member's id; an answer that comes back after
 * this tab's member changed is dropped. `alert`: the error catalogue shows a failure (a tap).
 */
export async function syncMemberResource<T>(
  path: string,
  parse: (value: unknown) => T,
  write: (key: string, value: T) => Promise<unknown>,
  alert = false,
) {
  const token = readSession()?.token;
  if (!token) return;
  const [key, value] = await Promise.all([resolveMemberKey(), get(path, { alert })]);
  const parsed = parse(value);
  if (key === null || readSession()?.token !== token) return;
  await write(key, parsed);
}

/** Spec §7 MCSFE_getDepositSettings into `depositSettings`. */
export function syncDepositSettings() {
  return syncMemberResource(
    DEPOSIT_SETTINGS_PATH,
    (value) => validate('deposit settings', DepositSettingsSchema, value),
    (key, settings) => db.depositSettings.put({ key, settings, fetchedAt: Date.now() }),
  );
}

/** Spec §7 MCSFE_getWithdrawAccountInfo into `withdrawInfo`. */
export function syncWithdrawInfo() {
  return syncMemberResource(
    WITHDRAW_INFO_PATH,
    (value) => validate('withdrawal account info', WithdrawInfoSchema, value),
    (key, info) => db.withdrawInfo.put({ key, info, fetchedAt: Date.now() }),
  );
}

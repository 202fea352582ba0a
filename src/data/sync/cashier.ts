import { DepositSettingsSchema, WithdrawInfoSchema } from '../../common/cashier-schemas';
import { db } from '../db';
import { syncMemberResource } from './member';
import { validate } from './validate';

export const DEPOSIT_SETTINGS_PATH = '/wps/relay/MCSFE_getDepositSettings';
export const WITHDRAW_INFO_PATH = '/wps/relay/MCSFE_getWithdrawAccountInfo';

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

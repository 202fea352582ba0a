import { get } from '../../api/request';
import { db } from '../db';
import { DownloadSettingValueSchema } from '../../common/installSchemas';
import { validate } from './validate';

/** No session: the merchant's download configuration is the same for every visitor (spec §6). */
export const DOWNLOAD_SETTING_PATH = '/wps/relay/WPSCORE_getDownloadSetting';

/**
 * `WPSCORE_getDownloadSetting?domain=` into the `downloadSettings` table (docs/install.md). A
 * malformed answer throws InvalidResponseError naming the fields; the stored settings stay.
 */
export async function syncDownloadSettings(domain: string = window.location.hostname) {
  const value = validate(
    'download settings',
    DownloadSettingValueSchema,
    await get(DOWNLOAD_SETTING_PATH, { query: { domain }, alert: false }),
  );
  await db.downloadSettings.put({
    key: 'current',
    domain,
    settings: value.settings,
    appUpgrade: value.appUpgrade,
    fetchedAt: Date.now(),
  });
}

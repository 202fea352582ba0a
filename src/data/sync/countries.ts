import { get } from '../../api/request';
import { currentMerchant } from '../../lib/merchant';
import { db } from '../db';
import { CountrySettingsSchema } from '../../common/siteSchemas';
import { validate } from './validate';

/** GET /wps/system/country: the dialling codes and the merchant's currency. */
export async function syncCountries() {
  const value = await get('/wps/system/country', {
    alert: false,
    query: { _: Date.now(), merchant: currentMerchant() },
  });
  const { countries, ...settings } = validate('country', CountrySettingsSchema, value);
  await db.transaction('rw', db.countries, db.countrySettings, db.syncState, async () => {
    await db.countries.clear();
    await db.countries.bulkPut(countries.map((country, position) => ({ ...country, position })));
    await db.countrySettings.put({ ...settings, key: 'current' });
    await db.syncState.put({ resource: 'country', fetchedAt: Date.now() });
  });
}

import * as v from 'valibot';
import { get } from '../../api/request';
import { db } from '../db';
import { CustomerServiceEntrySchema } from '../schemas';
import { validate } from './validate';

/** Spec §7 config call: `value.customerService` and `value.domainList` (path ours, docs/api.md). */
export const CONFIG_PATH = '/wps/system/config';

export const CustomerServiceConfigSchema = v.object({
  customerService: v.array(CustomerServiceEntrySchema),
  domainList: v.optional(v.array(v.object({ domainName: v.pipe(v.string(), v.minLength(1)) })), []),
});

/**
 * GET the config call and replace the customer-service entries and the domain list together, so
 * the entries are never resolved against another answer's domains.
 */
export async function syncCustomerServiceConfig() {
  const value = await get(CONFIG_PATH, { alert: false });
  const { customerService, domainList } = validate(
    'customer service config',
    CustomerServiceConfigSchema,
    value,
  );
  await db.transaction('rw', db.customerService, db.domains, db.syncState, async () => {
    await db.customerService.clear();
    await db.customerService.bulkPut(
      customerService.map((entry, position) => ({ ...entry, position })),
    );
    await db.domains.clear();
    await db.domains.bulkPut(
      domainList.map(({ domainName }, position) => ({ domainName, position })),
    );
    await db.syncState.put({ resource: 'customerServiceConfig', fetchedAt: Date.now() });
  });
}

import { get } from '../../api/request';
import { CONFIG_PATH, CustomerServiceConfigSchema } from '../../common/customerServiceSchemas';
import { db } from '../db';
import { validate } from './validate';

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

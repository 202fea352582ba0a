import { useLiveQuery } from './liveQuery';
import { db } from './db';

/** The config call's domain names in the server's order (`[]` when none is stored). */
export async function storedDomainNames(): Promise<string[]> {
  return (await db.domains.orderBy('position').toArray()).map((row) => row.domainName);
}

export function useDomainNames() {
  return useLiveQuery(storedDomainNames);
}

/** The customer-service entries in the server's order, for code that is not a view. */
export function storedCustomerServiceEntries() {
  return db.customerService.orderBy('position').toArray();
}

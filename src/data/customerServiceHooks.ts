import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

/** The config call's domain names in the server's order (`[]` when none is stored). */
export function useDomainNames() {
  return useLiveQuery(async () =>
    (await db.domains.orderBy('position').toArray()).map((row) => row.domainName),
  );
}

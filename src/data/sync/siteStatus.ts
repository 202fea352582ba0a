import { get } from '../../api/request';
import { rememberMerchant } from '../../lib/merchant';
import { db, type SiteStatusRow } from '../db';
import { SiteStatusSchema, type SiteStatus } from '../../common/siteSchemas';
import { validate } from './validate';

/**
 * GET /wps/system/status (spec §7), validated, then written with the switches, template and
 * customer-service entries in one transaction: the views never see half of an answer.
 * Failures are thrown as they are (spec §8: the error is rethrown) for the boot screen to show.
 */
export async function syncSiteStatus(): Promise<SiteStatus> {
  const value = await get('/wps/system/status', {
    alert: false,
    noStore: true,
    query: {
      device: 'MOBILE',
      track: 1,
      originalDomain: window.location.hostname,
      url: window.location.href,
    },
  });
  const status = validate('status', SiteStatusSchema, value);
  await saveSiteStatus(status, Date.now());
  rememberMerchant(status.info.merchantCode);
  return status;
}

export async function saveSiteStatus(status: SiteStatus, fetchedAt: number) {
  const { customerService, mobileTemplate, whitelabel, whitelabelVal, ...info } = status.info;
  const row: SiteStatusRow = {
    key: 'current',
    merchantCode: info.merchantCode,
    status: { ...status, info },
    fetchedAt,
  };
  await db.transaction('rw', db.merchantTables(), async () => {
    const previous = await db.siteStatus.get('current');
    if (previous && previous.merchantCode !== info.merchantCode) {
      // Another merchant's banners or member data must never show under this one's logo.
      await Promise.all(db.merchantTables().map((table) => table.clear()));
    }
    await db.siteStatus.put(row);
    await db.whitelabel.clear();
    await db.whitelabel.bulkPut(
      whitelabel.map((code) => ({ code, value: whitelabelVal[code] ?? null })),
    );
    await db.mobileTemplate.clear();
    if (mobileTemplate) {
      await db.mobileTemplate.put({ ...mobileTemplate, merchantCode: info.merchantCode });
    }
    await db.customerService.clear();
    await db.customerService.bulkPut(
      customerService.map((entry, position) => ({ ...entry, position })),
    );
    await db.syncState.put({ resource: 'status', fetchedAt });
  });
}

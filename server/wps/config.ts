// GET /wps/system/config (path ours; spec §7 "Config call"): the merchant's customer-service
// entries, encrypted as in the status answer, and its domain list for the client's line test.
import type { IncomingMessage } from 'node:http';
import { encryptCustomerServicePath, stableSalt } from '../cs-crypto.ts';
import { isPlainHost } from '../forwarding.ts';
import { MERCHANT_DOMAINS } from '../merchants/domains.ts';
import type { MerchantFixture } from '../merchants/types.ts';

/** The entries on the wire: the same shape and (stable) ciphertext as the status answer's. */
export function customerServiceWire(merchant: MerchantFixture) {
  return merchant.customerService.map((entry) => ({
    title: entry.title,
    path: encryptCustomerServicePath(entry.target, entry.key, stableSalt(entry.target, entry.key)),
    csType: entry.csType,
    csPosition: entry.csPosition,
    labelIds: entry.labelIds,
  }));
}

/**
 * The host (and port) the client reached us on: the one domain sure to answer its line test.
 * A Host header that is not a plain host is not echoed back.
 */
export function ownDomain(req: IncomingMessage): string {
  const host = req.headers.host?.trim() ?? '';
  return isPlainHost(host) ? host.toLowerCase() : 'localhost';
}

export function configValue(merchant: MerchantFixture, req: IncomingMessage) {
  const own = ownDomain(req);
  const mirrors = (MERCHANT_DOMAINS[merchant.merchantCode] ?? []).filter((name) => name !== own);
  return {
    customerService: customerServiceWire(merchant),
    domainList: [own, ...mirrors].map((domainName) => ({ domainName })),
  };
}

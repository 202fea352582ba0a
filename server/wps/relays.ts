// Home relays and the country list: fixture data in the wire shapes of docs/api.md.
import { wireDownloadUrl } from '../downloads.ts';
import type { Uploads } from '../images/uploads.ts';
import type { MerchantFixture } from '../merchants/types.ts';

/**
 * `origin` makes links to the local app files absolute, as the download-image popup needs. A
 * banner image the operator uploaded (`banner-<n>.png`, `.jpg`, `.webp`) takes the drawn one's
 * place.
 */
export function bannersValue(
  merchant: MerchantFixture,
  origin: string,
  uploads?: Pick<Uploads, 'bannerFile'>,
) {
  const code = merchant.merchantCode;
  return merchant.banners.map((banner) => ({
    id: banner.id,
    groupName: banner.groupName,
    url: `/cdn/${code}/${uploads?.bannerFile(code, banner.image) ?? `banner-${banner.image}.svg`}`,
    title: banner.title,
    linkageType: banner.linkageType,
    linkage: wireDownloadUrl(banner.linkage, origin),
    roomId: banner.roomId,
    nodeId: banner.nodeId,
    gameType: banner.gameType,
    vendor: banner.vendor,
  }));
}

/**
 * `types` is a comma-separated list: MQ gives the marquee, PR the popup announcements. QA's
 * `popupRevision` appends a marker to popup titles, so their content hash changes.
 */
export function announcementsValue(
  merchant: MerchantFixture,
  query: URLSearchParams,
  popupRevision: string | null = null,
) {
  const types = new Set(
    (query.get('types') ?? '')
      .split(',')
      .map((type) => type.trim().toUpperCase())
      .filter(Boolean),
  );
  const category = query.get('category');
  const marquee = types.has('MQ')
    ? merchant.marquee.map(({ id, title, content }) => ({ id, title, content }))
    : [];
  const popups = types.has('PR')
    ? merchant.popups
        .filter((popup) => !category || popup.category === category)
        .map(({ id, title, content, promotionType, execution, forceRead }) => ({
          id,
          title: popupRevision === null ? title : `${title} [${popupRevision}]`,
          content,
          promotionType,
          execution,
          forceRead: forceRead === true,
        }))
    : [];
  return [...marquee, ...popups];
}

export function countryValue(merchant: MerchantFixture) {
  const { countryCode, countryDialingCode, countries, currencySymbol, currency, currencyPosition } =
    merchant.country;
  return { countryCode, countryDialingCode, countries, currencySymbol, currency, currencyPosition };
}

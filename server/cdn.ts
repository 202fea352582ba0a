// /cdn/<merchant>/...: the merchant's generated logo, banners and app icons.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bannerSvg, ICON_SIZES, iconPng, logoSvg } from './images/artwork.ts';
import { findMerchant } from './merchants/index.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { drawPageImage } from './pages/pageImages.ts';
import { etagOf, sendRevalidatable, sendText } from './respond.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const PNG_TYPE = 'image/png';
const CACHE_CONTROL = 'public, max-age=86400';
/**
 * Like a public image CDN: any page may read these answers, errors included, so the storefront's
 * service worker can ask with CORS and see the status before it keeps an image (sw/imageCache.ts).
 */
const CORS = { 'Access-Control-Allow-Origin': '*' };

interface Image {
  type: string;
  body: string | Buffer;
  etag: string;
}

function draw(merchant: MerchantFixture, file: string): Omit<Image, 'etag'> | undefined {
  if (file === 'logo.svg') return { type: SVG_TYPE, body: logoSvg(merchant.brand) };
  const banner = /^banner-(\d+)\.svg$/.exec(file);
  if (banner) {
    const found = merchant.banners.find((b) => b.image === Number(banner[1]));
    if (!found) return undefined;
    return { type: SVG_TYPE, body: bannerSvg(merchant.brand, found, merchant.merchantName) };
  }
  const icon = /^icon-(\d+)\.png$/.exec(file);
  const size = Number(icon?.[1]);
  if (icon && (ICON_SIZES as readonly number[]).includes(size)) {
    return { type: PNG_TYPE, body: iconPng(merchant.brand, size) };
  }
  // Promotion and news cards, mall items, VIP badges.
  return drawPageImage(merchant, file);
}

/** Drawn from the fixed merchant fixtures only, so servers in one process share them. */
const drawn = new Map<string, Image>();

/** Serves merchant images, drawing each once per process. */
export function createCdn() {
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD', ...CORS });
      return;
    }
    const match = /^\/cdn\/([A-Za-z0-9_-]+)\/([A-Za-z0-9.-]+)$/.exec(pathname);
    const merchant = findMerchant(match?.[1]);
    const file = match?.[2];
    if (!merchant || !file || merchant.merchantCode !== match?.[1]) {
      sendText(req, res, 404, 'Not found', CORS);
      return;
    }
    const key = `${merchant.merchantCode}/${file}`;
    let image = drawn.get(key);
    if (!image) {
      const made = draw(merchant, file);
      if (!made) {
        sendText(req, res, 404, 'Not found', CORS);
        return;
      }
      image = { ...made, etag: etagOf(made.body) };
      drawn.set(key, image);
    }
    sendRevalidatable(req, res, { ...image, cacheControl: CACHE_CONTROL, headers: CORS });
  };
}

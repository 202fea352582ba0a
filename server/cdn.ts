// /cdn/<merchant>/...: the merchant's generated logo, banners and app icons, and the raster images
// an operator uploads, in the width and format the browser asks for (images/variants.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WIDTH_PARAM } from '../src/common/imageWidths.ts';
import { bannerSvg, ICON_SIZES, iconPng, logoSvg } from './images/artwork.ts';
import type { Uploads } from './images/uploads.ts';
import { acceptsWebp, allowedWidth, type RasterSource, VariantCache } from './images/variants.ts';
import { findMerchant } from './merchants/index.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { drawPageImage } from './pages/pageImages.ts';
import type { RequestTarget } from './request.ts';
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

function drawnImage(merchant: MerchantFixture, file: string): Image | undefined {
  const key = `${merchant.merchantCode}/${file}`;
  let image = drawn.get(key);
  if (!image) {
    const made = draw(merchant, file);
    if (!made) return undefined;
    image = { ...made, etag: etagOf(made.body) };
    drawn.set(key, image);
  }
  return image;
}

/** Serves merchant images: drawn ones once per process, uploads and variants as asked. */
export function createCdn(uploads: Uploads) {
  const variants = new VariantCache();

  /** An upload in any case; a drawn PNG when a width is asked for (else it is sent as drawn). */
  async function rasterSource(merchant: MerchantFixture, file: string, resizing: boolean) {
    const uploaded = await uploads.read(merchant.merchantCode, file);
    if (uploaded || !resizing) return uploaded;
    const image = drawnImage(merchant, file);
    if (image?.type !== PNG_TYPE || typeof image.body === 'string') return null;
    const body = image.body;
    const source: RasterSource = {
      key: `drawn:${merchant.merchantCode}/${file}`,
      type: PNG_TYPE,
      body: () => body,
    };
    return source;
  }

  return async (req: IncomingMessage, res: ServerResponse, target: RequestTarget) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD', ...CORS });
      return;
    }
    const match = /^\/cdn\/([A-Za-z0-9_-]+)\/([A-Za-z0-9.-]+)$/.exec(target.pathname);
    const merchant = findMerchant(match?.[1]);
    const file = match?.[2];
    if (!merchant || !file || merchant.merchantCode !== match?.[1]) {
      sendText(req, res, 404, 'Not found', CORS);
      return;
    }
    const width = allowedWidth(target.query.get(WIDTH_PARAM));
    if (width === null) {
      sendText(req, res, 400, `Bad request: ${WIDTH_PARAM} is not a width`, CORS);
      return;
    }
    const source = await rasterSource(merchant, file, width !== undefined);
    if (source) {
      const variant = await variants.get(source, width, acceptsWebp(req.headers.accept));
      // Caches keep one answer per Accept: another browser may not read WebP.
      const headers = { ...CORS, Vary: 'Accept' };
      sendRevalidatable(req, res, { ...variant, cacheControl: CACHE_CONTROL, headers });
      return;
    }
    // Not a raster image: SVG is sharp at any width, so a width changes nothing.
    const image = drawnImage(merchant, file);
    if (!image) {
      sendText(req, res, 404, 'Not found', CORS);
      return;
    }
    sendRevalidatable(req, res, { ...image, cacheControl: CACHE_CONTROL, headers: CORS });
  };
}

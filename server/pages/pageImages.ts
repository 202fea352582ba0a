// The pages' generated images under /cdn/<merchant>/ (server/cdn.ts draws them once per
// process): promotion and news cards drawn like the banners, mall items and VIP badges.
import { escapeHtml } from '../html.ts';
import { bannerSvg } from '../images/artwork.ts';
import { promotionsOf } from '../merchants/promotions.ts';
import type { Banner, Brand, MerchantFixture } from '../merchants/types.ts';
import { mallContentOf, type MallItemFixture } from './content/mallContent.ts';
import { newsOf } from './content/news.ts';
import { vipContentOf, type VipTierFixture } from './content/vipContent.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const SVG_TYPE = 'image/svg+xml; charset=utf-8';

export function pageImageUrl(origin: string, merchant: MerchantFixture, file: string): string {
  return `${origin}/cdn/${merchant.merchantCode}/${file}`;
}

/** A 750×300 card in the banners' style. */
function card(merchant: MerchantFixture, id: number, title: string, caption: string): string {
  const banner: Banner = {
    id,
    groupName: 'm_home',
    image: id,
    title,
    caption,
    linkageType: 'URL',
    linkage: '',
    roomId: null,
    nodeId: null,
    gameType: null,
    vendor: null,
  };
  return bannerSvg(merchant.brand, banner, merchant.merchantName);
}

/** Splits a title into lines of at most `width` characters, at spaces. */
function lines(text: string, width: number): string[] {
  const result: string[] = [];
  for (const word of text.split(' ')) {
    const last = result.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result.slice(0, 3);
}

const ICONS: Record<MallItemFixture['category'], string> = {
  BONUS: '<circle cx="200" cy="150" r="70" fill="#ffffff" opacity="0.9"/>',
  VOUCHER: '<rect x="120" y="100" width="160" height="100" rx="14" fill="#ffffff" opacity="0.9"/>',
  GIFT: '<rect x="130" y="110" width="140" height="100" rx="8" fill="#ffffff" opacity="0.9"/><rect x="190" y="110" width="20" height="100" fill="currentColor"/>',
};

function mallItemSvg(brand: Brand, item: MallItemFixture): string {
  const text = lines(item.title, 18)
    .map(
      (line, index) =>
        `<text x="200" y="${290 + index * 34}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" color="${brand.accent}">
  <rect width="400" height="400" rx="24" fill="${brand.primary}"/>
  <circle cx="340" cy="60" r="90" fill="${brand.accent}" opacity="0.2"/>
  ${ICONS[item.category]}
  ${text}
</svg>
`;
}

function vipBadgeSvg(tier: VipTierFixture): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <path d="M80 8 L146 44 L146 116 L80 152 L14 116 L14 44 Z" fill="${tier.color}"/>
  <path d="M80 28 L128 54 L128 106 L80 132 L32 106 L32 54 Z" fill="#ffffff" opacity="0.25"/>
  <text x="80" y="96" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="800" fill="#ffffff">V${tier.level}</text>
</svg>
`;
}

/** The image a file name under /cdn/<merchant>/ names, or undefined when it is not the pages'. */
export function drawPageImage(
  merchant: MerchantFixture,
  file: string,
): { type: string; body: string } | undefined {
  const match = /^(promo|news|mall|vip)-(\d+)\.svg$/.exec(file);
  if (!match) return undefined;
  const id = Number(match[2]);
  const code = merchant.merchantCode;
  let body: string | undefined;
  if (match[1] === 'promo') {
    const promotion = promotionsOf(code).promotions.find((p) => p.id === id);
    body = promotion && card(merchant, id, promotion.title, promotion.summary);
  } else if (match[1] === 'news') {
    const item = newsOf(code).find((candidate) => candidate.id === id);
    const text = item && (item.texts[merchant.defaultLanguage] ?? Object.values(item.texts)[0]);
    body = text && card(merchant, id, text.title, text.summary);
  } else if (match[1] === 'mall') {
    const item = mallContentOf(code).items.find((candidate) => candidate.id === id);
    body = item && mallItemSvg(merchant.brand, item);
  } else {
    const tier = vipContentOf(code).tiers.find((candidate) => candidate.level === id);
    body = tier && vipBadgeSvg(tier);
  }
  return body === undefined ? undefined : { type: SVG_TYPE, body };
}

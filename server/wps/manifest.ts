// GET /wps/system/manifest.json: the merchant's Web App Manifest (spec §9), built from the
// mobile template's `pwa` parameter. It meets Chromium's installability check: a name, a start
// URL inside the scope, a standalone display and 'any' PNG icons of 144 px and more.
import type { MerchantFixture, PwaParameter } from '../merchants/types.ts';

export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
const ICON_SIZES = ['192', '256', '384', '512'] as const;

export function webAppManifest(merchant: MerchantFixture) {
  const pwa = JSON.parse(merchant.mobileTemplate.parameters.pwa) as PwaParameter;
  return {
    // The app's identity: the same installed app whatever start_url becomes later.
    id: '/m/home',
    name: pwa.title,
    short_name: pwa.shortName,
    description: merchant.mobileTemplate.parameters.app_desc,
    lang: merchant.defaultLanguage.toLowerCase(),
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    // The web app is what this manifest installs; the native app has its own download links.
    prefer_related_applications: false,
    icons: ICON_SIZES.map((size) => ({
      src: pwa.icons[size],
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

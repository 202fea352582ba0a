/** Points the page's manifest link at the merchant's PWA manifest (spec §2 assets). */
export function applyWebManifest(merchantCode: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = `/wps/system/manifest.json?merchantCode=${encodeURIComponent(merchantCode)}`;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

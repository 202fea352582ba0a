import { useMobileTemplate, useSiteStatus } from '../../../data/hooks';

/** The name the player knows the app by: the PWA title, else the merchant's name. */
export function useAppName(): string {
  const template = useMobileTemplate();
  const status = useSiteStatus();
  return (
    template?.parameters.pwa?.title ??
    status?.status.info.merchantName ??
    status?.merchantCode ??
    document.title
  );
}

/** Where an install link goes, leaving the page in the same tab or opening a new one. */
export function follow(target: { href: string; sameTab: boolean }) {
  if (target.sameTab) window.location.assign(target.href);
  else window.open(target.href, '_blank', 'noopener');
}

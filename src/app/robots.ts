import { ROUTES, findRoute } from './paths';

/**
 * Spec §2: pages deeper than two slashes, pages not on the main list, and hosts that are not
 * `www.` get `noindex`.
 */
export function robotsFor(hostname: string, pathname: string): 'index,follow' | 'noindex,nofollow' {
  const slashes = pathname.split('/').length - 1;
  const route = findRoute(pathname);
  const onMainList = route !== undefined && 'main' in ROUTES[route] && ROUTES[route].main;
  const indexable = hostname.startsWith('www.') && slashes <= 2 && onMainList;
  return indexable ? 'index,follow' : 'noindex,nofollow';
}

export function applyRobots(hostname: string, pathname: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.append(meta);
  }
  meta.content = robotsFor(hostname, pathname);
}

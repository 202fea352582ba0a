import { detectEnvironment, type InstallEnvironment } from './rules/environment';

const IN_APP_KEY = 'install.inApp';

/**
 * The app opens the storefront once with `inApp=1`; client-side navigation then drops the
 * query, so the tab remembers it for its session.
 */
function searchWithRememberedApp(): string {
  const search = window.location.search;
  try {
    if (new URLSearchParams(search).get('inApp') === '1') {
      sessionStorage.setItem(IN_APP_KEY, '1');
      return search;
    }
    if (sessionStorage.getItem(IN_APP_KEY) === '1') return '?inApp=1';
  } catch {
    // Storage blocked (private mode): the address alone decides.
  }
  return search;
}

export function currentEnvironment(): InstallEnvironment {
  return detectEnvironment({
    userAgent: navigator.userAgent,
    search: searchWithRememberedApp(),
    standaloneDisplay: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

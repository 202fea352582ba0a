// The security headers of every answer, in one place: the reference server sends them and the
// nginx snippet (nginx.ts) is written from them, so the two cannot drift. docs/server.md says why
// each source is there.
import type { ThirdPartyHosts } from './hosts.ts';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Firebase Auth's own calls and Google sign-in (one-tap, the popup's helper script), let in only
 * when a merchant's Firebase is configured.
 */
const GOOGLE_SIGN_IN = {
  script: ['https://apis.google.com', 'https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://accounts.google.com/gsi/',
  ],
  frame: ['https://accounts.google.com/gsi/'],
};

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features the storefront never uses, denied to the page and every frame. Not listed,
 * so left at the browser's default: fullscreen (the trial game's toggle), autoplay (delegated to
 * the game frame), clipboard-write (copying a link in the in-app browser notice).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

function serialise(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * The app shell's policy (index.html for every route, and every other answer of the app's
 * origin): the app's own files, the inline scripts of the built index.html by hash, and the
 * configured third-party hosts for what each is used for.
 */
export function appPolicy(hosts: ThirdPartyHosts, inlineScriptHashes: readonly string[] = []) {
  const google = hosts.firebase.length > 0 ? GOOGLE_SIGN_IN : null;
  const widgets = [...hosts.captcha, ...hosts.chat];
  return serialise([
    ['default-src', [SELF]],
    ['script-src', [SELF, ...inlineScriptHashes, ...widgets, ...(google?.script ?? [])]],
    // Inline styles: the boot spinner in index.html and the providers' widgets add style
    // elements; CSS runs no script, and the announcement sanitiser drops style attributes.
    ['style-src', [SELF, "'unsafe-inline'", ...widgets, ...(google?.style ?? [])]],
    // data: for index.html's empty icon and the raster images announcements may carry.
    ['img-src', [SELF, 'data:', ...hosts.images, ...widgets]],
    ['font-src', [SELF, ...widgets]],
    // https: the line test pings every mirror domain of the config call, and operators add and
    // replace mirrors whenever a domain is blocked: a list here would break it at the next one.
    // The service worker fetches and caches the CDN images itself, under this policy.
    [
      'connect-src',
      [SELF, 'https:', ...hosts.connect, ...hosts.images, ...widgets, ...(google?.connect ?? [])],
    ],
    ['frame-src', [SELF, ...hosts.frames, ...widgets, ...hosts.firebase, ...(google?.frame ?? [])]],
    ['worker-src', [SELF]],
    ['manifest-src', [SELF]],
    ['media-src', [SELF]],
    ['object-src', [NONE]],
    ['base-uri', [SELF]],
    ['form-action', [SELF]],
    ['frame-ancestors', [SELF]],
  ]);
}

/**
 * A page this server renders itself (the demo customer-service, chat and game pages): its own
 * inline style, its inline scripts by hash, same-origin images, nothing else; only the
 * storefront may frame it.
 */
export function pagePolicy(scriptHashes: readonly string[] = []): string {
  return serialise([
    ['default-src', [NONE]],
    ['script-src', scriptHashes.length > 0 ? scriptHashes : [NONE]],
    ['style-src', ["'unsafe-inline'"]],
    ['img-src', [SELF, 'data:']],
    ['object-src', [NONE]],
    ['base-uri', [NONE]],
    ['form-action', [NONE]],
    ['frame-ancestors', [SELF]],
  ]);
}

/** The headers every answer carries; a page with a stricter policy replaces the CSP. */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}

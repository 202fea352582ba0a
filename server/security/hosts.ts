// The hosts outside the storefront's own origin that its Content-Security-Policy lets in, by what
// the app uses them for. An operator names them (options or CSP_* variables); the demo needs none
// but plain http for its mirrors' pings, as everything it serves is same-origin.

export interface ThirdPartyHosts {
  /** The captcha provider: its scripts (Geetest v3 also answers by JSONP), styles, images, frames. */
  captcha: readonly string[];
  /** The chat provider's widget: scripts, styles, images, calls, frames. */
  chat: readonly string[];
  /** Firebase Auth domains (status `sms.authDomain`); also lets in Google's sign-in hosts. */
  firebase: readonly string[];
  /** The merchants' image CDNs (status `imageCDNs`) and announcement images. */
  images: readonly string[];
  /** Framed pages: the game vendors' trial games, the device page (`paths.deviceIframe`). */
  frames: readonly string[];
  /**
   * Other hosts the app calls besides https ones, which it may always call (policy.ts): e.g.
   * `http:` where mirrors answer over plain http (the demo).
   */
  connect: readonly string[];
}

export type HostPurpose = keyof ThirdPartyHosts;

export const NO_THIRD_PARTY_HOSTS: ThirdPartyHosts = {
  captcha: [],
  chat: [],
  firebase: [],
  images: [],
  frames: [],
  connect: [],
};

/** The environment variable of each purpose (`npm run serve`, scripts/nginx-headers.ts). */
export const HOST_VARIABLES: Readonly<Record<HostPurpose, string>> = {
  captcha: 'CSP_CAPTCHA_HOSTS',
  chat: 'CSP_CHAT_HOSTS',
  firebase: 'CSP_FIREBASE_AUTH_DOMAINS',
  images: 'CSP_IMAGE_HOSTS',
  frames: 'CSP_FRAME_HOSTS',
  connect: 'CSP_CONNECT_HOSTS',
};

/**
 * A CSP host-source: an optional http(s)/ws(s) scheme, a host (its first label may be `*`), an
 * optional port and path. Nothing else: no keyword, no bare scheme or `*`, and none of the
 * characters that would end the directive or the header (`;`, `,`, quotes, spaces, `$`).
 */
const HOST_SOURCE =
  /^(?:(?:https?|wss?):\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?(?:\/[A-Za-z0-9._~!&()*+=:@%/-]*)?$/i;

export function isHostSource(value: string): boolean {
  return HOST_SOURCE.test(value);
}

/**
 * Where a whole scheme may be let in: what is loaded there runs no script in the page (images,
 * sandboxed frames, calls). Scripts and styles always name their hosts.
 */
const SCHEMES_ALLOWED: ReadonlySet<HostPurpose> = new Set(['images', 'frames', 'connect']);
const SCHEME_SOURCE = /^https?:$/i;

/**
 * Hosts separated by spaces or commas; throws, naming `label`, on anything but a host-source
 * (or, for images, frames and calls, `https:` or `http:`).
 */
export function parseHostList(
  raw: string | undefined,
  label: string,
  purpose: HostPurpose,
): string[] {
  const hosts = (raw ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  const allowed = (host: string) =>
    isHostSource(host) || (SCHEMES_ALLOWED.has(purpose) && SCHEME_SOURCE.test(host));
  const bad = hosts.find((host) => !allowed(host));
  if (bad !== undefined) {
    throw new Error(
      `${label}: "${bad}" is not a host (write https://host.example, *.host.example or host:port)`,
    );
  }
  return [...new Set(hosts.map((host) => (SCHEME_SOURCE.test(host) ? host.toLowerCase() : host)))];
}

/** Checks every list of an options object the same way as the variables. */
export function checkedHosts(hosts: Partial<ThirdPartyHosts>): ThirdPartyHosts {
  const result = { ...NO_THIRD_PARTY_HOSTS };
  for (const purpose of Object.keys(HOST_VARIABLES) as HostPurpose[]) {
    const list = hosts[purpose];
    if (list) {
      result[purpose] = parseHostList(list.join(' '), `thirdPartyHosts.${purpose}`, purpose);
    }
  }
  return result;
}

/** The CSP_* variables, or null when none is set. */
export function thirdPartyHostsFromEnv(env: NodeJS.ProcessEnv): ThirdPartyHosts | null {
  const purposes = Object.keys(HOST_VARIABLES) as HostPurpose[];
  if (!purposes.some((purpose) => env[HOST_VARIABLES[purpose]])) return null;
  const result = { ...NO_THIRD_PARTY_HOSTS };
  for (const purpose of purposes) {
    const name = HOST_VARIABLES[purpose];
    result[purpose] = parseHostList(env[name], name, purpose);
  }
  return result;
}

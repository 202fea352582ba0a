// One server's security headers: set on every answer before it is routed, with the CSP of the
// build's HTML computed from the file being served.
import type { ServerResponse } from 'node:http';
import type { ThirdPartyHosts } from './hosts.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { appPolicy, securityHeaders } from './policy.ts';

export interface ServerSecurityHeaders {
  /** What every answer carries unless it sets its own (a stricter page policy). */
  readonly baseline: Readonly<Record<string, string>>;
  /** The policy of an HTML file of the build: the app's, with its inline scripts' hashes. */
  appShellPolicy(html: Buffer): string;
}

export function createSecurityHeaders(hosts: ThirdPartyHosts): ServerSecurityHeaders {
  // Keyed by the cached file's buffer: a rebuilt index.html is a new buffer with new hashes.
  const policies = new WeakMap<Buffer, string>();
  return {
    baseline: securityHeaders(appPolicy(hosts)),
    appShellPolicy(html) {
      let policy = policies.get(html);
      if (policy === undefined) {
        policy = appPolicy(hosts, inlineScriptHashes(html));
        policies.set(html, policy);
      }
      return policy;
    },
  };
}

/**
 * Set before any handler runs: headers given to `writeHead` later (a page's own policy, an
 * upstream's answer) take precedence over these.
 */
export function applySecurityHeaders(res: ServerResponse, headers: ServerSecurityHeaders): void {
  for (const [name, value] of Object.entries(headers.baseline)) res.setHeader(name, value);
}

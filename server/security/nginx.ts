// The security headers as an nginx snippet (deploy/nginx/), written from the same policy the
// reference server sends, for one build: its index.html's inline scripts are hashed here.
import type { ThirdPartyHosts } from './hosts.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { appPolicy, securityHeaders } from './policy.ts';

/** nginx would read `$` as a variable and `"` or `\` would end or escape the string. */
const UNSAFE_IN_NGINX_STRING = /["\\$\n]/;

/** `add_header` lines, `always` so error answers carry them too. */
export function nginxHeaderLines(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (UNSAFE_IN_NGINX_STRING.test(value))
        throw new Error(`${name} cannot be written for nginx`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

export function nginxSecuritySnippet(hosts: ThirdPartyHosts, indexHtml: string | Buffer): string {
  return `# Written by scripts/deploy/nginx-headers.ts from server/security/policy.ts for one build.
# Do not edit: build again (the hashes are those of this build's index.html).
${nginxHeaderLines(securityHeaders(appPolicy(hosts, inlineScriptHashes(indexHtml))))}
`;
}

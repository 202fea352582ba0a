// `tsx scripts/deploy/nginx-headers.ts <dist> [out]`: the nginx snippet of the security headers
// for this build (deploy/README.md), with the hosts of the CSP_* variables. Without `out`, to
// stdout.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NO_THIRD_PARTY_HOSTS, thirdPartyHostsFromEnv } from '../../server/security/hosts.ts';
import { nginxSecuritySnippet } from '../../server/security/nginx.ts';

const [dist, out] = process.argv.slice(2);
if (!dist) {
  console.error('Usage: tsx scripts/deploy/nginx-headers.ts <dist> [out]');
  process.exit(2);
}
const hosts = thirdPartyHostsFromEnv(process.env) ?? NO_THIRD_PARTY_HOSTS;
const snippet = nginxSecuritySnippet(hosts, await readFile(join(dist, 'index.html')));
if (out) await writeFile(out, snippet);
else process.stdout.write(snippet);

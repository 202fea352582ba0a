// `npm run serve`'s environment variables as startStorefrontServer options (docs/server.md
// "Running it"). Nothing unset is passed, so the server's own defaults apply.
import type { StorefrontServerOptions } from './app.ts';
import { thirdPartyHostsFromEnv } from './security/hosts.ts';

export type ServeOptions = StorefrontServerOptions & { port: number; host?: string };

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${value}`);
  }
  return port;
}

/** A 0/1 switch; unset or empty means "not said". */
function switchFrom(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be 1 or 0, got ${value}`);
}

const given = <K extends string, V>(key: K, value: V | undefined | '') =>
  value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);

export function serveOptionsFromEnv(env: NodeJS.ProcessEnv): ServeOptions {
  return {
    port: portFrom(env['PORT']),
    merchant: (env['MERCHANT'] || 'DEMOVN').toUpperCase(),
    ...given('host', env['HOST']),
    ...given('upstream', env['WPS_UPSTREAM']),
    ...given('qa', switchFrom('STOREFRONT_QA', env['STOREFRONT_QA'])),
    ...given('trustProxy', switchFrom('TRUST_PROXY', env['TRUST_PROXY'])),
    ...given('publicHost', env['PUBLIC_HOST']),
    ...given('distDir', env['DIST_DIR']),
    ...given('dataDir', env['DATA_DIR']),
    ...given('thirdPartyHosts', thirdPartyHostsFromEnv(env) ?? undefined),
  };
}

// `npm run serve`: starts the reference backend from environment variables (docs/server.md).
import { startStorefrontServer, type RunningServer } from './app.ts';
import { thirdPartyHostsFromEnv } from './security/hosts.ts';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${value}`);
  }
  return port;
}

async function main(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const merchant = (env['MERCHANT'] || 'DEMOVN').toUpperCase();
  const upstream = env['WPS_UPSTREAM'] || undefined;
  const thirdPartyHosts = thirdPartyHostsFromEnv(env);
  const server = await startStorefrontServer({
    port: portFrom(env['PORT']),
    merchant,
    ...(env['HOST'] ? { host: env['HOST'] } : {}),
    ...(upstream ? { upstream } : {}),
    ...(env['DIST_DIR'] ? { distDir: env['DIST_DIR'] } : {}),
    ...(env['DATA_DIR'] ? { dataDir: env['DATA_DIR'] } : {}),
    ...(thirdPartyHosts ? { thirdPartyHosts } : {}),
  });
  const proxied = upstream ? `, /wps proxied to ${upstream}` : '';
  console.log(`Storefront on ${server.url}/m/ (merchant ${merchant}${proxied})`);
  return server;
}

try {
  const server = await main(process.env);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `npm run serve`: starts the reference backend from environment variables (docs/server.md).
import { startStorefrontServer, type RunningServer } from './app.ts';

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

async function main(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const merchant = (env['MERCHANT'] || 'DEMOVN').toUpperCase();
  const upstream = env['WPS_UPSTREAM'] || undefined;
  const qa = switchFrom('STOREFRONT_QA', env['STOREFRONT_QA']);
  const trustProxy = switchFrom('TRUST_PROXY', env['TRUST_PROXY']);
  const server = await startStorefrontServer({
    port: portFrom(env['PORT']),
    merchant,
    ...(env['HOST'] ? { host: env['HOST'] } : {}),
    ...(upstream ? { upstream } : {}),
    ...(qa === undefined ? {} : { qa }),
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(env['PUBLIC_HOST'] ? { publicHost: env['PUBLIC_HOST'] } : {}),
    ...(env['DIST_DIR'] ? { distDir: env['DIST_DIR'] } : {}),
    ...(env['DATA_DIR'] ? { dataDir: env['DATA_DIR'] } : {}),
  });
  const proxied = upstream ? `, /wps proxied to ${upstream}` : '';
  const mode = server.qa ? 'QA mode: /__qa and the demo pages are on' : 'QA mode off';
  console.log(`Storefront on ${server.url}/m/ (merchant ${merchant}${proxied}; ${mode})`);
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

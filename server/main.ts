// `npm run serve`: starts the reference backend from environment variables (docs/server.md).
import { startStorefrontServer, type RunningServer } from './app.ts';
import { serveOptionsFromEnv } from './env-options.ts';

async function main(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const options = serveOptionsFromEnv(env);
  const server = await startStorefrontServer(options);
  const proxied = options.upstream ? `, /wps proxied to ${options.upstream}` : '';
  const mode = server.qa ? 'QA mode: /__qa and the demo pages are on' : 'QA mode off';
  console.log(`Storefront on ${server.url}/m/ (merchant ${options.merchant}${proxied}; ${mode})`);
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

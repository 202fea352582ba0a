// `npm run qa -- --scenario=<file.json>`: the storefront in explicit QA mode for manual testing,
// built first when a source is newer than dist/, starting with the scenario in the file. The other
// settings are `npm run serve`'s environment variables (docs/server.md); `HOST=0.0.0.0` opens it
// to phones on the LAN.
import { join } from 'node:path';
import { networkInterfaces } from 'node:os';
import { startStorefrontServer } from '../server/app.ts';
import { serveOptionsFromEnv } from '../server/env-options.ts';
import { ensureFreshBuild } from './build-freshness.ts';
import { lanUrls, loadScenarioFile, parseQaArgs } from './qa-scenario.ts';

const ROOT = join(import.meta.dirname, '..');
const WILDCARD_HOSTS = ['0.0.0.0', '::'];

try {
  const { scenarioFile } = parseQaArgs(process.argv.slice(2));
  // Checked before the build: a typo in the file fails in a second, not after a minute.
  const initialScenario = scenarioFile ? await loadScenarioFile(scenarioFile) : undefined;
  ensureFreshBuild(ROOT);
  const options = serveOptionsFromEnv(process.env);
  const server = await startStorefrontServer({
    ...options,
    qa: true,
    ...(initialScenario ? { initialScenario } : {}),
  });
  const loaded = initialScenario
    ? `scenario from ${scenarioFile}: ${Object.keys(initialScenario).join(', ')}`
    : 'default scenario';
  console.log(`Storefront for QA on ${server.url}/m/ (merchant ${options.merchant}; ${loaded})`);
  if (options.host && WILDCARD_HOSTS.includes(options.host)) {
    for (const url of lanUrls(networkInterfaces(), server.port)) console.log(`On the LAN: ${url}`);
    console.log('/__qa answers this machine only: change the scenario from here.');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

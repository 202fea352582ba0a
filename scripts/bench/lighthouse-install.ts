// Lighthouse 12 for `npm run bench:lighthouse`, installed on first use into a cache folder outside
// the project: it is a measuring tool, not a dependency of the app or its tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MAJOR = '12';

export function lighthouseCacheDir(): string {
  const cacheHome = process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache');
  return process.env['LIGHTHOUSE_CACHE_DIR'] ?? join(cacheHome, 'storefront-bench');
}

function installedVersion(dir: string): string | null {
  const manifest = join(dir, 'node_modules', 'lighthouse', 'package.json');
  if (!existsSync(manifest)) return null;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
  return version ?? null;
}

/** The cache folder, with lighthouse@12 in it (installed from the npm registry when missing). */
export function ensureLighthouse(): string {
  const dir = lighthouseCacheDir();
  if (installedVersion(dir)?.startsWith(`${MAJOR}.`)) return dir;
  console.log(`Installing lighthouse@${MAJOR} into ${dir} (once; not a project dependency)`);
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `lighthouse@${MAJOR}`],
    // Lighthouse drives the browser it is given; nothing it installs may fetch one.
    { stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: 'true' } },
  );
  const version = installedVersion(dir);
  if (!version?.startsWith(`${MAJOR}.`)) throw new Error(`lighthouse@${MAJOR} did not install`);
  return dir;
}

/** The parts of Lighthouse's result the bench reads (LH.Result). */
export interface LighthouseResult {
  lighthouseVersion: string;
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }
  >;
}

export interface LighthouseApi {
  run(url: string, port: number): Promise<LighthouseResult>;
  launchChrome(flags: string[]): Promise<{ port: number; kill(): void }>;
}

interface LighthouseModule {
  default(
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
  ): Promise<{ lhr: LighthouseResult } | undefined>;
}
interface ChromeLauncherModule {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}

/** Lighthouse's default configuration is the mobile preset: simulated slow 4G, 4× CPU. */
export async function loadLighthouse(dir: string): Promise<LighthouseApi> {
  const modules = join(dir, 'node_modules');
  const lighthouse = (await import(
    pathToFileURL(join(modules, 'lighthouse', 'core', 'index.js')).href
  )) as LighthouseModule;
  const launcher = (await import(
    pathToFileURL(join(modules, 'chrome-launcher', 'dist', 'index.js')).href
  )) as ChromeLauncherModule;
  const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  return {
    async run(url, port) {
      const result = await lighthouse.default(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    },
    launchChrome: (chromeFlags) => launcher.launch({ chromePath, chromeFlags }),
  };
}

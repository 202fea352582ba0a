/**
 * `npm run bench:lighthouse [-- --runs=N] [-- --trace]`: Lighthouse 12's mobile preset (simulated
 * slow 4G: 150 ms RTT, 1.6 Mbit/s, 4× CPU) on /m/home of both demo merchants, against the
 * production build served by the reference backend (QA mode off). Prints the median of N runs
 * (default 5) of the score, FCP, LCP, TBT, CLS and the JS+CSS fetched before LCP; then warm and
 * offline reload LCP at 4× CPU in Playwright. `--trace` adds the median run's LCP phases, layout
 * shifts and request timeline. It reports figures and never fails on them (docs/performance.md).
 */
import { join } from 'node:path';
import { startStorefrontServer } from '../server/app.ts';
import { QUIET_CHROMIUM_FLAGS } from '../tests/chromium.ts';
import { ensureFreshBuild } from './build-freshness.ts';
import {
  FIGURES_HEADER,
  figuresOf,
  formatFigures,
  median,
  medianFigures,
  medianRun,
  type LighthouseFigures,
} from './bench/lighthouse-figures.ts';
import {
  ensureLighthouse,
  loadLighthouse,
  type LighthouseResult,
} from './bench/lighthouse-install.ts';
import { traceReport } from './bench/lighthouse-trace.ts';
import { measureReloads } from './bench/reload-lcp.ts';

const MERCHANTS = ['DEMOVN', 'DEMOBR'] as const;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}
const runs = Number(option('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('--runs must be a whole number, 1 or more');
const withTrace = process.argv.includes('--trace');

ensureFreshBuild(join(import.meta.dirname, '..'));
const lighthouse = await loadLighthouse(ensureLighthouse());
process.env['CHROME_PATH'] ??= '/usr/bin/chromium';

interface Run {
  figures: LighthouseFigures;
  result: LighthouseResult;
}
const results = new Map<string, Run[]>();
// Not the tests' feature switches: Lighthouse measures paint as a player's browser does it.
const chrome = await lighthouse.launchChrome(['--headless=new', ...QUIET_CHROMIUM_FLAGS]);
try {
  for (const merchant of MERCHANTS) {
    const server = await startStorefrontServer({ port: 0, quiet: true, merchant, qa: false });
    const merchantRuns: Run[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse.run(`${server.url}/m/home`, chrome.port);
        merchantRuns.push({ figures: figuresOf(result), result });
        console.log(
          `${merchant} run ${run + 1}/${runs}: score ${merchantRuns.at(-1)!.figures.score}`,
        );
      }
    } finally {
      await server.close();
    }
    results.set(merchant, merchantRuns);
  }
} finally {
  chrome.kill();
}

const reloads = new Map<string, { warm: number; offline: number }>();
for (const merchant of MERCHANTS) {
  const samples = await measureReloads(merchant, runs);
  reloads.set(merchant, {
    warm: median(samples.map((sample) => sample.warmLcpMs)),
    offline: median(samples.map((sample) => sample.offlineLcpMs)),
  });
}

const version = results.get(MERCHANTS[0])?.[0]?.result.lighthouseVersion ?? '?';
console.log(`\nLighthouse ${version}, mobile preset, /m/home, median of ${runs} runs`);
console.log(FIGURES_HEADER);
for (const [merchant, merchantRuns] of results) {
  console.log(formatFigures(merchant, medianFigures(merchantRuns.map((run) => run.figures))));
}
console.log(`\nReload LCP at 4× CPU, median of ${runs} runs`);
for (const [merchant, { warm, offline }] of reloads) {
  console.log(
    `${merchant.padEnd(8)}  warm ${warm.toFixed(0).padStart(5)} ms   offline ${offline.toFixed(0).padStart(5)} ms`,
  );
}
if (withTrace) {
  for (const [merchant, merchantRuns] of results) {
    console.log(
      `\n${merchant}, the median-score run:\n${traceReport(medianRun(merchantRuns).result)}`,
    );
  }
}

// The figures `npm run bench:lighthouse` prints, read from Lighthouse results, and their medians.
import type { LighthouseResult } from './lighthouse-install.ts';

export interface LighthouseFigures {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JS and CSS bytes (as transferred) whose download ended before the observed LCP. */
  jsCssBytesBeforeLcp: number;
  jsCssFilesBeforeLcp: number;
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

function numeric(result: LighthouseResult, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result without ${audit}`);
  return value;
}

/** The browser's own (unthrottled) LCP, on the clock the network-requests audit uses. */
function observedLcp(result: LighthouseResult): number {
  const [metrics] = (result.audits['metrics']?.details?.items ?? []) as {
    observedLargestContentfulPaint?: number;
  }[];
  return metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
}

export function networkItems(result: LighthouseResult): NetworkItem[] {
  return (result.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
}

export function figuresOf(result: LighthouseResult): LighthouseFigures {
  const lcpAt = observedLcp(result);
  const early = networkItems(result).filter(
    (item) =>
      (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') &&
      item.networkEndTime !== undefined &&
      item.networkEndTime <= lcpAt,
  );
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    jsCssBytesBeforeLcp: early.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsCssFilesBeforeLcp: early.length,
  };
}

/** The middle value; of an even count, the lower of the two middle ones (a value measured). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each figure's median over the runs, separately (the runs' medians need not be one run's). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

/** The run whose score is the median score: the one to read the trace of. */
export function medianRun<T extends { figures: LighthouseFigures }>(runs: readonly T[]): T {
  const score = median(runs.map((run) => run.figures.score));
  return runs.find((run) => run.figures.score === score)!;
}

export function formatFigures(label: string, figures: LighthouseFigures): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    label.padEnd(8),
    String(figures.score).padStart(5),
    seconds(figures.fcpMs).padStart(8),
    seconds(figures.lcpMs).padStart(8),
    `${figures.tbtMs.toFixed(0)} ms`.padStart(8),
    figures.cls.toFixed(3).padStart(7),
    `${(figures.jsCssBytesBeforeLcp / 1024).toFixed(1)} KB / ${figures.jsCssFilesBeforeLcp}`.padStart(
      17,
    ),
  ].join('  ');
}

export const FIGURES_HEADER = [
  'merchant',
  'score',
  '     FCP',
  '     LCP',
  '     TBT',
  '    CLS',
  'JS+CSS before LCP',
].join('  ');

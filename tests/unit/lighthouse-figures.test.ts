// The figures `npm run bench:lighthouse` prints, from a Lighthouse result shaped as LH 12 writes it.
import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  median,
  medianFigures,
  medianRun,
} from '../../scripts/bench/lighthouse-figures.ts';
import type { LighthouseResult } from '../../scripts/bench/lighthouse-install.ts';

function result(score: number, requests: object[]): LighthouseResult {
  return {
    lighthouseVersion: '12.8.2',
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 3300 },
      'largest-contentful-paint': { numericValue: 4700 },
      'total-blocking-time': { numericValue: 190 },
      'cumulative-layout-shift': { numericValue: 0.487 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 900 }] } },
      'network-requests': { details: { items: requests } },
    },
  };
}

const REQUESTS = [
  { resourceType: 'Document', transferSize: 1800, networkEndTime: 120 },
  { resourceType: 'Script', transferSize: 66_000, networkEndTime: 340 },
  { resourceType: 'Stylesheet', transferSize: 3700, networkEndTime: 350 },
  { resourceType: 'Script', transferSize: 1300, networkEndTime: 900 },
  { resourceType: 'Fetch', transferSize: 2000, networkEndTime: 500 },
  { resourceType: 'Image', transferSize: 1500, networkEndTime: 880 },
  { resourceType: 'Script', transferSize: 5000, networkEndTime: 1400 },
  { resourceType: 'Script', transferSize: 900 },
];

describe('lighthouse figures', () => {
  it('reads the metrics and counts JS and CSS that arrived by the observed LCP', () => {
    expect(figuresOf(result(0.52, REQUESTS))).toEqual({
      score: 52,
      fcpMs: 3300,
      lcpMs: 4700,
      tbtMs: 190,
      cls: 0.487,
      jsCssBytesBeforeLcp: 66_000 + 3700 + 1300,
      jsCssFilesBeforeLcp: 3,
    });
  });

  it('refuses a result missing a metric rather than printing a made-up figure', () => {
    const broken = result(0.5, REQUESTS);
    delete broken.audits['total-blocking-time'];
    expect(() => figuresOf(broken)).toThrow(/total-blocking-time/);
  });

  it('takes each figure’s median over the runs, a measured value for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    const runs = [0.3, 0.5, 0.4].map((score) => figuresOf(result(score, REQUESTS)));
    runs[0]!.lcpMs = 9000;
    runs[2]!.lcpMs = 100;
    expect(medianFigures(runs)).toMatchObject({ score: 40, lcpMs: 4700 });
    const labelled = runs.map((figures, index) => ({ figures, index }));
    expect(medianRun(labelled).index).toBe(2);
  });
});

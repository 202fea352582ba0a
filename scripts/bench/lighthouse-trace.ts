// What a Lighthouse run shows about why the first visit is slow: the LCP's phases, the layout
// shifts with their elements, and the requests in the order they started (the waves).
import type { LighthouseResult } from './lighthouse-install.ts';
import { networkItems } from './lighthouse-figures.ts';

interface NodeValue {
  type?: string;
  selector?: string;
  snippet?: string;
}
interface TableItem {
  node?: NodeValue;
  phase?: string;
  timing?: number;
  score?: number;
}
interface Table {
  type?: string;
  items?: TableItem[];
}

const nodeName = (node: NodeValue | undefined) =>
  (node?.snippet ?? node?.selector ?? '(no element)').replace(/\s+/g, ' ').slice(0, 110);

/** Lighthouse lists the element, then a table of phases (TTFB, load delay, load time, render). */
function lcpLines(result: LighthouseResult): string[] {
  const tables = (result.audits['largest-contentful-paint-element']?.details?.items ??
    []) as Table[];
  const lines: string[] = [];
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node) lines.push(`  element: ${nodeName(item.node)}`);
      if (item.phase !== undefined && item.timing !== undefined) {
        lines.push(`  ${item.phase.padEnd(14)} ${item.timing.toFixed(0).padStart(6)} ms`);
      }
    }
  }
  return lines;
}

function shiftLines(result: LighthouseResult): string[] {
  const items = (result.audits['layout-shifts']?.details?.items ?? []) as TableItem[];
  return items.map((item) => `  ${(item.score ?? 0).toFixed(3)}  ${nodeName(item.node)}`);
}

/** Requests by start time (observed, unthrottled), with what they are. */
function requestLines(result: LighthouseResult): string[] {
  return networkItems(result)
    .filter((item) => item.networkRequestTime !== undefined)
    .sort((a, b) => a.networkRequestTime! - b.networkRequestTime!)
    .map((item) => {
      const path = (item.url ?? '').replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
      const start = item.networkRequestTime!.toFixed(0).padStart(6);
      const end = (item.networkEndTime ?? 0).toFixed(0).padStart(6);
      const kind = (item.resourceType ?? '?').padEnd(10);
      const bytes = String(item.transferSize ?? 0).padStart(7);
      return `  ${start} ${end}  ${kind} ${bytes}  ${path}`;
    });
}

export function traceReport(result: LighthouseResult): string {
  return [
    'Largest Contentful Paint (simulated phases):',
    ...lcpLines(result),
    'Layout shifts (score, element):',
    ...shiftLines(result),
    'Requests (observed start ms, end ms, type, bytes transferred, path):',
    ...requestLines(result),
  ].join('\n');
}

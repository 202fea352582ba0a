// Demo draw results: each draw's numbers come from a generator seeded with the merchant, game,
// issue and province, so a result never changes once drawn and every server shows the same one.
import type { DrawResult } from '../../src/common/pages/gameSchemas.ts';
import type { ResultFormat } from './content/drawGames.ts';

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast, good enough for demo numbers. */
export function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const digits = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 10)).join('');

/** `count` different balls of 1..max, ascending, two digits each. */
function balls(random: () => number, count: number, max: number, taken = new Set<number>()) {
  const drawn: number[] = [];
  while (drawn.length < count) {
    const ball = 1 + Math.floor(random() * max);
    if (taken.has(ball)) continue;
    taken.add(ball);
    drawn.push(ball);
  }
  return drawn.sort((a, b) => a - b).map((ball) => String(ball).padStart(2, '0'));
}

function prizes(
  format: ResultFormat,
  random: () => number,
): DrawResult['groups'][number]['prizes'] {
  if (format.kind === 'tiers') {
    return format.tiers.map(({ tier, count, digits: length }) => ({
      tier,
      numbers: Array.from({ length: count }, () => digits(random, length)),
    }));
  }
  const taken = new Set<number>();
  const main = balls(random, format.count, format.max, taken);
  const drawn: DrawResult['groups'][number]['prizes'] = [{ tier: 'main', numbers: main }];
  if (format.bonus) {
    drawn.push({ tier: 'bonus', numbers: balls(random, format.bonus, format.max, taken) });
  }
  return drawn;
}

export function drawResult(
  seed: string,
  format: ResultFormat,
  issue: string,
  drawnAt: number,
  stations: string[],
): DrawResult {
  const labels = stations.length ? stations : [null];
  return {
    issue,
    drawnAt: new Date(drawnAt).toISOString(),
    groups: labels.map((label) => ({
      label,
      prizes: prizes(format, seededRandom(`${seed}|${issue}|${label ?? ''}`)),
    })),
  };
}

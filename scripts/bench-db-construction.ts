/**
 * `npx tsx scripts/bench-db-construction.ts`: what `new StorefrontDb()` costs in Node (the page
 * pays it once per cold start, in module evaluation, before anything renders). Prints the CPU
 * time per construction, the median of several rounds, so that another process's load on a
 * shared machine moves it less than wall time would.
 */
import 'fake-indexeddb/auto';
import { StorefrontDb } from '../src/data/db.ts';

const ROUNDS = Number(process.env.BENCH_DB_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.BENCH_DB_PER_ROUND ?? 200);

function cpuMicros() {
  const { user, system } = process.cpuUsage();
  return user + system;
}

function round() {
  const started = cpuMicros();
  for (let i = 0; i < PER_ROUND; i += 1) new StorefrontDb(`bench-${i}`);
  return (cpuMicros() - started) / PER_ROUND;
}

/** Close to the page's case: Dexie's schema code has run once (db.ts's own `db`), not yet hot. */
const firstStarted = cpuMicros();
new StorefrontDb('bench-first');
const first = cpuMicros() - firstStarted;

round(); // warm-up: the JIT compiles Dexie's schema code once.
const rounds = Array.from({ length: ROUNDS }, round).sort((a, b) => a - b);
const median = rounds[Math.floor(rounds.length / 2)] ?? 0;
const tables = new StorefrontDb('bench-tables').tables.length;
console.log(
  `new StorefrontDb(): ${(median / 1000).toFixed(3)} ms CPU (median of ${ROUNDS} rounds of ` +
    `${PER_ROUND}; fastest ${((rounds[0] ?? 0) / 1000).toFixed(3)} ms); the first one ` +
    `${(first / 1000).toFixed(3)} ms; ${tables} tables`,
);

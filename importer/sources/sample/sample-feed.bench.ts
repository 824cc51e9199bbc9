/**
 * Throughput and memory of the sample feed generator, run as plain Node (the way the importer
 * runs it): `npx tsx importer/sources/sample/sample-feed.bench.ts [count]`. Prints one JSON line.
 * Under vitest the same loop is 2–3× slower (its module wrapper stops cross-module inlining),
 * which is why the unit test spawns this script instead of timing in-process.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { generateSampleFeed } from './sample-feed.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const count = Number(process.argv[2] ?? 100_000);
const SAMPLE_EVERY = 20_000;

gc();
const baseline = process.memoryUsage().heapUsed;
let retained = 0;
let gcMs = 0;
let seen = 0;
let bytes = 0;
const started = performance.now();
for (const record of generateSampleFeed({ count, seed: 1 })) {
  seen++;
  bytes += record.PublicRemarks?.length ?? 0;
  if (seen % SAMPLE_EVERY === 0) {
    const gcStarted = performance.now();
    gc();
    retained = Math.max(retained, process.memoryUsage().heapUsed - baseline);
    gcMs += performance.now() - gcStarted;
  }
}
const seconds = (performance.now() - started - gcMs) / 1000;
console.log(
  JSON.stringify({
    records: seen,
    seconds: Number(seconds.toFixed(3)),
    recordsPerSecond: Math.round(seen / seconds),
    retainedHeapMB: Number((retained / 1e6).toFixed(1)),
    remarksChars: bytes,
  }),
);

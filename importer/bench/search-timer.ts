/**
 * bench:import's search timer, a child process of its own (searches-during-import.ts): it asks
 * the web process for the searches one after another and reports each one's time. Timed in the
 * bench process, whose event loop also runs the import it measures against, an answer that had
 * arrived waited for the import's mapping in that process: the figure was the bench's own delay.
 * Started with `start` (the site, the paths, and a duration or none), it stops at the duration or
 * at `stop`, then sends the times, by path, and exits.
 */
import { BenchHttpClient } from '#server/search/bench/bench-http-client.ts';

export interface TimerStart {
  baseUrl: string;
  paths: string[];
  /** How long to time; null: until the parent sends 'stop'. */
  ms: number | null;
}

process.once('message', (start: TimerStart) => {
  let isStopped = false;
  process.once('message', () => {
    isStopped = true;
  });
  void timeUntilStopped(start, () => isStopped).then((times) => process.send!(times, () => process.exit(0)));
});

async function timeUntilStopped(start: TimerStart, isStopped: () => boolean): Promise<number[][]> {
  const client = new BenchHttpClient(start.baseUrl);
  const deadline = start.ms === null ? Number.POSITIVE_INFINITY : performance.now() + start.ms;
  const times: number[][] = start.paths.map(() => []);
  try {
    for (let request = 0; !isStopped() && performance.now() < deadline; request++) {
      const started = performance.now();
      await client.request('GET', start.paths[request % start.paths.length]!);
      times[request % start.paths.length]!.push(performance.now() - started);
    }
  } finally {
    client.close();
  }
  return times;
}

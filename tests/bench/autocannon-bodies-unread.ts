/**
 * autocannon (9.0.0) keeps every answer's whole body as a string: its pipelined-requests queue
 * appends each body chunk with `body += chunk`, a UTF-8 decode of the chunk, whether or not
 * anything reads the body. In the load benchmark the client shares the two cores with the web
 * processes, and decoding the static assets' and pages' compressed bytes cost it more than the
 * servers' own work: a CPU profile of the mixed run had 16 % of all the machine's samples in the
 * client's Buffer toString (2026-11-30-load-client-bodies-unread.md). A proxy in front of the site
 * would pass those bytes on, never decode them.
 *
 * Importing this module keeps only the start of each body: enough for the benchmark's message
 * about a failed answer (its first 300 characters), and nothing the rest of autocannon reads
 * (it compares bodies only for `expectBody`/`verifyBody`, which the benchmark does not use).
 */
import { createRequire } from 'node:module';

/** Characters of a body kept: what a failed answer's message shows. */
export const BODY_KEPT = 300;

interface PendingRequest {
  body: string;
}
interface PipelinedRequestsQueue {
  peek(): PendingRequest | undefined;
  addBody(data: Buffer): void;
}

const require = createRequire(import.meta.url);
// The module autocannon's HTTP client requires: one instance in Node's CommonJS cache.
const queueClass = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: PipelinedRequestsQueue };

queueClass.prototype.addBody = function addBody(this: PipelinedRequestsQueue, data: Buffer) {
  const request = this.peek();
  if (request && request.body.length < BODY_KEPT) request.body += data.subarray(0, BODY_KEPT - request.body.length).toString('utf8');
};

/**
 * An open-loop load for bench:load: requests go out at a set rate whatever the answers' pace, as
 * independent visitors arrive (a Poisson process: exponential gaps between arrivals), and each is
 * timed from when it was due, not from when it went out. A server that falls behind shows it in
 * the latencies. autocannon's closed loop cannot say this: its connections wait for an answer
 * before asking again, so its latencies at saturation are its own queue's (connections ÷ pace),
 * and its `overallRate` sends each second's share in a burst.
 *
 * node:http with a keep-alive agent: bodies are drained as Buffers, never decoded.
 */
import http from 'node:http';

export interface PacedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** From when the request was due to the answer's last byte. */
  ms: number;
}

export interface PacedRunOptions {
  /** http://host:port */
  url: string;
  headers: Record<string, string>;
  /** Requests a second, on average. */
  rate: number;
  /** How long the measured part lasts. */
  seconds: number;
  /**
   * The same pace first, for this long, unmeasured: the client opens its connections as the pace
   * needs them. Started cold, every request of the first moments opened one (a TCP handshake and
   * the cluster's hand-over each), and that storm held the first seconds' answers up to 4 s.
   */
  warmupSeconds: number;
  /** Called when a request is due: its path, and what to do with its answer (or its error); `measured` is false in the warm-up. */
  nextRequest: (measured: boolean) => { path: string; answered: (answer: PacedAnswer) => void; failed: (error: Error) => void };
}

export interface PacedRunFigures {
  /** Measured requests sent. */
  sent: number;
  /** Requests per second that got an answer (or an error) within the run and its drain. */
  requestsPerSecond: number;
  /** The most requests in flight at once: near the rate × latency when the server keeps up. */
  maxInFlight: number;
}

/** Sockets the agent may open: enough that a slow moment queues at the server, not in this client. */
const MAX_SOCKETS = 512;

export async function runPaced(options: PacedRunOptions): Promise<PacedRunFigures> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const measuredFrom = performance.now() + options.warmupSeconds * 1000;
  const stopAt = measuredFrom + options.seconds * 1000;
  let due = performance.now();
  let sent = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastAnswerAt = measuredFrom;
  let allSent!: () => void;
  const drained = new Promise<void>((resolve) => (allSent = resolve));
  let sending = true;
  const settle = () => {
    inFlight--;
    lastAnswerAt = performance.now();
    if (!sending && inFlight === 0) allSent();
  };

  const send = (dueAt: number) => {
    const measured = dueAt >= measuredFrom;
    const { path, answered, failed } = options.nextRequest(measured);
    if (measured) sent++;
    inFlight++;
    if (measured) maxInFlight = Math.max(maxInFlight, inFlight);
    const request = http.request({ host: target.hostname, port: target.port, path, headers: options.headers, agent }, (response) => {
      response.on('end', () => {
        answered({ status: response.statusCode ?? 0, headers: response.headers, ms: performance.now() - dueAt });
        settle();
      });
      response.on('error', (error) => {
        failed(error);
        settle();
      });
      response.resume();
    });
    request.on('error', (error) => {
      failed(error);
      settle();
    });
    request.end();
  };

  // Every request whose time has come goes out now (a timer fires late by up to a millisecond or
  // two), then the loop sleeps until the next one is due.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < stopAt) {
        send(due);
        due += -Math.log(1 - Math.random()) * (1000 / options.rate);
      }
      if (due >= stopAt) return resolve();
      setTimeout(tick, Math.max(0, due - performance.now()));
    };
    tick();
  });
  sending = false;
  if (inFlight > 0) await drained;
  agent.destroy();
  return { sent, requestsPerSecond: Math.round(sent / ((lastAnswerAt - measuredFrom) / 1000)), maxInFlight };
}

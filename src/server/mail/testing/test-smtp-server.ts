/**
 * A real SMTP server in the test process (smtp-server on 127.0.0.1, a free port), keeping every
 * accepted message parsed with mailparser. It can refuse on purpose (a 4xx or 5xx answer to
 * DATA) and be stopped and started again on the same port, to play an outage.
 */
import { EventEmitter } from 'node:events';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  source: string;
  parsed: ParsedMail;
}

export interface Refusal {
  code: number;
  message: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers DATA with this refusal for the next `times` messages. */
  refuseNext(times: number, refusal: Refusal): void;
  /** How many DATA commands were refused so far. */
  refusedCount(): number;
  /** Resolves once `condition` holds after a message arrived (or holds already). */
  waitFor(condition: () => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const events = new EventEmitter();
  let refusals: { left: number; refusal: Refusal } = { left: 0, refusal: { code: 451, message: 'Try again later' } };
  let refused = 0;

  const createServer = () =>
    new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusals.left > 0) {
            refusals.left -= 1;
            refused += 1;
            const error = Object.assign(new Error(refusals.refusal.message), { responseCode: refusals.refusal.code });
            callback(error);
            return;
          }
          const source = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          simpleParser(source).then(
            (parsed) => {
              received.push({ envelope, source, parsed });
              events.emit('mail');
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  let server = createServer();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(times, refusal) {
      refusals = { left: times, refusal };
    },
    refusedCount: () => refused,
    waitFor(condition, timeoutMs = 15_000) {
      if (condition()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off('mail', check);
          reject(new Error(`the awaited mail did not arrive within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        function check() {
          if (!condition()) return;
          clearTimeout(timer);
          events.off('mail', check);
          resolve();
        }
        events.on('mail', check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = createServer();
      await listen();
    },
  };
}

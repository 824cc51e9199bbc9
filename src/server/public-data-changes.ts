/**
 * Tells a web process when what the public site shows has changed: it LISTENs on the channel that
 * statement triggers on the public tables notify at each commit (migration
 * 20261129190000_public_data_changes). The public answer cache (public-answer-cache.ts) asks
 * `changedAt()`: the time the last change was seen, or now while the process is not listening
 * (still connecting, or its connection lost and being made again), so that without a listener to
 * say an answer is still true every kept answer counts as made from changed data.
 */
import pg from 'pg';
import { describeError, throttledLog } from './db/db-errors.ts';

export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The web app's listener, when its public answer cache is on (app.ts). */
    publicDataChanges?: PublicDataChanges;
  }
}

const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

export class PublicDataChanges {
  private client: pg.Client | null = null;
  private listening = false;
  private lastChangeAt = 0;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Who waits for the next change (nextChange). */
  private waiting: (() => void)[] = [];
  private readonly log: (line: string) => void;

  constructor(
    private readonly connectionString: string,
    log: (line: string) => void,
  ) {
    this.log = throttledLog(log);
  }

  /** Starts listening (and keeps at it: a lost connection is made again). */
  start(): void {
    void this.connect();
  }

  /** When the public data last changed, as far as this process can tell: now while it is not listening. */
  changedAt(): number {
    return this.listening ? this.lastChangeAt : Date.now();
  }

  isListening(): boolean {
    return this.listening;
  }

  /** Resolves at the next change seen, or when listening stops or starts. */
  nextChange(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Resolves once the process is listening. */
  async listeningNow(): Promise<void> {
    while (!this.listening) await this.nextChange();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', () => this.changed());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    // Whatever changed while no one listened is unknown: answers kept before now count as changed.
    this.lastChangeAt = Date.now();
    this.listening = true;
    this.retryMs = RETRY_FIRST_MS;
    this.emit();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    void client.end().catch(() => undefined);
    this.emit();
    if (this.closed) return;
    this.log(`[public answer cache] not listening for changes (${describeError(error ?? 'connection ended')}); again in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MOST_MS);
  }

  private changed(): void {
    this.lastChangeAt = Date.now();
    this.emit();
  }

  private emit(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import type { LiveSignal } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/**
 * The live signal behind GET /api/events/stream: 'a sample changed' and 'a user has a new
 * notification'. Written after the change is committed; open pages refetch what they show.
 */
export interface SignalBus {
  publish(signal: LiveSignal): Promise<void>;
  subscribe(listener: (signal: LiveSignal) => void): () => void;
  close(): Promise<void>;
}

/** One process (SQLite): an in-process emitter. */
export class MemoryBus implements SignalBus {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(signal: LiveSignal): Promise<void> {
    this.emitter.emit('signal', signal);
  }

  subscribe(listener: (signal: LiveSignal) => void): () => void {
    this.emitter.on('signal', listener);
    return () => this.emitter.off('signal', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export const SIGNAL_CHANNEL = 'muestrario_signals';
const RECONNECT_MS = 1000;

/**
 * Several processes on one PostgreSQL: `NOTIFY` on publish, and one `LISTEN` connection per process
 * that hands every signal (its own included) to the local subscribers. The listening connection is
 * opened again if the server drops it.
 */
export class PostgresBus extends MemoryBus {
  private client: Client | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<Database>,
    private readonly log: (message: string) => void,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== SIGNAL_CHANNEL || !message.payload) return;
      try {
        this.emitter.emit('signal', JSON.parse(message.payload) as LiveSignal);
      } catch {
        // Not ours: ignore.
      }
    });
    client.on('error', (error) => {
      this.log(`Señal en vivo: se perdió la conexión de LISTEN (${error.message}).`);
      this.client = undefined;
      if (!this.closed) setTimeout(() => void this.start().catch(() => undefined), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${SIGNAL_CHANNEL}`);
    this.client = client;
  }

  override async publish(signal: LiveSignal): Promise<void> {
    await sql`select pg_notify(${SIGNAL_CHANNEL}, ${JSON.stringify(signal)})`.execute(this.db);
  }

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
    await this.client?.end().catch(() => undefined);
  }
}

import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { HubLog } from './hub';
import { type DataRefresh, type Publisher, perTick } from './publisher';

// Multi-instance fan-out on PostgreSQL: every instance NOTIFYs its committed changes on one channel and holds a
// dedicated connection that LISTENs on it, feeding its own hub. Each instance therefore delivers the events of
// every instance, its own included, exactly once (its own arrive through the listener like the others', never
// directly). Payloads stay under PostgreSQL's 8000-byte limit: events are packed into several notifications,
// and an event whose ids alone would not fit is sent as "any row of the table" (empty ids).
// If the listening connection drops, it reconnects with backoff; events sent meanwhile are lost to this
// instance, so `onResync` then closes its sockets (1012) and the clients reconnect and refresh.

export const CHANNEL = 'hangar_data_refresh';
/** PostgreSQL refuses payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

/** Wire form of one event: [companyId | null, table, ids]. */
type WireEvent = [number | null, string, number[]];

/** Packs events into as few JSON payloads as fit under `max` bytes each. */
export function encodeEvents(events: readonly DataRefresh[], max = MAX_PAYLOAD_BYTES): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let size = 2; // the brackets of the array
  for (const e of events) {
    let part = JSON.stringify([e.companyId, e.table, e.ids] satisfies WireEvent);
    if (Buffer.byteLength(part) + 2 > max) part = JSON.stringify([e.companyId, e.table, []] satisfies WireEvent);
    const bytes = Buffer.byteLength(part) + (parts.length > 0 ? 1 : 0);
    if (parts.length > 0 && size + bytes > max) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      size = 2;
    }
    size += Buffer.byteLength(part) + (parts.length > 0 ? 1 : 0);
    parts.push(part);
  }
  if (parts.length > 0) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}

/** The events of one payload; anything malformed is dropped. */
export function decodeEvents(payload: string): DataRefresh[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const events: DataRefresh[] = [];
  for (const item of parsed) {
    if (!Array.isArray(item) || item.length !== 3) continue;
    const [companyId, table, ids] = item as unknown[];
    if (companyId !== null && !Number.isInteger(companyId)) continue;
    if (typeof table !== 'string' || !Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) continue;
    events.push({ companyId: companyId as number | null, table, ids: ids as number[] });
  }
  return events;
}

export interface PostgresTransportOptions {
  /** The app's database: NOTIFY goes through its pool. */
  db: Kysely<Database>;
  /** Connection string for the dedicated LISTEN connection. */
  connectionString: string;
  deliver(event: DataRefresh): void;
  /** The listener reconnected: events may have been missed. */
  onResync(): void;
  log: HubLog;
  /** First reconnect delay; doubles up to 30 s. */
  retryMs?: number;
}

export interface PostgresTransport {
  publisher: Publisher;
  /** Opens the listening connection; rejects when PostgreSQL cannot be reached. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_RETRY_MS = 30_000;

export function postgresTransport(options: PostgresTransportOptions): PostgresTransport {
  const { db, log } = options;
  const baseRetry = options.retryMs ?? 1000;

  // Publishing: the events of one tick go out together.
  const publisher = perTick((events) => {
    (async () => {
      for (const payload of encodeEvents(events)) {
        await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
      }
    })().catch((err: unknown) => log.warn({ err }, 'real-time: NOTIFY failed'));
  });

  // Listening.
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: options.connectionString });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      for (const event of decodeEvents(msg.payload)) options.deliver(event);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'real-time: the PostgreSQL listener failed');
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
  };

  const reconnectLater = () => {
    const delay = Math.min(MAX_RETRY_MS, baseRetry * 2 ** attempt);
    attempt++;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) options.onResync();
        },
        (err: unknown) => {
          log.warn({ err }, 'real-time: reconnecting the PostgreSQL listener failed');
          if (!stopped) reconnectLater();
        },
      );
    }, delay);
    retry.unref();
  };

  /** The live listening connection ended or failed: reconnect, once per connection. */
  const lost = (c: pg.Client) => {
    if (c !== client) return;
    client = undefined;
    c.end().catch(() => undefined);
    if (!stopped) reconnectLater();
  };

  return {
    publisher,
    start: connect,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

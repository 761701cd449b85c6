import {
  type ClientMessage,
  CloseCode,
  type DataRefresh as DataRefreshMessage,
  HEARTBEAT_MS,
  type ServerMessage,
  SILENT_MS,
} from '@hangar/domain/realtime';
import type { Kysely } from 'kysely';
import { WebSocket } from 'ws';
import type { Database } from '../db/schema';
import { liveSessions } from './live-sessions';
import { type DataRefresh, SESSION_TABLE } from './publisher';

// The hub of one app instance: the open /ws sockets, each bound to its session and that session's current
// company, and the fan-out of DataRefresh events to them. Events arrive from this instance's publisher
// (SQLite) or from the PostgreSQL listener (events of every instance, notify.ts). A burst is coalesced for
// `coalesceMs`; before a batch goes out, the sessions of the sockets it would reach are checked in one query,
// so a socket whose session ended (sign-out, password change, lock, expiry) gets nothing more and is closed,
// and one whose session switched company follows it. A session event (publisher.ts `SESSION_TABLE`: sessions
// ended by a sign-out, password change or reset, from any process) checks the sockets of those sessions at once.
// The same check runs for every socket each `sweepMs`, the safety net for what no event announces (expiry).
// The message shapes (ConnectOK, DataRefresh, DeviceStateChange, RemoteCmd, Heartbeat) are in
// @hangar/domain/realtime; nothing in this release sends DeviceStateChange or RemoteCmd.

export type { ServerMessage };

export interface HubTimings {
  /** A socket silent this long is closed (4408). */
  silentMs: number;
  /** How often every socket's session is checked. */
  sweepMs: number;
  /** Events arriving within this window go out as one batch. */
  coalesceMs: number;
}

export const defaultHubTimings: HubTimings = { silentMs: SILENT_MS, sweepMs: HEARTBEAT_MS, coalesceMs: 50 };

export interface HubLog {
  warn(obj: object, msg: string): void;
}

export interface Hub {
  /** Takes the socket of a session checked at the handshake, and greets it with ConnectOK. */
  attach(socket: WebSocket, session: { sessionId: number; companyId: number }): void;
  /** Queues an event for this instance's sockets of its company (every company's when companyId is null). */
  deliver(event: DataRefresh): void;
  closeAll(code: number, reason: string): void;
  /** Stops the timers and closes every socket (server shutdown). */
  stop(): Promise<void>;
  /** Open sockets (tests, logs). */
  readonly size: number;
}

interface Client {
  socket: WebSocket;
  sessionId: number;
  companyId: number;
  silence: NodeJS.Timeout;
}

/** Merges a burst: one event per company and table with the union of ids (empty = the whole table). */
export function coalesce(events: readonly DataRefresh[]): DataRefresh[] {
  const merged = new Map<string, { companyId: number | null; table: string; ids: Set<number> | null }>();
  for (const e of events) {
    const key = `${e.companyId ?? '*'}|${e.table}`;
    const entry = merged.get(key) ?? { companyId: e.companyId, table: e.table, ids: new Set<number>() };
    if (e.ids.length === 0) entry.ids = null;
    else if (entry.ids) for (const id of e.ids) entry.ids.add(id);
    merged.set(key, entry);
  }
  return [...merged.values()].map((e) => ({ companyId: e.companyId, table: e.table, ids: e.ids ? [...e.ids] : [] }));
}

function send(socket: WebSocket, message: ServerMessage | string): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

function isHeartbeat(data: WebSocket.RawData): boolean {
  try {
    const message = JSON.parse(data.toString()) as Partial<ClientMessage> | null;
    return message?.type === 'Heartbeat';
  } catch {
    return false;
  }
}

export function createHub(db: Kysely<Database>, log: HubLog, timings: Partial<HubTimings> = {}): Hub {
  const t = { ...defaultHubTimings, ...timings };
  const clients = new Set<Client>();
  let pending: DataRefresh[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  // Batches and sweeps run one after another, never interleaved.
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((err: unknown) => log.warn({ err }, 'real-time fan-out failed'));
  };

  const end = (client: Client, code: number, reason: string) => {
    clients.delete(client);
    clearTimeout(client.silence);
    client.socket.close(code, reason);
  };

  /** Applies what the sockets' sessions have become; on a database error the last known scope stays. */
  const recheck = async (targets: Client[]) => {
    if (targets.length === 0) return;
    let states: Awaited<ReturnType<typeof liveSessions>>;
    try {
      states = await liveSessions(
        db,
        targets.map((c) => c.sessionId),
      );
    } catch (err) {
      log.warn({ err }, 'real-time: could not check the sessions of open sockets');
      return;
    }
    for (const client of targets) {
      const live = states.get(client.sessionId);
      if (!clients.has(client) || !live) continue;
      if (live.state === 'ended') end(client, CloseCode.SessionEnded, 'session ended');
      else if (live.state === 'noCompany') end(client, CloseCode.NoCompany, 'no company');
      else client.companyId = live.companyId;
    }
  };

  const flush = async () => {
    const all = coalesce(pending);
    pending = [];
    if (all.length === 0 || clients.size === 0) return;
    // Ended sessions (publisher.ts SESSION_TABLE): their sockets are checked now rather than at the next sweep;
    // the event itself is not for clients.
    const ended = all.filter((e) => e.table === SESSION_TABLE);
    if (ended.length > 0) {
      const anySession = ended.some((e) => e.ids.length === 0);
      const ids = new Set(ended.flatMap((e) => e.ids));
      await recheck([...clients].filter((c) => anySession || ids.has(c.sessionId)));
    }
    const batch = all.filter((e) => e.table !== SESSION_TABLE);
    if (batch.length === 0) return;
    const everyone = batch.some((e) => e.companyId === null);
    const companies = new Set(batch.map((e) => e.companyId));
    const targets = [...clients].filter((c) => everyone || companies.has(c.companyId));
    await recheck(targets);
    for (const event of batch) {
      const message: DataRefreshMessage = { type: 'DataRefresh', table: event.table, ids: event.ids };
      const text = JSON.stringify(message);
      for (const client of targets) {
        if (!clients.has(client)) continue;
        if (event.companyId === null || event.companyId === client.companyId) send(client.socket, text);
      }
    }
  };

  const sweep = setInterval(() => enqueue(() => recheck([...clients])), t.sweepMs);
  sweep.unref();

  return {
    attach(socket, session) {
      const client: Client = {
        socket,
        sessionId: session.sessionId,
        companyId: session.companyId,
        silence: setTimeout(() => end(client, CloseCode.Silent, 'no heartbeat'), t.silentMs),
      };
      client.silence.unref();
      clients.add(client);
      socket.on('message', (data, isBinary) => {
        // Anything from the client shows it is alive; a heartbeat is answered so the client can tell too.
        client.silence.refresh();
        if (!isBinary && isHeartbeat(data)) send(socket, { type: 'Heartbeat' });
      });
      socket.on('close', () => {
        clients.delete(client);
        clearTimeout(client.silence);
      });
      send(socket, { type: 'ConnectOK' });
    },
    deliver(event) {
      pending.push(event);
      if (flushTimer) return;
      flushTimer = setTimeout(() => {
        flushTimer = undefined;
        enqueue(flush);
      }, t.coalesceMs);
      flushTimer.unref();
    },
    closeAll(code, reason) {
      for (const client of [...clients]) end(client, code, reason);
    },
    async stop() {
      clearInterval(sweep);
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = undefined;
      pending = [];
      this.closeAll(CloseCode.GoingAway, 'server shutting down');
      await chain;
    },
    get size() {
      return clients.size;
    },
  };
}

// DataRefresh publication after each committed mutation (module.ts). buildApp's publisher feeds the /ws hub,
// directly on SQLite or through LISTEN/NOTIFY on PostgreSQL (realtime.ts); memoryPublisher keeps the last
// events for tests, which pass it as an extra publisher.

/** `companyId` null: shared catalogue data (models and their content), for every company's sockets. */
export interface DataRefresh {
  companyId: number | null;
  table: string;
  ids: number[];
}

export interface Publisher {
  publish(event: DataRefresh): void;
}

/**
 * The table of session events: `ids` are sessions that ended (sign-out, password change, a password reset);
 * empty ids, any session. They travel with the DataRefresh events (the same publisher, relay and NOTIFY
 * channel, so every process hears them) but no client receives them: each hub checks at once the sessions
 * of its sockets named and closes those that ended (hub.ts).
 */
export const SESSION_TABLE = 'session';

/** Announces sessions ended by a committed change, so that their sockets close at once in every process. */
export function announceEndedSessions(publisher: Publisher, sessionIds: readonly number[]): void {
  if (sessionIds.length > 0) publisher.publish({ companyId: null, table: SESSION_TABLE, ids: [...sessionIds] });
}

export function memoryPublisher(keep = 100): Publisher & { events: DataRefresh[] } {
  const events: DataRefresh[] = [];
  return {
    events,
    publish(event) {
      events.push(event);
      if (events.length > keep) events.shift();
    },
  };
}

/** Events handed to `publish` within one tick go out together (one IPC message, one NOTIFY batch). */
export function perTick(send: (events: DataRefresh[]) => void): Publisher {
  let queued: DataRefresh[] = [];
  return {
    publish(event) {
      queued.push(event);
      if (queued.length > 1) return;
      setImmediate(() => {
        const events = queued;
        queued = [];
        send(events);
      });
    },
  };
}

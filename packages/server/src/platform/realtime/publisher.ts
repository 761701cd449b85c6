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

// DataRefresh publication after each committed mutation. The /ws hub (files and real-time issue) plugs in
// here; until then the publisher only remembers the last events, which tests read.

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

import type { Cluster, Worker } from 'node:cluster';
import { decodeEvents, encodeEvents } from './notify';
import type { DataRefresh } from './publisher';

// Fan-out between the processes of one machine (WORKERS > 1 on SQLite, main.ts): a worker sends the events it
// publishes to the primary over the cluster's IPC channel, and the primary sends every such message to every
// worker, the sender included. Each worker therefore delivers the events of every worker, its own included,
// exactly once (its own come back through the primary like the others', never directly) — the same contract
// as LISTEN/NOTIFY on PostgreSQL (notify.ts), whose wire form the messages reuse.

/** The IPC message: `payload` is notify.ts's wire form of a batch of events. */
interface RelayMessage {
  hangar: 'DataRefresh';
  payload: string;
}

function isRelayMessage(message: unknown): message is RelayMessage {
  const m = message as Partial<RelayMessage> | null;
  return typeof m === 'object' && m !== null && m.hangar === 'DataRefresh' && typeof m.payload === 'string';
}

export interface Relay {
  /** Sends this process's committed events to every process (itself included). */
  send(events: DataRefresh[]): void;
  /** Delivers the events of every process; answers the unsubscribe. */
  listen(deliver: (event: DataRefresh) => void): () => void;
}

/** A cluster worker's side: to and from the primary over `process.send` / `process.on('message')`. */
export function workerRelay(proc: NodeJS.Process = process): Relay {
  return {
    send(events) {
      // Only a disconnected worker (its primary gone, so it is exiting) cannot send.
      if (!proc.send || !proc.connected) return;
      for (const payload of encodeEvents(events, Number.POSITIVE_INFINITY)) {
        proc.send({ hangar: 'DataRefresh', payload } satisfies RelayMessage);
      }
    },
    listen(deliver) {
      const onMessage = (message: unknown) => {
        if (!isRelayMessage(message)) return;
        for (const event of decodeEvents(message.payload)) deliver(event);
      };
      proc.on('message', onMessage);
      return () => proc.off('message', onMessage);
    },
  };
}

/**
 * The primary's side: every worker's events to every live worker. A worker's channel can close between the check
 * and the write (it is exiting: a shutdown, a crash): the send's error goes to its callback and is dropped — that
 * worker has no socket left to deliver to — instead of an unhandled 'error' that would end the primary.
 */
export function relayBetweenWorkers(cluster: Pick<Cluster, 'on' | 'workers'>): void {
  cluster.on('message', (_from: Worker, message: unknown) => {
    if (!isRelayMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(message, undefined, undefined, dropSendError);
    }
  });
}

/** A failed send to an exiting worker: nothing to do. */
function dropSendError(_error: Error | null): void {}

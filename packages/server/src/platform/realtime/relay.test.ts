import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { encodeEvents } from './notify';
import { relayBetweenWorkers } from './relay';

// The primary's relay while a worker exits: its channel closes between the check and the write, and the send
// fails with EPIPE. The primary must keep relaying to the others and must not raise an unhandled 'error' (which
// ended it, exit code 1, in a loaded CI run of shutdown.test.ts with WORKERS=2).

/** A worker as the relay uses it: connected, and a send that fails (closing) or records the message. */
function worker(closing: boolean) {
  const emitter = new EventEmitter();
  const received: unknown[] = [];
  return Object.assign(emitter, {
    received,
    isConnected: () => true,
    send(message: unknown, _handle?: unknown, _options?: unknown, callback?: (error: Error | null) => void) {
      if (!closing) {
        received.push(message);
        callback?.(null);
        return true;
      }
      const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      // Node hands the error to the callback when there is one, else emits it (unhandled: the process ends).
      if (callback) queueMicrotask(() => callback(error));
      else queueMicrotask(() => emitter.emit('error', error));
      return false;
    },
  });
}

describe('the primary’s relay', () => {
  it('drops a send to an exiting worker and still reaches the others', async () => {
    const exiting = worker(true);
    const live = worker(false);
    const unhandled: unknown[] = [];
    exiting.on('error', (e) => unhandled.push(e));
    const cluster = Object.assign(new EventEmitter(), { workers: { 1: exiting, 2: live } });
    relayBetweenWorkers(cluster as never);
    const [payload] = encodeEvents([{ companyId: 1, table: 'unit', ids: [3] }], Number.POSITIVE_INFINITY);
    cluster.emit('message', live, { hangar: 'DataRefresh', payload });
    await new Promise((resolve) => setImmediate(resolve));
    expect(live.received).toEqual([{ hangar: 'DataRefresh', payload }]);
    expect(unhandled).toEqual([]);
  });
});

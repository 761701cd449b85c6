import { CloseCode } from '@hangar/domain/realtime';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession, testUser } from '../components/test-utils';
import { type Session, SessionContext } from '../session/session-context';
import { backoffDelay, type RealtimeHandlers, realtimeUrl, type SocketLike, startRealtime } from './realtime';
import { useRealtime } from './use-realtime';

// The real-time client against a fake WebSocket (the browser API), with fake timers.

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  // What the server does:
  accept() {
    this.onopen?.(new Event('open'));
    this.receive({ type: 'ConnectOK' });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code = 1006) {
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1];

function handlers() {
  return {
    onRefresh: vi.fn<RealtimeHandlers['onRefresh']>(),
    onReconnected: vi.fn<RealtimeHandlers['onReconnected']>(),
    onSessionEnded: vi.fn<RealtimeHandlers['onSessionEnded']>(),
  };
}

const start = (h: RealtimeHandlers, random = () => 1) =>
  startRealtime({ ...h, url: 'ws://hangar.test/ws', createSocket: (url) => new FakeSocket(url), random });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('realtimeUrl and backoffDelay', () => {
  it('derives ws:// or wss:// from the page', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'hangar.example.com' })).toBe('wss://hangar.example.com/ws');
  });

  it('doubles from 1 s up to 30 s with the upper half random', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(6000);
    expect(backoffDelay(5, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(50, 1000, 30_000, () => 0)).toBe(15_000);
  });
});

describe('startRealtime', () => {
  it('opens the given URL and hands DataRefresh to onRefresh', () => {
    const h = handlers();
    const stop = start(h);
    expect(latest().url).toBe('ws://hangar.test/ws');
    latest().accept();
    latest().receive({ type: 'DataRefresh', table: 'department', ids: [3, 4] });
    expect(h.onRefresh).toHaveBeenCalledWith('department', [3, 4]);
    expect(h.onReconnected).not.toHaveBeenCalled();
    stop();
  });

  it('reconnects with growing delays, and from the start again once connected', () => {
    const h = handlers();
    const stop = start(h);
    latest().drop();
    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      const count = FakeSocket.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(count + 1);
      latest().drop(); // refused handshake: the browser reports only a close
    }
    vi.advanceTimersByTime(30_000);
    latest().accept();
    expect(h.onReconnected).toHaveBeenCalledTimes(0); // the first connection ever
    latest().drop(1001);
    const count = FakeSocket.all.length;
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(count + 1);
    latest().accept();
    expect(h.onReconnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a heartbeat every 30 s', () => {
    const stop = start(handlers());
    const socket = latest();
    socket.accept();
    vi.advanceTimersByTime(29_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'Heartbeat' }]);
    socket.receive({ type: 'Heartbeat' });
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toHaveLength(2);
    stop();
  });

  it('drops a connection silent for three heartbeats and reconnects', () => {
    const stop = start(handlers());
    const socket = latest();
    socket.accept();
    vi.advanceTimersByTime(90_000);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(socket.closedWith).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  it.each([CloseCode.SessionEnded, CloseCode.NoCompany])(
    'stops and reports an ended session on close code %i',
    (code) => {
      const h = handlers();
      start(h);
      latest().accept();
      latest().drop(code);
      expect(h.onSessionEnded).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(120_000);
      expect(FakeSocket.all).toHaveLength(1);
    },
  );

  it('reconnects after the server went away or asked to (1001, 1012, 4408)', () => {
    start(handlers());
    for (const code of [CloseCode.GoingAway, CloseCode.TryAgain, CloseCode.Silent]) {
      latest().accept();
      latest().drop(code);
      vi.advanceTimersByTime(1000);
    }
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    const stop = start(handlers());
    const socket = latest();
    socket.accept();
    stop();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'signed out' });
    socket.drop(); // a late close event of the old socket
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.sent).toEqual([]);
  });

  it('stops while waiting to reconnect', () => {
    const stop = start(handlers());
    latest().drop();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('useRealtime', () => {
  function Probe({ client }: { client: QueryClient }) {
    useRealtime(client, { createSocket: (url) => new FakeSocket(url), random: () => 1 });
    return null;
  }

  const mount = (session: Session) => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const view = render(
      <SessionContext.Provider value={session}>
        <Probe client={client} />
      </SessionContext.Provider>,
    );
    return { invalidate, view };
  };

  it('invalidates the queries of a refreshed table, and everything after a reconnection', () => {
    const { invalidate, view } = mount(testSession());
    expect(latest().url).toBe(`ws://${window.location.host}/ws`);
    latest().accept();
    latest().receive({ type: 'DataRefresh', table: 'department', ids: [1] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['department'] });
    latest().receive({ type: 'DataRefresh', table: 'user_todo', ids: [9] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user_todo'] });
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().accept();
    expect(invalidate).toHaveBeenLastCalledWith();
    const socket = latest();
    view.unmount();
    expect(socket.closedWith?.code).toBe(1000);
  });

  it('reloads the session when the server ends it', () => {
    const session = { ...testSession(), refresh: vi.fn(async () => {}) };
    mount(session);
    latest().accept();
    latest().drop(CloseCode.SessionEnded);
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a user without a current company', () => {
    mount(testSession(testUser({ curCID: null })));
    expect(FakeSocket.all).toHaveLength(0);
  });
});

import { CloseCode, HEARTBEAT_MS, type ServerMessage } from '@hangar/domain/realtime';

// The real-time client (platform spec §7 "Real-time channel", §9 heartbeat 30 s): one native WebSocket to
// ws(s)://<host>/ws, authenticated by the session cookie. It sends a heartbeat every 30 s, hands each
// DataRefresh to `onRefresh`, and reconnects with exponential backoff and jitter (1 s doubling up to 30 s)
// whenever the connection drops or goes quiet for three heartbeats. After a reconnection `onReconnected` runs
// (events may have been missed meanwhile). When the server closes because the session ended (4401) or has
// no company any more (4403), it stops and calls `onSessionEnded`. Protocol: @hangar/domain/realtime.

export interface RealtimeHandlers {
  onRefresh(table: string, ids: number[]): void;
  /** Connected again after a drop. */
  onReconnected(): void;
  /** The server ended the channel for the session; the client has stopped. */
  onSessionEnded(): void;
}

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions extends RealtimeHandlers {
  /** Defaults to ws(s)://<location.host>/ws. */
  url?: string;
  heartbeatMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The wait before reconnection attempt `attempt` (0 = first): base · 2^attempt capped at `max`, of which the
 * upper half is random ("equal jitter"), so that clients dropped together do not come back together.
 */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Starts the client; the returned function stops it for good (sign-out, frame unmounted). */
export function startRealtime(options: RealtimeOptions): () => void {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const base = options.baseDelayMs ?? RECONNECT_BASE_MS;
  const max = options.maxDelayMs ?? RECONNECT_MAX_MS;
  const random = options.random ?? Math.random;
  const url = options.url ?? realtimeUrl(window.location);
  const createSocket = options.createSocket ?? ((u: string) => new WebSocket(u));

  let socket: SocketLike | undefined;
  let stopped = false;
  let attempt = 0;
  let connectedBefore = false;
  let lastHeard = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  /** Forgets a socket: no handler of it runs any more. */
  const detach = (ws: SocketLike) => {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    clearInterval(heartbeat);
    heartbeat = undefined;
    if (socket === ws) socket = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    reconnect = setTimeout(open, backoffDelay(attempt, base, max, random));
    attempt++;
  };

  const onMessage = (data: unknown) => {
    lastHeard = Date.now();
    if (typeof data !== 'string') return;
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ConnectOK':
        attempt = 0;
        if (connectedBefore) options.onReconnected();
        connectedBefore = true;
        break;
      case 'DataRefresh':
        options.onRefresh(message.table, message.ids);
        break;
      case 'Heartbeat':
      case 'DeviceStateChange':
      case 'RemoteCmd':
        // Nothing on the screens reacts to these in this release (the spec does not say what they do).
        break;
    }
  };

  function open() {
    reconnect = undefined;
    if (stopped) return;
    const ws = createSocket(url);
    socket = ws;
    ws.onopen = () => {
      lastHeard = Date.now();
      heartbeat = setInterval(() => {
        // Three heartbeats without an answer: the connection is dead even if the browser has not noticed.
        if (Date.now() - lastHeard > 3 * heartbeatMs) {
          detach(ws);
          ws.close();
          scheduleReconnect();
          return;
        }
        ws.send(JSON.stringify({ type: 'Heartbeat' }));
      }, heartbeatMs);
    };
    ws.onmessage = (event) => onMessage(event.data);
    ws.onclose = (event) => {
      detach(ws);
      if (event.code === CloseCode.SessionEnded || event.code === CloseCode.NoCompany) {
        stopped = true;
        options.onSessionEnded();
        return;
      }
      scheduleReconnect();
    };
    // A failed handshake or a broken connection: the close event follows and reconnects.
    ws.onerror = () => undefined;
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(reconnect);
    const ws = socket;
    if (ws) {
      detach(ws);
      ws.close(1000, 'signed out');
    }
  };
}

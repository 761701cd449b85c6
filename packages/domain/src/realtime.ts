// The /ws protocol (platform spec §7 "Real-time channel"), shared by the server hub and the web client.
// Every message is one JSON object with a `type`. The spec names DataRefresh, DeviceStateChange, RemoteCmd and
// ConnectOK; it shows neither their fields nor what the screens do with the last two, so nothing in this
// release sends DeviceStateChange or RemoteCmd: their shapes are reserved here.

/** Server → client, once the socket is open and bound to the session's current company. */
export interface ConnectOK {
  type: 'ConnectOK';
}

/**
 * Server → client after a committed change of rows of `table` visible to the socket's company. An empty
 * `ids` means "any row of the table" (a change too large to list). Clients refresh what shows that table.
 */
export interface DataRefresh {
  type: 'DataRefresh';
  table: string;
  ids: number[];
}

/** Reserved: a device (e.g. a data recorder) changed state. */
export interface DeviceStateChange {
  type: 'DeviceStateChange';
  deviceId: number;
  state: string;
}

/** Reserved: a command for the client from the operator side. */
export interface RemoteCmd {
  type: 'RemoteCmd';
  cmd: string;
  args?: Record<string, unknown>;
}

/** Client → server every HEARTBEAT_MS; the server answers with the same message. */
export interface Heartbeat {
  type: 'Heartbeat';
}

export type ServerMessage = ConnectOK | DataRefresh | DeviceStateChange | RemoteCmd | Heartbeat;
export type ClientMessage = Heartbeat;

/** Platform spec §9: the client's heartbeat period. */
export const HEARTBEAT_MS = 30_000;
/** The server closes a socket it has heard nothing from for this long (three missed heartbeats). */
export const SILENT_MS = 90_000;

/** Close codes of /ws (4000–4999 are the application's range). */
export const CloseCode = {
  /** The server is shutting down. Reconnect. */
  GoingAway: 1001,
  /** The server may have missed events (its PostgreSQL listener reconnected). Reconnect and refresh. */
  TryAgain: 1012,
  /** The session ended: signed out, password changed, locked, revoked or expired. Do not reconnect. */
  SessionEnded: 4401,
  /** The session has no usable membership in a company any more. Do not reconnect. */
  NoCompany: 4403,
  /** Nothing heard from the client for SILENT_MS. Reconnect. */
  Silent: 4408,
} as const;

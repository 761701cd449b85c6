import { WebSocket } from 'ws';

// Test support, not used by the server: a /ws client for the real-time tests (the `ws` package). It opens a
// socket with a session cookie and an Origin, records what arrives, and waits for messages or the close. A
// refused handshake resolves with its HTTP answer.

export interface Received {
  type: string;
  [key: string]: unknown;
}

export interface TestSocket {
  ws: WebSocket;
  /** Every message so far, in order. */
  messages: Received[];
  /** The first message (from `from` on) matching, waiting up to `ms`. */
  next(match: (m: Received) => boolean, ms?: number, from?: number): Promise<Received>;
  /** Resolves when the server closes (or the socket drops) with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

export type Handshake = { ok: true; socket: TestSocket } | { ok: false; status: number; body: Record<string, unknown> };

export function openSocket(
  url: string,
  options: { token?: string; origin?: string | null; lang?: 'zh-CN' | 'en-US' } = {},
): Promise<Handshake> {
  const headers: Record<string, string> = {};
  if (options.token) headers.cookie = `hangar_token=${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const origin = options.origin === undefined ? new URL(url).origin.replace(/^ws/, 'http') : options.origin;
  if (origin !== null) headers.origin = origin;
  const ws = new WebSocket(url, { headers });
  const messages: Received[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Received);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = (match: (m: Received) => boolean, ms = 3000, from = 0) =>
    new Promise<Received>((resolve, reject) => {
      const look = () => {
        const found = messages.slice(from).find(match);
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`));
      }, ms);
      if (!look()) waiters.add(wake);
    });
  const socket: TestSocket = { ws, messages, next, closed, send: (m) => ws.send(JSON.stringify(m)) };
  return new Promise<Handshake>((resolve, reject) => {
    ws.once('open', () => resolve({ ok: true, socket }));
    ws.once('unexpected-response', (req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => {
        req.destroy();
        resolve({ ok: false, status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
      });
    });
    ws.once('error', reject);
  });
}

/** Opens a socket that must be accepted. */
export async function mustOpen(url: string, token: string): Promise<TestSocket> {
  const result = await openSocket(url, { token });
  if (!result.ok) throw new Error(`handshake refused: ${result.status} ${JSON.stringify(result.body)}`);
  return result.socket;
}

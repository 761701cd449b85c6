import websocket from '@fastify/websocket';
import { CloseCode } from '@hangar/domain/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { TOKEN_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { authenticate, checkAccess, langOf } from '../http/module';
import { originAllowed } from '../http/origin';
import { sendError } from '../http/reply';
import { createHub, type HubTimings } from './hub';
import { type PostgresTransport, postgresTransport } from './notify';
import { type Publisher, perTick } from './publisher';
import type { Relay } from './relay';

// The real-time channel of one app instance: GET /ws (upgrade), its hub, and where published events travel:
// straight into the hub on SQLite (one process), through the cluster primary on SQLite with several worker
// processes (relay.ts, WORKERS > 1), through LISTEN/NOTIFY on PostgreSQL (DATABASE_URL), so that every
// instance's sockets hear every instance's changes.
//
// Handshake: the Origin must be the configured public origin (PUBLIC_ORIGIN), or, when that is unset, the
// request's own host — else 403; the session cookie must resolve to a live session (the HTTP rules: idle and
// absolute expiry, revocation) with an unlocked membership in its current company — else 401 / 403. Refused
// handshakes get the usual JSON error answer instead of the upgrade.

export interface RealtimeOptions extends Partial<HubTimings> {
  /** First reconnect delay of the PostgreSQL listener (tests shorten it). */
  listenRetryMs?: number;
  /** SQLite shared by several processes: events travel between them through this (main.ts, cluster mode). */
  relay?: Relay;
}

/** Whether a handshake's Origin may open a socket: the one check of the app's origin (http/origin.ts). */
export { originAllowed };

export interface Realtime {
  /** What the module pipeline publishes to after each commit. */
  publisher: Publisher;
  /** Registers the websocket plugin and GET /ws on the root instance; call before any other route. */
  register(app: FastifyInstance): Promise<void>;
}

export function createRealtime(app: FastifyInstance, db: Db, config: Config, options: RealtimeOptions = {}): Realtime {
  const hub = createHub(db.kysely, app.log, options);
  const connectionString = db.dialect === 'postgres' ? config.databaseUrl : undefined;
  const transport: PostgresTransport | undefined = connectionString
    ? postgresTransport({
        db: db.kysely,
        connectionString,
        deliver: (event) => hub.deliver(event),
        onResync: () => hub.closeAll(CloseCode.TryAgain, 'events may have been missed'),
        log: app.log,
        retryMs: options.listenRetryMs,
      })
    : undefined;
  const relay = transport ? undefined : options.relay;
  const stopRelay = relay?.listen((event) => hub.deliver(event));
  const publisher: Publisher =
    transport?.publisher ??
    (relay ? perTick((events) => relay.send(events)) : { publish: (event) => hub.deliver(event) });

  /** Sessions admitted by the handshake, for the upgrade handler that follows it. */
  const admitted = new WeakMap<FastifyRequest, { sessionId: number; companyId: number }>();

  const handshake = async (req: FastifyRequest) => {
    if (!originAllowed(req.headers.origin, req.host, config.publicOrigin)) {
      throw new AppError('FORBIDDEN', 'realtime.badOrigin');
    }
    const scope = await authenticate(db.kysely, req.cookies?.[TOKEN_COOKIE]);
    checkAccess('member', scope);
    if (scope.companyId === null) throw new AppError('FORBIDDEN', 'auth.noCompany');
    admitted.set(req, { sessionId: scope.sessionId, companyId: scope.companyId });
  };

  return {
    publisher,
    async register(app) {
      await app.register(websocket, {
        // Clients only send heartbeats.
        options: { maxPayload: 4096 },
        preClose: async function (this: FastifyInstance) {
          await hub.stop();
          await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
        },
        // A client that vanishes without a close frame is routine, not an error of the server.
        errorHandler: (err, socket, req) => {
          req.log.debug({ err }, 'websocket error');
          socket.terminate();
        },
      });
      if (transport) {
        await transport.start();
        app.addHook('onClose', () => transport.stop());
      }
      if (stopRelay) app.addHook('onClose', async () => stopRelay());
      app.get(
        '/ws',
        {
          websocket: true,
          preValidation: async (req, reply) => {
            try {
              await handshake(req);
            } catch (err) {
              return sendError(req, reply, langOf(req), err);
            }
          },
        },
        (socket, req) => {
          const session = admitted.get(req);
          if (!session) {
            // Not reachable: the handshake admitted this request or answered it.
            socket.close(CloseCode.SessionEnded, 'session ended');
            return;
          }
          hub.attach(socket, session);
        },
      );
    },
  };
}

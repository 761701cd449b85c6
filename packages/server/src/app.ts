import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import authModule from './modules/auth/auth.routes';
import brandModule from './modules/brand/brand.routes';
import companyModule from './modules/company/company.routes';
import departmentModule from './modules/department/department.routes';
import employModule from './modules/employ/employ.routes';
import { registerFileRoutes } from './modules/file/file.raw';
import fileModule from './modules/file/file.routes';
import maintainCtrlModule from './modules/maintain-ctrl/maintain-ctrl.routes';
import maintainItemModule from './modules/maintain-item/maintain-item.routes';
import operLogModule from './modules/oper-log/oper-log.routes';
import planeEntityModule from './modules/plane-entity/plane-entity.routes';
import planeModelModule from './modules/plane-model/plane-model.routes';
import planeTypeModule from './modules/plane-type/plane-type.routes';
import platformModule from './modules/platform/platform.routes';
import projectModule from './modules/project/project.routes';
import roleModule from './modules/role/role.routes';
import siteModule from './modules/site/site.routes';
import unitModule from './modules/unit/unit.routes';
import userModule from './modules/user/user.routes';
import type { Db } from './platform/db/database';
import { AppError } from './platform/http/errors';
import { logOptions } from './platform/http/logging';
import { type Deps, langOf, type ModuleDef, registerModule } from './platform/http/module';
import { sendError } from './platform/http/reply';
import type { Publisher } from './platform/realtime/publisher';
import { createRealtime, type RealtimeOptions } from './platform/realtime/realtime';

/** Every module's route table; the OpenAPI document and the security matrix are built from this list. */
export const modules: ModuleDef[] = [
  platformModule,
  authModule,
  userModule,
  companyModule,
  projectModule,
  departmentModule,
  roleModule,
  employModule,
  operLogModule,
  fileModule,
  planeTypeModule,
  brandModule,
  planeModelModule,
  siteModule,
  unitModule,
  planeEntityModule,
  maintainItemModule,
  maintainCtrlModule,
];

export interface AppOptions {
  db: Db;
  /** Also receives every DataRefresh (tests read memoryPublisher's events); the /ws hub always does. */
  publisher?: Publisher;
  /** Timings of the real-time channel (tests shorten them). */
  realtime?: RealtimeOptions;
  /** false: no log; otherwise the level (default LOG_LEVEL) and a stream (default stdout; tests read it). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(config: Config, options: AppOptions) {
  const app = Fastify({
    // Requests are logged without credentials (platform/http/logging.ts).
    logger:
      options.logger === false ? false : logOptions(options.logger?.level ?? config.logLevel, options.logger?.stream),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    return503OnClosing: true,
  });
  // /ws and its hub; on PostgreSQL (DATABASE_URL) events travel between instances through LISTEN/NOTIFY.
  const realtime = createRealtime(app, options.db, config, options.realtime);
  const extra = options.publisher;
  const publisher: Publisher = extra
    ? {
        publish(event) {
          extra.publish(event);
          realtime.publisher.publish(event);
        },
      }
    : realtime.publisher;
  const deps: Deps = { db: options.db, config, publisher };

  // Body validation is done by each endpoint with its zod schema (localized messages); Fastify's own
  // validator is not used, while the schemas still document the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  await app.register(cookie);
  // Before every other route: the websocket plugin must see them all to refuse upgrades on plain routes.
  await realtime.register(app);
  // HSTS and upgrade-insecure-requests only behind HTTPS: on a plain-HTTP LAN install they would make the
  // browser fetch the app's own scripts over HTTPS and fail.
  const https = config.publicOrigin?.startsWith('https://') === true;
  // helmet's middleware is built once here and applied to every answer (@fastify/helmet rebuilt it, and
  // re-parsed the CSP, on every request: 30–45 µs each, docs/performance.md).
  const securityHeaders = helmet({
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      directives: {
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hangar API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // POST bodies must be exactly JSON: this also blocks cross-site form posts.
    if (req.method === 'POST' && req.url.startsWith('/api/')) {
      const type = req.headers['content-type'];
      const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
      const media = type?.split(';')[0].trim().toLowerCase();
      if ((type !== undefined && media !== 'application/json') || (type === undefined && hasBody)) {
        return sendError(req, reply, langOf(req), new AppError('UNSUPPORTED_MEDIA', 'error.unsupportedMedia'));
      }
    }
  });

  // Set before any route is built: awaiting a plugin below builds the routes added so far, and a route keeps
  // the error handler in force when it was built.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = langOf(req);
    if (err.statusCode === 413) return sendError(req, reply, lang, new AppError('TOO_LARGE', 'error.tooLarge'));
    if (err.statusCode === 415)
      return sendError(req, reply, lang, new AppError('UNSUPPORTED_MEDIA', 'error.unsupportedMedia'));
    if (err.statusCode === 400) return sendError(req, reply, lang, new AppError('VALIDATION', 'validation.body'));
    return sendError(req, reply, lang, err);
  });

  for (const mod of modules) registerModule(app, deps, mod);
  // The bytes of files (PUT upload links, GET downloads), outside the JSON pipeline.
  await registerFileRoutes(app, deps);

  const webDir = config.webDir && fs.existsSync(path.join(config.webDir, 'index.html')) ? config.webDir : undefined;
  if (webDir) await app.register(fastifyStatic, { root: webDir, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    if (!req.url.startsWith('/api/') && req.method === 'GET' && webDir) {
      // Client-side routes of the single-page app.
      return reply.sendFile('index.html');
    }
    return sendError(
      req,
      reply,
      langOf(req),
      new AppError('NOT_FOUND', 'error.routeNotFound', { path: req.url.split('?')[0] }),
    );
  });

  return { app, deps };
}

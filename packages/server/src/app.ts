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
import adRegister from './modules/ad-register';
import aircraftReport from './modules/aircraft-report';
import ataChapter from './modules/ata-chapter';
import auth from './modules/auth';
import brand from './modules/brand';
import company from './modules/company';
import department from './modules/department';
import document from './modules/document';
import employ from './modules/employ';
import file from './modules/file';
import flightPlan from './modules/flight-plan';
import maintainAssembly from './modules/maintain-assembly';
import maintainCtrl from './modules/maintain-ctrl';
import maintainItem from './modules/maintain-item';
import maintainTask from './modules/maintain-task';
import material from './modules/material';
import materialType from './modules/material-type';
import mel from './modules/mel';
import operLog from './modules/oper-log';
import orderPaper from './modules/order-paper';
import orderParts from './modules/order-parts';
import planeBom from './modules/plane-bom';
import planeCert from './modules/plane-cert';
import planeEntity from './modules/plane-entity';
import planeFly from './modules/plane-fly';
import planeModel from './modules/plane-model';
import planeNotice from './modules/plane-notice';
import planeStatus from './modules/plane-status';
import planeType from './modules/plane-type';
import planning from './modules/planning';
import platform from './modules/platform';
import productionOrder from './modules/production-order';
import project from './modules/project';
import qualification from './modules/qualification';
import recordReport from './modules/record-report';
import requireMenu from './modules/require-menu';
import role from './modules/role';
import site from './modules/site';
import storeOrder from './modules/store-order';
import supplier from './modules/supplier';
import unit from './modules/unit';
import user from './modules/user';
import userTodo from './modules/user-todo';
import warehouse from './modules/warehouse';
import workCard from './modules/work-card';
import type { Db } from './platform/db/database';
import { AppError } from './platform/http/errors';
import { logOptions } from './platform/http/logging';
import { type Deps, langOf, type ModuleDef, registerModule } from './platform/http/module';
import { fromOtherOrigin, STATE_CHANGING } from './platform/http/origin';
import { sendError } from './platform/http/reply';
import { fixedHeaders } from './platform/http/security-headers';
import type { Publisher } from './platform/realtime/publisher';
import { createRealtime, type RealtimeOptions } from './platform/realtime/realtime';
import { buildRegistry, type ServerModule } from './platform/registry';

/**
 * Every module, in dependency order (a module after those it uses), with what it contributes (route tables, dependents, event subscribers, raw routes): one line per
 * module. The OpenAPI document and the security matrix are built from the route tables.
 */
export const serverModules: ServerModule[] = [
  platform,
  auth,
  user,
  company,
  project,
  department,
  role,
  employ,
  operLog,
  planeType,
  brand,
  planeModel,
  qualification,
  site,
  unit,
  planeEntity,
  maintainItem,
  maintainCtrl,
  planeCert,
  planeFly,
  file,
  materialType,
  warehouse,
  supplier,
  material,
  planeBom,
  maintainTask,
  requireMenu,
  storeOrder,
  document,
  workCard,
  planeNotice,
  userTodo,
  maintainAssembly,
  ataChapter,
  adRegister,
  recordReport,
  mel,
  productionOrder,
  planeStatus,
  aircraftReport,
  orderParts,
  orderPaper,
  planning,
  flightPlan,
];

/** Every route table. */
export const modules: ModuleDef[] = serverModules.flatMap((m) => m.routes);

export interface AppOptions {
  db: Db;
  /** Also receives every DataRefresh (tests read memoryPublisher's events); the /ws hub always does. */
  publisher?: Publisher;
  /** Timings of the real-time channel (tests shorten them). */
  realtime?: RealtimeOptions;
  /** The modules to serve (default: serverModules; tests add a probe module to see a registry at work). */
  modules?: ServerModule[];
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
  const served = options.modules ?? serverModules;
  const deps: Deps = { db: options.db, config, publisher, registry: buildRegistry(served) };

  // Body validation is done by each endpoint with its zod schema (localized messages); Fastify's own
  // validator is not used, while the schemas still document the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  // Answer schemas document the responses; answers are serialised as they are (a zod schema is no JSON schema
  // for Fastify's serialiser).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(cookie);
  // Before every other route: the websocket plugin must see them all to refuse upgrades on plain routes.
  await realtime.register(app);
  // HSTS and upgrade-insecure-requests only behind HTTPS: on a plain-HTTP LAN install they would make the
  // browser fetch the app's own scripts over HTTPS and fail.
  const https = config.publicOrigin?.startsWith('https://') === true;
  // helmet's middleware is built once here and its headers computed once (@fastify/helmet rebuilt it, and
  // re-parsed the CSP, on every request: 30–45 µs each; helmet itself rebuilds the CSP header on every call,
  // docs/performance.md): they do not depend on the request.
  const securityHeaders = fixedHeaders(
    helmet({
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        directives: {
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
    }),
  );
  app.addHook('onRequest', (_req, reply, done) => {
    securityHeaders(reply.raw);
    done();
  });
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
    // The router matches the decoded path (`/%61pi/lg/exit` is `/api/lg/exit`): the guards below look at the
    // route matched, never at the raw URL, and a spelling of `/api/` other than the literal one is refused.
    const route = req.routeOptions.url;
    const api = route?.startsWith('/api/') === true;
    if (api && !req.url.startsWith('/api/')) {
      return sendError(
        req,
        reply,
        langOf(req),
        new AppError('NOT_FOUND', 'error.routeNotFound', { path: req.url.split('?')[0] }),
      );
    }
    if (!STATE_CHANGING.has(req.method)) return;
    // A browser page of another origin may not change anything (CSRF): SameSite=Lax does not cover a page of
    // the same site on another port or subdomain.
    if (fromOtherOrigin(req, config.publicOrigin)) {
      return sendError(req, reply, langOf(req), new AppError('FORBIDDEN', 'error.crossOrigin'));
    }
    // Bodies of API calls must be exactly JSON: this also blocks cross-site form posts.
    if (api) {
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

  for (const mod of served.flatMap((m) => m.routes)) registerModule(app, deps, mod);
  // Routes outside the JSON pipeline (the bytes of files: PUT upload links, GET downloads).
  for (const m of served) await m.raw?.(app, deps);

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

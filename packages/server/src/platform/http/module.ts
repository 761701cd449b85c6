import type {} from '@fastify/cookie';
import type {} from '@fastify/swagger';
import { type Access, reach, type ViewAccess, viewsOfAccess } from '@hangar/domain/access';
import type { EndpointBody, Endpoint as EndpointContract, EndpointOutput } from '@hangar/domain/endpoint';
import { type Lang, pickLang, translate } from '@hangar/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { type AccessScope, loadScope, viewsOf } from '../access/scope';
import { type AuditEntry, changesNothing, writeOperLog } from '../audit/oper-log';
import { findSession, TOKEN_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Publisher } from '../realtime/publisher';
import type { DomainEvents, Registry } from '../registry';
import { checkStoredFiles, storedFileFields } from '../storage/read-rule';
import { AppError } from './errors';
import { sendError } from './reply';
import { parseOrThrow } from './validate';

// defineModule: one route table per module. Each action has its contract (the domain's: zod schemas and its
// guard, `access`) and declares its kind and what runs; the platform does the rest in one pipeline:
//   language → session → AccessScope → permission → validation → transaction → handler → operation log
//   → commit → DataRefresh → envelope.
// The same declarations feed the OpenAPI document and the security test matrix.

export interface Deps {
  db: Db;
  config: Config;
  publisher: Publisher;
  /** Every module's contributions (dependents, event subscribers), assembled in app.ts. */
  registry: Registry;
}

// Who may call (`Access`: public, session, member, a view, a function, ...) is declared with each endpoint's contract
// in the domain (@hangar/domain/access): the permission step below answers with the domain's `reach`, the same
// function the web's `useCan` asks, so what the web offers and what the server allows cannot drift apart.

/**
 * `read` runs without a transaction. `write` runs in one transaction and must write at least one
 * operation-log row. `auth` (sign-in, sign-out, captcha, company switch) changes only session state; it
 * runs without a surrounding transaction so that password hashing never holds the database, and groups its
 * own writes with `db.transaction()` where there are several.
 */
export type Kind = 'read' | 'write' | 'auth';

export interface Ctx<B> {
  /** The transaction for write and auth actions; the database for read actions. */
  db: Kysely<Database>;
  deps: Deps;
  scope: AccessScope;
  body: B;
  params: Record<string, string>;
  req: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
  /**
   * Writes an operation-log row in this call's transaction; job = the action's name. `auth` actions, which
   * open their own small transactions, pass the one holding the change (`trx`). An entry whose `changes` are
   * empty (an edit that changes nothing) writes no row and still satisfies the write's check.
   */
  audit(entry: AuditEntry, trx?: Kysely<Database>): Promise<void>;
  /**
   * Announces changed rows; published as DataRefresh after the commit to the current company's sockets, to
   * every company's for shared catalogue data (models and their content: `'everyone'`), or to the company
   * named (an invitation answered by a user outside it).
   */
  changed(table: string, ids: number[], audience?: Audience): void;
  /** Raises a domain event: every subscribing module acts on it in this call's transaction. */
  emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void>;
  /**
   * Runs once the call's transaction has committed (a rolled-back call runs nothing), before the answer: what
   * must follow a durable write outside the database (a sign-off's checkpoint, platform/records/heads.ts). The
   * write is done by then: a failure is logged, not answered.
   */
  afterCommit(fn: () => void | Promise<void>): void;
}

/** Whose screens hear of a change: the caller's current company, everyone, or one company by id. */
export type Audience = 'company' | 'everyone' | number;

export interface Action<S extends z.ZodType = z.ZodType, R = unknown> {
  method?: 'GET' | 'POST';
  /** Defaults to /api/<Module>/<Action>; `:id` segments arrive in ctx.params. */
  path?: string;
  /** Other paths that answer the same call (not listed in the API documentation). */
  aliases?: readonly string[];
  /** Body schema for POST, query-string schema for GET. */
  body?: S;
  access: Access;
  kind?: Kind;
  /** The handler answers itself (images, files) instead of the JSON envelope. */
  raw?: boolean;
  /** Largest request body in bytes (default: Fastify's 1 MiB); larger bodies get 413 TOO_LARGE. */
  bodyLimit?: number;
  summary?: string;
  /** The answer's `body` (OpenAPI). */
  output?: z.ZodType;
  /**
   * A representative request for the security matrix, built from ids of another company's records
   * (keys: company, project, department, role, employ, user, ... as the matrix fixture provides them).
   * The matrix sends it as that company's admin (must succeed) and as outsiders (must not leak or change).
   */
  sample?: (ids: SampleIds) => SampleRequest;
  run(ctx: Ctx<z.output<S>>): Promise<R>;
}

export type SampleIds = Readonly<Record<string, number>>;
export interface SampleRequest {
  body?: unknown;
  /** Values of `{name}` path segments. */
  params?: Record<string, string | number>;
}

export interface Endpoint {
  module: string;
  action: string;
  method: 'GET' | 'POST';
  path: string;
  kind: Kind;
  def: Action;
}

export interface ModuleDef {
  name: string;
  endpoints: Endpoint[];
}

/** What a module adds to an endpoint contract of the domain (which declares who may call): how it runs, what it does. */
export interface Handler<E extends EndpointContract> {
  kind?: Kind;
  /** See Action.bodyLimit (a bulk call such as a catalogue import). */
  bodyLimit?: number;
  /** See Action.sample. */
  sample?: (ids: SampleIds) => SampleRequest;
  run(ctx: Ctx<EndpointBody<E>>): Promise<EndpointOutput<E>>;
}

export type Handlers<C extends Record<string, EndpointContract>> = { [K in keyof C]: Handler<C[K]> };

/**
 * A module's route table: its endpoint contracts (`@hangar/domain/contracts/*`: path, input, answer) with a
 * handler for each. Every contract must have its handler (a missing one fails the type check).
 */
export function defineModule<C extends Record<string, EndpointContract>>(
  contracts: C,
  handlers: Handlers<C>,
): ModuleDef {
  const name = Object.values(contracts)[0]?.module;
  if (!name) throw new Error('defineModule: no endpoint contracts');
  const actions: Record<string, Action> = {};
  for (const [key, contract] of Object.entries(contracts)) {
    const handler = (handlers as Record<string, Handler<EndpointContract>>)[key];
    if (!handler) throw new Error(`${name}/${key}: no handler`);
    if (contract.module !== name) throw new Error(`${contract.module}/${key} declared in module ${name}`);
    actions[contract.action] = {
      method: contract.method,
      path: contract.path,
      aliases: contract.aliases,
      body: contract.input,
      output: contract.output,
      raw: contract.raw,
      summary: contract.summary,
      access: contract.access,
      kind: handler.kind,
      bodyLimit: handler.bodyLimit,
      sample: handler.sample,
      run: handler.run as Action['run'],
    };
  }
  return moduleOf(name, actions);
}

function moduleOf(name: string, actions: Record<string, Action>): ModuleDef {
  const endpoints = Object.entries(actions).map(([actionName, def]): Endpoint => {
    const method = def.method ?? 'POST';
    // Reads: view-guarded actions and the spec's Query* list calls, whatever their access (reference data
    // such as User/Query is open to every member and must not be taken for a mutation without a log row).
    const isQuery = /^Query/.test(actionName) || viewsOfAccess(def.access).length > 0;
    const kind = def.kind ?? (method === 'GET' || isQuery ? 'read' : 'write');
    return { module: name, action: actionName, method, path: def.path ?? `/api/${name}/${actionName}`, kind, def };
  });
  return { name, endpoints };
}

export function langOf(req: FastifyRequest): Lang {
  return pickLang(req.cookies?.lang, req.headers['accept-language']);
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return req.cookies?.[TOKEN_COOKIE] || undefined;
}

const anonymous: AccessScope = {
  sessionId: 0,
  userId: 0,
  companyId: null,
  projectId: null,
  employId: null,
  isAdmin: false,
  isPlatformAdmin: false,
  locked: false,
  grants: new Map(),
};

/** Resolves the caller's scope from the session token; 401 when there is none. */
export async function authenticate(db: Kysely<Database>, token: string | undefined): Promise<AccessScope> {
  if (!token || token.length > 200) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const session = await findSession(db, token);
  if (!session) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  return loadScope(session);
}

/**
 * Checks the caller against an action's access. Answers 'names' when the caller may read the action's reference
 * list only by names (a member without the view of an access that declares `names`), else 'full'.
 */
export function checkAccess(access: Access, scope: AccessScope): 'full' | 'names' {
  if (access === 'public' || access === 'session') return 'full';
  if (scope.companyId === null) throw new AppError('FORBIDDEN', 'auth.noCompany');
  if (scope.locked) throw new AppError('FORBIDDEN', 'auth.memberLocked');
  const answer = reach(access, { isAdmin: scope.isAdmin, views: viewsOf(scope) });
  if (answer === 'none') throw new AppError('FORBIDDEN', 'error.forbidden');
  return answer;
}

/** A names-only caller filters and sorts on the names' fields only (else a filter could read a hidden field). */
function checkNamesQuery(fields: readonly string[], body: unknown): void {
  if (body === null || typeof body !== 'object') return;
  const q = body as { filters?: { name: string }[]; fixedFilters?: { name: string }[]; sortField?: string | null };
  const used = [...(q.filters ?? []), ...(q.fixedFilters ?? [])].map((c) => c.name);
  if (q.sortField) used.push(q.sortField);
  const hidden = used.find((name) => !fields.includes(name));
  if (hidden !== undefined) throw new AppError('FORBIDDEN', 'error.fieldNeedsView', { field: hidden });
}

/** The names-only answer of a reference list: each item's declared fields (the caller's own row whole). */
function namesOf(names: NonNullable<ViewAccess['names']>, scope: AccessScope, result: unknown): unknown {
  if (result === null || typeof result !== 'object' || !Array.isArray((result as { items?: unknown }).items)) {
    throw new Error('a names-only access needs a list answer ({ items, totalItems })');
  }
  const list = result as { items: Record<string, unknown>[] };
  const items = list.items.map((item) => {
    if (names.self !== undefined && item[names.self] === scope.userId) return item;
    const out: Record<string, unknown> = {};
    for (const field of names.fields) if (Object.hasOwn(item, field)) out[field] = item[field];
    return out;
  });
  return { ...list, items };
}

export function registerModule(app: FastifyInstance, deps: Deps, mod: ModuleDef): void {
  for (const ep of mod.endpoints) {
    const { def } = ep;
    const fileFields = storedFileFields(def.body);
    for (const [index, path] of [ep.path, ...(def.aliases ?? [])].entries())
      app.route({
        method: ep.method,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
        schema: {
          ...(index > 0 ? { hide: true } : {}),
          tags: [mod.name],
          summary: def.summary ?? `${mod.name} ${ep.action}`,
          ...(def.body ? (ep.method === 'GET' ? { querystring: def.body } : { body: def.body }) : {}),
          ...(def.output ? { response: { 200: envelopeOf(def.output) } } : {}),
        },
        handler: async (req, reply) => {
          const lang = langOf(req);
          try {
            const scope = def.access === 'public' ? anonymous : await authenticate(deps.db.kysely, tokenOf(req));
            const extent = checkAccess(def.access, scope);
            const input = ep.method === 'GET' ? req.query : req.body;
            const body = def.body ? parseOrThrow(def.body, input) : undefined;
            const names =
              extent === 'names' && typeof def.access === 'object' && 'names' in def.access
                ? def.access.names
                : undefined;
            if (names) checkNamesQuery(names.fields, body);
            // Stored file entries: only this server's files the caller may read (the download rule).
            checkStoredFiles(scope, fileFields, body);
            const answer = await execute(deps, ep, { scope, body, req, reply, lang });
            const result = names ? namesOf(names, scope, answer) : answer;
            if (def.raw) return reply;
            return reply.send({ ret: 0, msg: '', body: result ?? null });
          } catch (err) {
            return sendError(req, reply, lang, err);
          }
        },
      });
  }
}

async function execute(
  deps: Deps,
  ep: Endpoint,
  base: Pick<Ctx<unknown>, 'scope' | 'body' | 'req' | 'reply' | 'lang'>,
): Promise<unknown> {
  const changes: { table: string; ids: number[]; audience: Audience }[] = [];
  const committed: (() => void | Promise<void>)[] = [];
  let audits = 0;
  const makeCtx = (db: Kysely<Database>): Ctx<unknown> => {
    const ctx: Ctx<unknown> = {
      ...base,
      db,
      deps,
      params: (base.req.params ?? {}) as Record<string, string>,
      audit: async (entry, trx) => {
        audits++;
        if (changesNothing(entry)) return;
        await writeOperLog(trx ?? db, {
          ...entry,
          companyId: entry.companyId === undefined ? base.scope.companyId : entry.companyId,
          userId: base.scope.userId || null,
          job: ep.action,
          timeZone: deps.config.timeZone,
        });
      },
      changed: (table, ids, audience = 'company') => {
        changes.push({ table, ids, audience });
      },
      emit: (name, event) => deps.registry.emit(ctx, name, event),
      afterCommit: (fn) => {
        committed.push(fn);
      },
    };
    return ctx;
  };
  const afterCommit = async () => {
    for (const fn of committed) {
      try {
        await fn();
      } catch (err) {
        base.req.log.error({ err }, `${ep.module}/${ep.action}: after-commit step failed`);
      }
    }
  };
  if (ep.kind === 'read' || ep.kind === 'auth') {
    const out = await ep.def.run(makeCtx(deps.db.kysely));
    await afterCommit();
    return out;
  }
  const result = await deps.db.kysely.transaction().execute(async (trx) => {
    const out = await ep.def.run(makeCtx(trx));
    // A mutation without its log row is a programming error: roll it back rather than lose the trail.
    if (ep.kind === 'write' && audits === 0) {
      throw new Error(`${ep.module}/${ep.action} changed data without writing the operation log`);
    }
    return out;
  });
  await afterCommit();
  for (const c of changes) {
    const companyId = c.audience === 'everyone' ? null : c.audience === 'company' ? base.scope.companyId : c.audience;
    deps.publisher.publish({ companyId, table: c.table, ids: c.ids });
  }
  return result;
}

/** The success envelope of an answer (OpenAPI). */
function envelopeOf(body: z.ZodType): z.ZodType {
  return z.object({ ret: z.literal(0), msg: z.string(), body });
}

export function message(lang: Lang, err: AppError): string {
  return translate(lang, err.key, err.params);
}

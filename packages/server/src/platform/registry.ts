import type { OpenWork } from '@hangar/domain/contracts/orders';
import type { StatusReason } from '@hangar/domain/contracts/status';
import type { MessageKey } from '@hangar/domain/messages';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { MatrixContribution } from '../test/matrix-world';
import type { Database } from './db/schema';
import { rule } from './http/errors';
import type { Ctx, Deps, ModuleDef } from './http/module';

// What a module contributes to the application besides its routes, assembled once in app.ts
// (docs/architecture.md "Adding a module"). Upstream modules never import downstream ones: a module that keeps
// another's records from being deleted says so in its own registration (`dependents`), and a module that must
// follow a change elsewhere subscribes to the domain event (`on`).

/**
 * A record of this module that depends on another's: rows of `table` whose `column` holds the id of a row of
 * `of`. Deleting that row is refused while any exists, with `message` (given `{count}`), checked inside the
 * deletion's transaction (`refuseIfUsed`).
 */
export interface Dependent {
  of: string;
  table: string;
  column: string;
  message: MessageKey;
}

/** Domain events: what happened, in the transaction that did it; subscribers act in the same transaction. */
export interface DomainEvents {
  /**
   * An aircraft's counters (total hours and landings, engine hours) or what its forecasts count with (its
   * utilisation, its manual figures and window) changed. Raised by the aircraft module (PlaneEntity/Update, and
   * `setLogCounters` for the flight log) after it refreshed its utilisation; maintenance control rewrites the
   * stored due of the aircraft's items, the components module the life of its installed parts.
   */
  planeCountersChanged: { companyId: number; planeId: number };
  /**
   * A maintenance record was signed off (MaintainTask/Close), with the control item it names if any. The control
   * item's execution follows the record's work when it is saved, not its sign-off; a signed fault closes its open
   * deferral (mel) and the aircraft's status follows (plane-status). The AD register reads signed records when read.
   */
  recordSigned: { companyId: number; planeId: number; taskId: number; maintainCtrl: number | null };
  /**
   * Something an aircraft's airworthiness status reads changed (a fault raised, deferred or closed, a certificate,
   * an AD's evaluation or deadline, a control item, a component): the status module recomputes and stores the
   * aircraft's status in the same transaction (issue 32). Counters and sign-offs need not raise it: the status
   * module follows `planeCountersChanged` and `recordSigned` too.
   */
  planeStatusInputsChanged: { companyId: number; planeId: number };
  /**
   * A production order was released (issue 33): the parts module reserves its cards' material lines. Cards added to
   * a released order later raise `orderCardsAdded`, a card removed `orderCardRemoved` (its reservations released, or
   * the removal refused when parts were issued), a cancelled order `orderCancelled` (every reservation released).
   */
  orderReleased: { companyId: number; planeId: number; orderId: number };
  orderCardsAdded: { companyId: number; planeId: number; orderId: number; cardIds: readonly number[] };
  orderCardRemoved: { companyId: number; planeId: number; orderId: number; cardId: number };
  orderCancelled: { companyId: number; planeId: number; orderId: number };
  /**
   * A phone became an account's (a registration, a changed phone): whatever was sent to that phone before an
   * account held it (invitations) now belongs to the user.
   */
  phoneClaimed: { userId: number; phone: string };
}

/** What a subscriber gets of the call that raised the event: its transaction, deps and change announcements. */
export type EventCtx = Pick<Ctx<unknown>, 'db' | 'deps' | 'changed'>;

export type Subscriber<K extends keyof DomainEvents> = (ctx: EventCtx, event: DomainEvents[K]) => Promise<void>;

export type Subscribers = { [K in keyof DomainEvents]?: Subscriber<K> };

/**
 * The module's reasons for aircraft statuses (issue 32): for the company's aircraft `planeIds` (null: all of them)
 * on `today` (`YYYY-MM-DD` in TIME_ZONE), every reason this module keeps. Read inside the caller's transaction.
 */
export type StatusSource = (
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
) => Promise<StatusReason[]>;

/**
 * The module's open work on a production order (issue 33): what refuses its final inspection and its close besides
 * the order's own steps (a reservation neither issued nor released). Read inside the caller's transaction.
 */
export type OpenWorkSource = (db: Kysely<Database>, companyId: number, orderId: number) => Promise<OpenWork[]>;

export interface ServerModule {
  name: string;
  /** Route tables (`defineModule`). */
  routes: ModuleDef[];
  dependents?: Dependent[];
  on?: Subscribers;
  /** The module's records in the security matrix's world (test/matrix-world.ts), loaded by the tests only. */
  fixture?: () => Promise<{ default: MatrixContribution }>;
  /** What this module contributes to aircraft statuses (`Registry.statusReasons`). */
  statusReasons?: StatusSource;
  /** What this module keeps open on a production order (`Registry.orderOpenWork`). */
  orderOpenWork?: OpenWorkSource;
  /** Routes outside the JSON pipeline (file bytes). */
  raw?: (app: FastifyInstance, deps: Deps) => Promise<void>;
}

export interface Registry {
  modules: readonly ServerModule[];
  /** What keeps a row of `table` from being deleted. */
  dependentsOf(table: string): Dependent[];
  /** Runs every subscriber of the event in the caller's transaction, in the order of the modules. */
  emit<K extends keyof DomainEvents>(ctx: EventCtx, name: K, event: DomainEvents[K]): Promise<void>;
  /** Every module's status reasons for the aircraft (`StatusSource`), in the order of the modules. */
  statusReasons: StatusSource;
  /** Every module's open work on a production order (`OpenWorkSource`), in the order of the modules. */
  orderOpenWork: OpenWorkSource;
}

export function buildRegistry(modules: readonly ServerModule[]): Registry {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`module ${m.name} registered twice`);
    names.add(m.name);
  }
  const dependents = modules.flatMap((m) => m.dependents ?? []);
  return {
    modules,
    dependentsOf: (table) => dependents.filter((d) => d.of === table),
    async emit(ctx, name, event) {
      for (const m of modules) {
        const subscriber = m.on?.[name] as Subscriber<typeof name> | undefined;
        if (subscriber) await subscriber(ctx, event);
      }
    },
    async statusReasons(db, companyId, planeIds, today) {
      const reasons: StatusReason[] = [];
      for (const m of modules)
        if (m.statusReasons) reasons.push(...(await m.statusReasons(db, companyId, planeIds, today)));
      return reasons;
    },
    async orderOpenWork(db, companyId, orderId) {
      const open: OpenWork[] = [];
      for (const m of modules) if (m.orderOpenWork) open.push(...(await m.orderOpenWork(db, companyId, orderId)));
      return open;
    },
  };
}

/** Refuses (601, the dependent's message) while a row of another module still references `id` of `table`. */
export async function refuseIfUsed(ctx: Pick<EventCtx, 'db' | 'deps'>, table: string, id: number): Promise<void> {
  for (const d of ctx.deps.registry.dependentsOf(table)) {
    // tenant: counts rows that reference one record the caller was allowed to delete, whatever their owner.
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(d.table)} where ${sql.ref(
      `${d.table}.${d.column}`,
    )} = ${id}`.execute(ctx.db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) throw rule(d.message, { count: n });
  }
}

import {
  AirStatus,
  type FleetStatus,
  type PlaneStatus,
  type PlaneStatusRow,
  STATUS_HISTORY_PAGE,
  STATUS_REASON_KINDS,
  type StatusCause,
  type StatusReason,
  statusOf,
} from '@hangar/domain/contracts/status';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import type { Ctx, Deps } from '../../platform/http/module';
import type { EventCtx } from '../../platform/registry';
import { airStatusesOf, setAirStatus } from '../plane-entity';
import {
  allCompanyIds,
  claimDay,
  historyOf,
  insertHistory,
  insertReasons,
  inTransaction,
  storedReasonsOf,
  updateReasons,
} from './plane-status.repo';

// The aircraft's airworthiness status (issue 32, docs/architecture.md "Aircraft status"): the reasons every module
// contributes (`deps.registry.statusReasons`, platform/registry.ts), the status they give (`statusOf`), stored on
// the aircraft (plane-entity's `setAirStatus`: the list filters and sorts on it), the current reasons and a history
// row per change of the status or of the set of reasons in this module's tables. Recomputed in the transaction of
// whatever changes a reason (the events below) and once a day for every company (`dailyTick`).

type Body<K extends keyof typeof PlaneStatus.api> = EndpointBody<(typeof PlaneStatus.api)[K]>;

/** What a recompute needs: the transaction, the registry and the time zone; `changed` announces the aircraft. */
export interface StatusCtx {
  db: Kysely<Database>;
  deps: Pick<Deps, 'registry' | 'config'>;
  changed?: EventCtx['changed'];
}

const KIND_ORDER = new Map<string, number>(STATUS_REASON_KINDS.map((k, i) => [k, i]));

/** Reasons in the order they are shown: grounding first, then by kind, due day, title. */
function ordered(reasons: StatusReason[]): StatusReason[] {
  return [...reasons].sort(
    (a, b) =>
      Number(b.grounding) - Number(a.grounding) ||
      (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0) ||
      (a.due ?? '9999').localeCompare(b.due ?? '9999') ||
      a.title.localeCompare(b.title) ||
      (a.ref ?? 0) - (b.ref ?? 0),
  );
}

/**
 * The set of reasons as compared for the history: which reasons (kind, row, grounding), not their wording or day
 * (an overdue item renamed, or a deferral's due day moved, is the same reason).
 */
function keyOf(reasons: readonly StatusReason[]): string {
  return reasons
    .map((r) => `${r.kind}:${r.ref ?? r.title}:${r.grounding ? 1 : 0}`)
    .sort()
    .join('|');
}

/**
 * Recomputes the status of the company's aircraft `planeIds` (null: all of them) for `today` (`YYYY-MM-DD`) in the
 * caller's transaction, and writes only what changed: the aircraft's status (and since when), its current reasons,
 * a history row when the status or the set of reasons changed. Answers the aircraft whose status changed.
 */
export async function recomputeStatus(
  ctx: StatusCtx,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
  cause: StatusCause = 'change',
): Promise<number[]> {
  const planes = await airStatusesOf(ctx.db, companyId, planeIds);
  if (planes.length === 0) return [];
  const ids = planeIds === null ? null : planes.map((p) => p.id);
  const byPlane = new Map<number, StatusReason[]>();
  for (const r of await ctx.deps.registry.statusReasons(ctx.db, companyId, ids, today)) {
    const list = byPlane.get(r.planeId);
    if (list) list.push(r);
    else byPlane.set(r.planeId, [r]);
  }
  const stored = await storedReasonsOf(ctx.db, companyId, ids);
  const at = formatDateTime(new Date(), ctx.deps.config.timeZone);
  const history: Parameters<typeof insertHistory>[2] = [];
  const changed: number[] = [];
  const touched: number[] = [];
  for (const plane of planes) {
    const reasons = ordered(byPlane.get(plane.id) ?? []);
    const status = statusOf(reasons);
    const key = keyOf(reasons);
    const json = JSON.stringify(reasons);
    const was = stored.get(plane.id);
    const statusChanged = status !== Number(plane.air_status);
    if (statusChanged) {
      await setAirStatus(ctx.db, companyId, plane.id, status, at);
      changed.push(plane.id);
    }
    if (!was) {
      if (reasons.length > 0) await insertReasons(ctx.db, companyId, plane.id, { reasons: json, key, at });
    } else if (was.reasons !== json) {
      await updateReasons(ctx.db, companyId, was.id, { reasons: json, key, at });
    }
    if (statusChanged || (was ? was.reasons !== json : reasons.length > 0)) touched.push(plane.id);
    if (statusChanged || key !== (was?.key ?? '')) {
      history.push({ planeId: plane.id, at, status, reasons: json, cause });
    }
  }
  await insertHistory(ctx.db, companyId, history);
  // The aircraft list follows a status; the status screens (their queries keyed plane_status) any change.
  if (changed.length > 0) ctx.changed?.('plane_entity', changed, companyId);
  if (touched.length > 0) ctx.changed?.('plane_status', touched, companyId);
  return changed;
}

/** The subscriber of an event that may change an aircraft's status: recompute it in the event's transaction. */
export function recomputeOn(cause: StatusCause) {
  return (ctx: EventCtx, event: { companyId: number; planeId: number }) =>
    recomputeStatus(ctx, event.companyId, [event.planeId], todayIn(ctx.deps.config.timeZone), cause).then(() => {});
}

// --- The daily recompute ------------------------------------------------------------------------------------------

/** Recomputes every aircraft of every company (the daily tick, the demo data); answers whose status changed. */
export async function recomputeEveryCompany(
  ctx: StatusCtx,
  today: string,
  cause: StatusCause,
): Promise<{ companyId: number; ids: number[] }[]> {
  const changed: { companyId: number; ids: number[] }[] = [];
  for (const companyId of await allCompanyIds(ctx.db)) {
    const ids = await recomputeStatus(ctx, companyId, null, today, cause);
    if (ids.length > 0) changed.push({ companyId, ids });
  }
  return changed;
}

export interface TickResult {
  /** The day in TIME_ZONE the tick was for. */
  day: string;
  /** false: another call (this process or another instance) had already claimed the day; nothing was done. */
  claimed: boolean;
  /** Aircraft whose status changed. */
  changed: number;
}

/**
 * The recompute at the start of a day in TIME_ZONE (`now`'s day): once per day whatever the number of processes
 * or instances (`claimDay`), every company's aircraft, in one transaction with the claim. Announces the aircraft
 * whose status changed once committed.
 */
export async function dailyTick(deps: Pick<Deps, 'db' | 'registry' | 'config' | 'publisher'>, now = new Date()) {
  const day = todayIn(deps.config.timeZone, now);
  const announced: { companyId: number; ids: number[] }[] = [];
  const result = await inTransaction(deps.db.kysely, async (trx): Promise<TickResult> => {
    if (!(await claimDay(trx, day))) return { day, claimed: false, changed: 0 };
    announced.push(...(await recomputeEveryCompany({ db: trx, deps }, day, 'daily')));
    return { day, claimed: true, changed: announced.reduce((n, c) => n + c.ids.length, 0) };
  });
  for (const { companyId, ids } of announced) {
    deps.publisher.publish({ companyId, table: 'plane_entity', ids });
    deps.publisher.publish({ companyId, table: 'plane_status', ids });
  }
  return result;
}

// --- Endpoints ------------------------------------------------------------------------------------------------------

async function planeOr404(ctx: Ctx<unknown>, planeId: number) {
  const [plane] = await airStatusesOf(ctx.db, ctx.scope, [planeId]);
  if (!plane) throw notFound();
  return plane;
}

const statusValue = (v: number) => (v === 2 || v === 3 ? v : AirStatus.Serviceable) as 1 | 2 | 3;

/**
 * The stored status and reasons of the company's aircraft `planeIds` (the public face's: flight plans flag a plan on
 * an unserviceable aircraft), by aircraft.
 */
export async function statusesOf(
  db: Kysely<Database>,
  owner: Parameters<typeof airStatusesOf>[1],
  planeIds: readonly number[],
): Promise<Map<number, { status: 1 | 2 | 3; reasons: StatusReason[] }>> {
  if (planeIds.length === 0) return new Map();
  const stored = await storedReasonsOf(db, owner, planeIds);
  return new Map(
    (await airStatusesOf(db, owner, planeIds)).map((p) => [
      p.id,
      {
        status: statusValue(Number(p.air_status)),
        reasons: parseJson<StatusReason[]>(stored.get(p.id)?.reasons, []),
      },
    ]),
  );
}

export async function getStatus(ctx: Ctx<Body<'Get'>>): Promise<PlaneStatusRow> {
  const plane = await planeOr404(ctx, ctx.body.plane);
  const stored = (await storedReasonsOf(ctx.db, ctx.scope, [plane.id])).get(plane.id);
  return {
    planeId: plane.id,
    planeName: plane.name,
    status: statusValue(Number(plane.air_status)),
    since: plane.air_status_since ? String(plane.air_status_since) : null,
    reasons: parseJson<StatusReason[]>(stored?.reasons, []),
  };
}

export async function statusHistory(ctx: Ctx<Body<'History'>>) {
  const plane = await planeOr404(ctx, ctx.body.plane);
  const page = await historyOf(ctx.db, ctx.scope, plane.id, ctx.body.page, STATUS_HISTORY_PAGE);
  return { ...page, items: page.items.map((r) => ({ ...r, status: statusValue(r.status) })) };
}

export async function fleetStatus(ctx: Ctx<Body<'Fleet'>>): Promise<FleetStatus> {
  const planes = (await airStatusesOf(ctx.db, ctx.scope, null)).map((p) => ({
    id: p.id,
    name: p.name,
    status: statusValue(Number(p.air_status)),
  }));
  const count = (s: number) => planes.filter((p) => p.status === s).length;
  return {
    serviceable: count(AirStatus.Serviceable),
    deferred: count(AirStatus.Deferred),
    unserviceable: count(AirStatus.Unserviceable),
    planes,
  };
}

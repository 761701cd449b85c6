import { ObjType } from '@hangar/domain/codes';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { companyOf } from '../../platform/access/scope';
import { auditOf } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  deletePlaneEntity,
  findByTail,
  findPlaneEntity,
  insertPlaneEntity,
  modelExists,
  planeCounters,
  setPlaneCounters,
  updatePlaneEntity,
} from './plane-entity.repo';
import { refreshUtilisation } from './plane-entity.utilisation';

// Aircraft belong to one operator (company); the tail number (`name`, nationality registration) is unique
// within it. The model may be any model of the shared catalogue. Its total flight hours and landings are typed by
// hand until its first flight record; from then on the flight log sets them (and its engine hours). Its
// utilisation (what due forecasts count with) is its log's average, else its manual figures
// (plane-entity.utilisation.ts).

type Body<K extends keyof typeof PlaneEntity.api> = EndpointBody<(typeof PlaneEntity.api)[K]>;

export async function addPlaneEntity(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  if (!(await modelExists(db, body.model))) throw invalid('register.badModel', 'model');
  if (await findByTail(db, scope, body.name)) throw new AppError('CONFLICT', 'register.tailTaken', { name: body.name });
  const inserted = await insertPlaneEntity(db, scope, {
    ...body,
    createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone),
  });
  // Manual figures typed with the aircraft are its utilisation from today.
  const row = (await refreshUtilisation(db, scope, inserted.id, todayIn(ctx.deps.config.timeZone), true))
    ? ((await findPlaneEntity(db, scope, inserted.id)) ?? inserted)
    : inserted;
  await recordAdded(ctx, PlaneEntity, ObjType.Plane, row);
  return row;
}

export async function changePlaneEntity(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneEntity(db, scope, body.id);
  if (!before) throw notFound();
  if (body.model !== undefined && body.model !== before.model) {
    if (!(await modelExists(db, body.model))) throw invalid('register.badModel', 'model');
    // Its control items were copied from the old model's items: the aircraft keeps its model while they exist.
    await refuseIfUsed(ctx, 'plane_entity.model_id', before.id);
  }
  if (body.name !== undefined && body.name !== before.name && (await findByTail(db, scope, body.name, before.id))) {
    throw new AppError('CONFLICT', 'register.tailTaken', { name: body.name });
  }
  // Once the aircraft has a flight record, its flight log computes its total hours and landings (modules/plane-fly).
  const hoursChanged = body.allFlyHours !== undefined && body.allFlyHours !== before.allFlyHours;
  const landingsChanged = body.allLandings !== undefined && body.allLandings !== before.allLandings;
  if (hoursChanged || landingsChanged) {
    const counters = await planeCounters(db, scope, before.id);
    if (counters?.opening_hours !== null && counters?.opening_hours !== undefined) {
      throw hoursChanged
        ? invalid('flight.hoursFromLog', 'allFlyHours')
        : invalid('flight.landingsFromLog', 'allLandings');
    }
  }
  const { id: _id, ...changes } = body;
  const updated = await updatePlaneEntity(db, scope, before, changes);
  const differs = (k: 'manualDailyHours' | 'manualDailyLandings' | 'forecastWindow') =>
    body[k] !== undefined && (body[k] ?? null) !== (before[k] ?? null);
  const figuresChanged = differs('manualDailyHours') || differs('manualDailyLandings');
  // The utilisation follows the manual figures (no log) or the window (a log); typed counters are read today.
  const utilisationChanged = await refreshUtilisation(
    db,
    scope,
    before.id,
    todayIn(ctx.deps.config.timeZone),
    hoursChanged || landingsChanged || figuresChanged,
  );
  const after = utilisationChanged ? ((await findPlaneEntity(db, scope, before.id)) ?? updated) : updated;
  // What follows the aircraft's counters (the stored due of its maintenance control) follows in this transaction.
  if (hoursChanged || landingsChanged || utilisationChanged || figuresChanged || differs('forecastWindow')) {
    await ctx.emit('planeCountersChanged', { companyId: companyOf(scope), planeId: before.id });
  }
  await recordChanged(ctx, PlaneEntity, ObjType.Plane, before, after);
  return after;
}

/**
 * The aircraft's first flight record (modules/plane-fly): its totals so far become its opening balance, the log's
 * starting point. In the caller's transaction.
 */
export async function openFlightLog(ctx: Ctx<unknown>, planeId: number, opening: { hours: number; landings: number }) {
  await setPlaneCounters(ctx.db, ctx.scope, planeId, {
    opening_hours: opening.hours,
    opening_landings: opening.landings,
  });
}

/**
 * The aircraft's counters as its flight log computes them (modules/plane-fly): the latest record's totals and
 * engine hours; `null` when the last record went: back to its opening balance, typed by hand again. Then, in the
 * caller's transaction, what follows them: its utilisation (the log's average) and, through
 * `planeCountersChanged`, whatever other modules keep of its counters (the due of its control items, the life
 * of its components).
 */
export async function setLogCounters(
  ctx: Ctx<unknown>,
  planeId: number,
  totals: { allFlyHours: number; allLandings: number; engineHours: number | null } | null,
): Promise<void> {
  const { db, scope } = ctx;
  if (totals) {
    await setPlaneCounters(db, scope, planeId, {
      all_fly_hours: totals.allFlyHours,
      all_landings: totals.allLandings,
      engine_hours: totals.engineHours,
    });
  } else {
    const plane = await planeCounters(db, scope, planeId);
    if (!plane) throw notFound();
    await setPlaneCounters(db, scope, planeId, {
      all_fly_hours: plane.opening_hours ?? plane.all_fly_hours,
      all_landings: plane.opening_landings ?? plane.all_landings,
      engine_hours: null,
      opening_hours: null,
      opening_landings: null,
    });
  }
  await refreshUtilisation(db, scope, planeId, todayIn(ctx.deps.config.timeZone));
  await ctx.emit('planeCountersChanged', { companyId: companyOf(scope), planeId });
  ctx.changed('plane_entity', [planeId]);
}

export async function removePlaneEntity(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneEntity(db, scope, body.id);
  if (!before) throw notFound();
  await refuseIfUsed(ctx, 'plane_entity', before.id);
  await deletePlaneEntity(db, scope, before.id);
  // The log keeps the deleted aircraft's fields (without its id, which the entry names).
  await recordDeleted(ctx, PlaneEntity, ObjType.Plane, before, auditOf(PlaneEntity, before));
  return { id: before.id };
}

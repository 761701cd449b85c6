import { ObjType } from '@hangar/domain/codes';
import type { FileEntry, IdInput } from '@hangar/domain/contracts/platform';
import {
  type PlaneEntityInput,
  type PlaneEntityUpdateInput,
  planeEntityDateFields,
  planeEntityNumberFields,
  planeEntityTextFields,
} from '@hangar/domain/contracts/registers';
import { formatDateTime } from '@hangar/domain/dates';
import type { z } from 'zod';
import { diff } from '../../platform/audit/oper-log';
import { jsonOrNull, parseJson } from '../../platform/db/json';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { isDateValue } from '../../platform/query/compile';
import { refuseIfUsed } from '../../platform/registry';
import { apiOf, valuesOf } from '../brand/register-kit';
import {
  deletePlaneEntity,
  findByTail,
  findPlaneEntity,
  insertPlaneEntity,
  modelExists,
  type PlaneEntityRow,
  updatePlaneEntity,
} from './plane-entity.repo';

// Aircraft belong to one operator (company); the tail number (`name`, nationality registration) is unique
// within it. The model may be any model of the shared catalogue.

/** API fields stored as their snake_case columns. */
const dataFields = [...planeEntityTextFields, ...planeEntityNumberFields, ...planeEntityDateFields] as const;

type FileList = z.output<typeof FileEntry>[];

/** API shape of an aircraft (materials document §3 "Aircraft"); modelName when the row carries it. */
export function toPlaneEntity(row: PlaneEntityRow & { model_name?: string | null }) {
  return {
    id: row.id,
    name: row.name,
    model: row.model_id,
    ...apiOf(row, dataFields),
    allFlyHours: row.all_fly_hours,
    pictures: parseJson<FileList>(row.pictures, []),
    createdAt: row.created_at,
    ...('model_name' in row ? { modelName: row.model_name ?? null } : {}),
  };
}

type Body = Partial<z.output<typeof PlaneEntityInput>>;

/** Calendar dates PostgreSQL would refuse (2024-02-30) are refused here, naming the field. */
function checkDates(body: Body) {
  for (const f of planeEntityDateFields) {
    const v = body[f];
    if (typeof v === 'string' && !isDateValue(v)) throw invalid('validation.dateFormat', f);
  }
}

/** Column values of the fields present in the body. */
function columnValues(body: Body) {
  return {
    ...valuesOf(body, dataFields),
    ...(body.model !== undefined ? { model_id: body.model } : {}),
    ...(body.allFlyHours !== undefined ? { all_fly_hours: body.allFlyHours } : {}),
    ...(body.pictures !== undefined ? { pictures: jsonOrNull(body.pictures) } : {}),
  } as Partial<PlaneEntityRow>;
}

/** The logged fields of an aircraft (its API shape without id and creation time). */
function logged(row: PlaneEntityRow) {
  const { id: _id, createdAt: _at, ...rest } = toPlaneEntity(row);
  return rest;
}

export async function addPlaneEntity(ctx: Ctx<z.output<typeof PlaneEntityInput>>) {
  const { db, scope, body } = ctx;
  checkDates(body);
  const modelId = body.model;
  if (!(await modelExists(db, modelId))) throw invalid('register.badModel', 'model');
  if (await findByTail(db, scope, body.name)) throw new AppError('CONFLICT', 'register.tailTaken', { name: body.name });
  const row = await insertPlaneEntity(db, scope, {
    ...columnValues(body),
    name: body.name,
    model_id: modelId,
    created_at: formatDateTime(new Date(), ctx.deps.config.timeZone),
  });
  await ctx.audit({ targetType: ObjType.Plane, targetId: row.id, name: row.name, changes: diff({}, logged(row)) });
  ctx.changed('plane_entity', [row.id]);
  return toPlaneEntity(row);
}

export async function changePlaneEntity(ctx: Ctx<z.output<typeof PlaneEntityUpdateInput>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneEntity(db, scope, body.id);
  if (!before) throw notFound();
  checkDates(body);
  if (body.model !== undefined && body.model !== before.model_id) {
    if (!(await modelExists(db, body.model))) throw invalid('register.badModel', 'model');
    // Its control items were copied from the old model's items: the aircraft keeps its model while they exist.
    await refuseIfUsed(ctx, 'plane_entity.model_id', before.id);
  }
  if (body.name !== undefined && body.name !== before.name && (await findByTail(db, scope, body.name, before.id))) {
    throw new AppError('CONFLICT', 'register.tailTaken', { name: body.name });
  }
  const values = { ...columnValues(body), ...(body.name !== undefined ? { name: body.name } : {}) };
  if (Object.keys(values).length > 0) await updatePlaneEntity(db, scope, before.id, values);
  const after: PlaneEntityRow = { ...before, ...values };
  // What follows the aircraft's counters (the stored due of its maintenance control) follows in this transaction.
  if (after.all_fly_hours !== before.all_fly_hours) {
    await ctx.emit('planeCountersChanged', { companyId: before.company_id, planeId: before.id });
  }
  await ctx.audit({
    targetType: ObjType.Plane,
    targetId: before.id,
    name: after.name,
    changes: diff(logged(before), logged(after)),
  });
  ctx.changed('plane_entity', [before.id]);
  return toPlaneEntity(after);
}

export async function removePlaneEntity(ctx: Ctx<z.output<typeof IdInput>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneEntity(db, scope, body.id);
  if (!before) throw notFound();
  await refuseIfUsed(ctx, 'plane_entity', before.id);
  await deletePlaneEntity(db, scope, before.id);
  await ctx.audit({ targetType: ObjType.Plane, targetId: before.id, name: before.name, before: logged(before) });
  ctx.changed('plane_entity', [before.id]);
  return { id: before.id };
}

import { MANUFACTURER_COMPANY_ID, ObjType } from '@hangar/domain/codes';
import type { IdInput } from '@hangar/domain/contracts/platform';
import type { PlaneModelInput, PlaneModelUpdateInput } from '@hangar/domain/contracts/registers';
import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import { apiOf, valuesOf } from '../brand/register-kit';
import {
  brandCompany,
  companyExists,
  deletePlaneModel,
  findModelByName,
  findPlaneModel,
  insertPlaneModel,
  type PlaneModelRow,
  planeModelDataFields,
  typeExists,
  updatePlaneModel,
} from './plane-model.repo';

// Aircraft models: a catalogue shared by every company (DOMAIN.md "Organisations, tenancy, visibility").
// Everyone reads every model; only the platform organisation (company 10000) or the model's managing
// company (`manager`) may change or delete it. A company other than 10000 that adds a model manages it;
// only 10000 may name another manager.

type Display = { type_name?: string | null; brand_name?: string | null; manager_name?: string | null };

/** API shape of a model; display names (typeName, brandName, managerName) when the row carries them. */
export function toPlaneModel(row: PlaneModelRow & Display) {
  return {
    id: row.id,
    name: row.name,
    type: row.type_id,
    brand: row.brand_id,
    manager: row.manager,
    ...apiOf(row, planeModelDataFields),
    createdAt: row.created_at,
    ...('type_name' in row
      ? { typeName: row.type_name ?? null, brandName: row.brand_name ?? null, managerName: row.manager_name ?? null }
      : {}),
  };
}

const isPlatform = (scope: AccessScope) => scope.companyId === MANUFACTURER_COMPANY_ID;

/** Writes to an existing model: company 10000 or the managing company, else 601 with the reason. */
export function assertCanWriteModel(scope: AccessScope, model: { manager: number }) {
  if (!isPlatform(scope) && model.manager !== companyOf(scope)) throw rule('register.modelNotManager');
}

async function checkRefs(
  db: Kysely<Database>,
  scope: AccessScope,
  next: { type_id: number | null; brand_id: number | null; manager: number },
  changed: { type: boolean; brand: boolean; manager: boolean },
) {
  if (changed.manager && !(await companyExists(db, next.manager))) throw invalid('register.badManager', 'manager');
  if (changed.type && next.type_id !== null && !(await typeExists(db, next.type_id))) {
    throw invalid('register.badType', 'type');
  }
  // A brand of the managing company (or of the caller, the platform organisation naming its own brand).
  if ((changed.brand || changed.manager) && next.brand_id !== null) {
    const owner = await brandCompany(db, next.brand_id);
    if (owner === undefined || (owner !== next.manager && owner !== companyOf(scope))) {
      throw invalid('register.badBrand', 'brand');
    }
  }
}

async function checkName(db: Kysely<Database>, manager: number, name: string, exceptId?: number) {
  if (await findModelByName(db, manager, name, exceptId)) throw new AppError('CONFLICT', 'register.modelNameTaken');
}

/** The manager a caller may give: anyone for company 10000; otherwise only its own company. */
function managerOf(scope: AccessScope, asked: number | undefined, current: number): number {
  if (asked === undefined || asked === current) return current;
  if (!isPlatform(scope)) throw invalid('register.managerPlatformOnly', 'manager');
  return asked;
}

export async function addPlaneModel(ctx: Ctx<z.output<typeof PlaneModelInput>>) {
  const { db, scope, body } = ctx;
  const manager = managerOf(scope, body.manager, companyOf(scope));
  const data = valuesOf(body, planeModelDataFields) as Partial<PlaneModelRow>;
  const next = { manager, type_id: body.type ?? null, brand_id: body.brand ?? null };
  await checkRefs(db, scope, next, { type: true, brand: true, manager: manager !== companyOf(scope) });
  await checkName(db, manager, body.name);
  const row = await insertPlaneModel(db, {
    ...data,
    ...next,
    name: body.name,
    created_at: formatDateTime(new Date(), ctx.deps.config.timeZone),
  });
  const created = toPlaneModel(row);
  const { id: _id, createdAt: _at, ...logged } = created;
  await ctx.audit({ targetType: ObjType.Model, targetId: row.id, name: row.name, changes: diff({}, logged) });
  ctx.changed('plane_model', [row.id], 'everyone');
  return created;
}

export async function changePlaneModel(ctx: Ctx<z.output<typeof PlaneModelUpdateInput>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneModel(db, body.id);
  if (!before) throw notFound();
  assertCanWriteModel(scope, before);
  const next = {
    manager: managerOf(scope, body.manager, before.manager),
    type_id: body.type === undefined ? before.type_id : body.type,
    brand_id: body.brand === undefined ? before.brand_id : body.brand,
  };
  await checkRefs(db, scope, next, {
    type: next.type_id !== before.type_id,
    brand: next.brand_id !== before.brand_id,
    manager: next.manager !== before.manager,
  });
  const name = body.name ?? before.name;
  if (name !== before.name || next.manager !== before.manager) await checkName(db, next.manager, name, before.id);
  const values = { ...(valuesOf(body, planeModelDataFields) as Partial<PlaneModelRow>), ...next, name };
  await updatePlaneModel(db, before.id, values);
  const after = toPlaneModel({ ...before, ...values });
  await ctx.audit({
    targetType: ObjType.Model,
    targetId: before.id,
    name,
    changes: diff(toPlaneModel(before), after),
  });
  ctx.changed('plane_model', [before.id], 'everyone');
  return after;
}

export async function removePlaneModel(ctx: Ctx<z.output<typeof IdInput>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneModel(db, body.id);
  if (!before) throw notFound();
  assertCanWriteModel(scope, before);
  await refuseIfUsed(ctx, 'plane_model', before.id);
  await deletePlaneModel(db, before.id);
  await ctx.audit({ targetType: ObjType.Model, targetId: before.id, name: before.name, before: toPlaneModel(before) });
  ctx.changed('plane_model', [before.id], 'everyone');
  return { id: before.id };
}

import { MANUFACTURER_COMPANY_ID, ObjType } from '@hangar/domain/codes';
import { PlaneModel } from '@hangar/domain/contracts/registers';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { modelWriteRefusal } from '@hangar/domain/model-access';
import type { Kysely } from 'kysely';
import { refuseIf } from '../../platform/access/abilities';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  companyExists,
  companyName,
  deletePlaneModel,
  findModelByName,
  findPlaneModel,
  insertPlaneModel,
  isBrandOf,
  isUniqueViolation,
  typeExists,
  updatePlaneModel,
} from './plane-model.repo';

// Aircraft models: a catalogue shared by every company (docs/domain.md "Organisations, tenancy, visibility").
// Everyone reads every model; only the platform organisation (company 10000) or the model's managing
// company (`manager`) may change or delete it (the domain's rule, model-access.ts). A company other than
// 10000 that adds a model manages it; only 10000 may name another manager.

type Body<K extends keyof typeof PlaneModel.api> = EndpointBody<(typeof PlaneModel.api)[K]>;

const isPlatform = (scope: AccessScope) => scope.companyId === MANUFACTURER_COMPANY_ID;

/** Writes to an existing model: company 10000 or the managing company, else 601 with the reason. */
export function assertCanWriteModel(scope: AccessScope, model: { manager: number }) {
  refuseIf(modelWriteRefusal(scope.companyId, model));
}

interface Refs {
  type: number | null;
  brand: number | null;
  manager: number;
}

async function checkRefs(
  db: Kysely<Database>,
  scope: AccessScope,
  next: Refs,
  changed: { type: boolean; brand: boolean; manager: boolean },
) {
  if (changed.manager && !(await companyExists(db, next.manager))) throw invalid('register.badManager', 'manager');
  if (changed.type && next.type !== null && !(await typeExists(db, next.type))) {
    throw invalid('register.badType', 'type');
  }
  // A brand of the managing company (or of the caller, the platform organisation naming its own brand).
  if ((changed.brand || changed.manager) && next.brand !== null) {
    if (!(await isBrandOf(db, next.manager, next.brand)) && !(await isBrandOf(db, scope, next.brand))) {
      throw invalid('register.badBrand', 'brand');
    }
  }
}

/**
 * Names are unique per managing company (index plane_model_manager_name on the stored, normalised name): a
 * company may name its own model like another manager's (the pickers then show whose is which), never twice.
 * Answers the 409 (naming the name and the manager) for a write that loses a race for the name to a parallel
 * one; it is built before the write, since a PostgreSQL transaction reads nothing more after the refusal.
 */
async function checkName(db: Kysely<Database>, manager: number, name: string, exceptId?: number) {
  const taken = new AppError('CONFLICT', 'register.modelNameTaken', {
    name,
    manager: (await companyName(db, manager)) ?? String(manager),
  });
  if (await findModelByName(db, manager, name, exceptId)) throw taken;
  return taken;
}

/** The write, or `taken` when the unique index refused it. */
async function orTaken<T>(taken: AppError | undefined, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (taken && isUniqueViolation(err)) throw taken;
    throw err;
  }
}

/** The manager a caller may give: anyone for company 10000; otherwise only its own company. */
function managerOf(scope: AccessScope, asked: number | undefined, current: number): number {
  if (asked === undefined || asked === current) return current;
  if (!isPlatform(scope)) throw invalid('register.managerPlatformOnly', 'manager');
  return asked;
}

export async function addPlaneModel(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  const manager = managerOf(scope, body.manager, companyOf(scope));
  const refs: Refs = { manager, type: body.type ?? null, brand: body.brand ?? null };
  await checkRefs(db, scope, refs, { type: true, brand: true, manager: manager !== companyOf(scope) });
  const taken = await checkName(db, manager, body.name);
  const row = await orTaken(
    taken,
    insertPlaneModel(db, { ...body, ...refs, createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone) }),
  );
  await recordAdded(ctx, PlaneModel, ObjType.Model, row);
  return row;
}

export async function changePlaneModel(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneModel(db, body.id);
  if (!before) throw notFound();
  assertCanWriteModel(scope, before);
  const refs: Refs = {
    manager: managerOf(scope, body.manager, before.manager),
    type: body.type === undefined ? before.type : body.type,
    brand: body.brand === undefined ? before.brand : body.brand,
  };
  await checkRefs(db, scope, refs, {
    type: refs.type !== before.type,
    brand: refs.brand !== before.brand,
    manager: refs.manager !== before.manager,
  });
  const name = body.name ?? before.name;
  const taken =
    name !== before.name || refs.manager !== before.manager
      ? await checkName(db, refs.manager, name, before.id)
      : undefined;
  const { id: _id, ...given } = body;
  const after = await orTaken(taken, updatePlaneModel(db, before, { ...given, ...refs, name }));
  await recordChanged(ctx, PlaneModel, ObjType.Model, before, after);
  return after;
}

export async function removePlaneModel(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope, body } = ctx;
  const before = await findPlaneModel(db, body.id);
  if (!before) throw notFound();
  assertCanWriteModel(scope, before);
  await refuseIfUsed(ctx, 'plane_model', before.id);
  await deletePlaneModel(db, before.id);
  // The log keeps the whole deleted model.
  await recordDeleted(ctx, PlaneModel, ObjType.Model, before, before);
  return { id: before.id };
}

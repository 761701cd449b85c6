import { MANUFACTURER_COMPANY_ID, ObjType } from '@hangar/domain/codes';
import { PlaneType } from '@hangar/domain/contracts/registers';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  deletePlaneType,
  findPlaneType,
  findSiblingByName,
  insertPlaneType,
  type PlaneTypeValues,
  typeParentLinks,
  updatePlaneType,
} from './plane-type.repo';

// Plane types (model categories) form one tree through `parent` (0 = top level), shared by every company
// like the models they classify, and maintained by the platform organisation (company 10000) only.

type Body<K extends keyof typeof PlaneType.api> = EndpointBody<(typeof PlaneType.api)[K]>;

function platformOnly(scope: AccessScope) {
  if (scope.companyId !== MANUFACTURER_COMPANY_ID) throw rule('register.typePlatformOnly');
}

/**
 * The parent must be an existing type and, for an existing node, neither the node nor one of its descendants.
 * `seen` guards against a loop already stored.
 */
async function checkParent(db: Kysely<Database>, id: number | null, parent: number) {
  if (parent === 0) return;
  const links = await typeParentLinks(db);
  if (!links.has(parent)) throw invalid('register.badParent', 'parent');
  if (id === null) return;
  const seen = new Set<number>();
  for (let cur = parent; cur !== 0 && !seen.has(cur); cur = links.get(cur) ?? 0) {
    if (cur === id) throw invalid('register.typeCycle', 'parent');
    seen.add(cur);
  }
}

async function checkName(db: Kysely<Database>, values: PlaneTypeValues, exceptId?: number) {
  if (await findSiblingByName(db, values.parent, values.name, exceptId)) {
    throw new AppError('CONFLICT', 'register.typeNameTaken');
  }
}

export async function addPlaneType(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  platformOnly(scope);
  const values: PlaneTypeValues = {
    name: body.name,
    parent: body.parent,
    sorter: body.sorter,
    remarks: body.remarks ?? null,
  };
  await checkParent(db, null, values.parent);
  await checkName(db, values);
  const row = await insertPlaneType(db, values);
  await recordAdded(ctx, PlaneType, ObjType.PlaneType, row);
  return row;
}

export async function changePlaneType(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  platformOnly(scope);
  const before = await findPlaneType(db, body.id);
  if (!before) throw notFound();
  const next: PlaneTypeValues = {
    name: body.name ?? before.name,
    parent: body.parent ?? before.parent,
    sorter: body.sorter ?? before.sorter,
    remarks: body.remarks === undefined ? before.remarks : body.remarks,
  };
  if (next.parent !== before.parent) await checkParent(db, before.id, next.parent);
  if (next.parent !== before.parent || next.name !== before.name) await checkName(db, next, before.id);
  await updatePlaneType(db, before.id, next);
  const after = { id: before.id, ...next };
  await recordChanged(ctx, PlaneType, ObjType.PlaneType, before, after);
  return after;
}

export async function removePlaneType(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope, body } = ctx;
  platformOnly(scope);
  const before = await findPlaneType(db, body.id);
  if (!before) throw notFound();
  await refuseIfUsed(ctx, 'plane_type', before.id);
  await deletePlaneType(db, before.id);
  await recordDeleted(ctx, PlaneType, ObjType.PlaneType, before);
  return { id: before.id };
}

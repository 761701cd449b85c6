import { ObjType } from '@hangar/domain/codes';
import { MaterialType } from '@hangar/domain/contracts/materials';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  deleteMaterialType,
  findMaterialType,
  findSiblingByName,
  insertMaterialType,
  type MaterialTypeValues,
  typeTree,
  updateMaterialType,
} from './material-type.repo';

// Material categories: one tree per company through `parent` (0 = top level). A parent is a category of the
// same company and never the node itself or one of its descendants; names are unique among siblings. A
// category with sub-categories or materials is not deleted (dependents: material_type.parent here,
// material.category declared by the material module).

type Body<K extends keyof typeof MaterialType.api> = EndpointBody<(typeof MaterialType.api)[K]>;

/** The parent must be a category of the company and, for an existing node, not the node or a descendant. */
async function checkParent(db: Kysely<Database>, scope: AccessScope, id: number | null, parent: number) {
  if (parent === 0) return;
  const links = new Map((await typeTree(db, scope)).map((r) => [r.id, r.parent]));
  if (!links.has(parent)) throw invalid('material.badParent', 'parent');
  if (id === null) return;
  const seen = new Set<number>();
  for (let cur = parent; cur !== 0 && !seen.has(cur); cur = links.get(cur) ?? 0) {
    if (cur === id) throw invalid('material.typeCycle', 'parent');
    seen.add(cur);
  }
}

async function checkName(db: Kysely<Database>, scope: AccessScope, values: MaterialTypeValues, exceptId?: number) {
  if (await findSiblingByName(db, scope, values.parent, values.name, exceptId)) {
    throw new AppError(
      'CONFLICT',
      'material.typeNameTaken',
      {},
      { errors: [{ field: 'name', message: 'material.typeNameTaken' }] },
    );
  }
}

export async function addMaterialType(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  const values: MaterialTypeValues = {
    name: body.name,
    parent: body.parent,
    sorter: body.sorter,
    dict: body.dict,
    remarks: body.remarks ?? null,
  };
  await checkParent(db, scope, null, values.parent);
  await checkName(db, scope, values);
  const row = await insertMaterialType(db, scope, values);
  await recordAdded(ctx, MaterialType, ObjType.MaterialType, row);
  return row;
}

export async function changeMaterialType(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await findMaterialType(db, scope, body.id);
  if (!before) throw notFound();
  const next: MaterialTypeValues = {
    name: body.name ?? before.name,
    parent: body.parent ?? before.parent,
    sorter: body.sorter ?? before.sorter,
    dict: body.dict ?? before.dict,
    remarks: body.remarks === undefined ? before.remarks : body.remarks,
  };
  if (next.parent !== before.parent) await checkParent(db, scope, before.id, next.parent);
  if (next.parent !== before.parent || next.name !== before.name) await checkName(db, scope, next, before.id);
  await updateMaterialType(db, scope, before.id, next);
  const after = { id: before.id, ...next };
  await recordChanged(ctx, MaterialType, ObjType.MaterialType, before, after);
  return after;
}

export async function removeMaterialType(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope, body } = ctx;
  const before = await findMaterialType(db, scope, body.id);
  if (!before) throw notFound();
  await refuseIfUsed(ctx, 'material_type', before.id);
  await deleteMaterialType(db, scope, before.id);
  await recordDeleted(ctx, MaterialType, ObjType.MaterialType, before);
  return { id: before.id };
}

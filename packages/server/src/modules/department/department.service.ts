import { ObjType } from '@hangar/domain/codes';
import type { DepartmentRow } from '@hangar/domain/contracts/organize';
import type { DepartmentInput, DepartmentUpdateInput, IdInput } from '@hangar/domain/contracts/platform';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AccessScope } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  type DepartmentValues,
  deleteDepartment,
  findDepartment,
  insertDepartment,
  parentLinks,
  updateDepartment,
} from './department.repo';

// Departments form a tree per company through `parent` (0 = top level). The rules keep it a tree of the
// company's own departments: the parent must be one of them, and never the department or its descendant.

/** API shape of a department (spec platform §3 "Department"). */
export function toDepartment(row: DepartmentRow): DepartmentRow {
  return { id: row.id, name: row.name, parent: row.parent, sorter: row.sorter };
}

async function checkParent(db: Kysely<Database>, scope: AccessScope, id: number | null, parent: number) {
  if (parent === 0) return;
  const links = await parentLinks(db, scope);
  if (!links.has(parent)) throw invalid('department.badParent', 'parent');
  if (id === null) return;
  // Walk up from the new parent: meeting the department itself would close a loop. `seen` guards against a
  // loop already stored.
  const seen = new Set<number>();
  for (let cur = parent; cur !== 0 && !seen.has(cur); cur = links.get(cur) ?? 0) {
    if (cur === id) throw invalid('department.cycle', 'parent');
    seen.add(cur);
  }
}

export async function addDepartment(ctx: Ctx<z.output<typeof DepartmentInput>>) {
  const { db, scope, body } = ctx;
  await checkParent(db, scope, null, body.parent);
  const values: DepartmentValues = { name: body.name, parent: body.parent, sorter: body.sorter };
  const id = await insertDepartment(db, scope, values);
  await ctx.audit({
    targetType: ObjType.Department,
    targetId: id,
    name: body.name,
    changes: diff<Record<string, unknown>>({}, { ...values }),
  });
  ctx.changed('department', [id]);
  return toDepartment({ id, ...values });
}

export async function changeDepartment(ctx: Ctx<z.output<typeof DepartmentUpdateInput>>) {
  const { db, scope, body } = ctx;
  const before = await findDepartment(db, scope, body.id);
  if (!before) throw notFound();
  const next: DepartmentValues = {
    name: body.name,
    parent: body.parent ?? before.parent,
    sorter: body.sorter ?? before.sorter,
  };
  if (next.parent !== before.parent) await checkParent(db, scope, before.id, next.parent);
  if (!(await updateDepartment(db, scope, before.id, next))) throw notFound();
  await ctx.audit({
    targetType: ObjType.Department,
    targetId: before.id,
    name: next.name,
    changes: diff(toDepartment(before), next),
  });
  ctx.changed('department', [before.id]);
  return toDepartment({ id: before.id, ...next });
}

export async function removeDepartment(ctx: Ctx<z.output<typeof IdInput>>) {
  const { db, scope, body } = ctx;
  const before = await findDepartment(db, scope, body.id);
  if (!before) throw notFound();
  // Sub-departments, then employees (the dependents the department and employ modules declare).
  await refuseIfUsed(ctx, 'department', before.id);
  if (!(await deleteDepartment(db, scope, before.id))) throw notFound();
  await ctx.audit({
    targetType: ObjType.Department,
    targetId: before.id,
    name: before.name,
    before: toDepartment(before),
  });
  ctx.changed('department', [before.id]);
  return { id: before.id };
}

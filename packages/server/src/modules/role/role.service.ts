import { ObjType } from '@hangar/domain/codes';
import type { RoleRow as RoleAnswer } from '@hangar/domain/contracts/organize';
import type {
  IdInput,
  RoleGrantInput,
  RoleInput,
  RoleQueryGrantInput,
  RoleUpdateInput,
} from '@hangar/domain/contracts/platform';
import { formatDateTime } from '@hangar/domain/dates';
import { type Fn, Functions, findGrantable } from '@hangar/domain/permissions';
import type { z } from 'zod';
import { can } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import { resolveProject } from '../project';
import {
  deleteRole,
  findRole,
  findRoleByName,
  type GrantRow,
  grantsOf,
  insertRole,
  type RoleRow,
  replaceGrants,
  updateRole,
} from './role.repo';

// Roles of a company and their grants: (view or module key, functions) pairs per project, checked against
// the permission catalogue.

/** API shape of a role. */
export function toRole(row: RoleRow): RoleAnswer {
  return { id: row.id, name: row.name, remark: row.remark, createdAt: row.created_at };
}

export async function addRole(ctx: Ctx<z.output<typeof RoleInput>>) {
  const { db, scope, body } = ctx;
  if (await findRoleByName(db, scope, body.name)) throw new AppError('CONFLICT', 'role.nameTaken');
  const values = { name: body.name, remark: body.remark ?? null };
  const id = await insertRole(db, scope, values, formatDateTime(new Date(), ctx.deps.config.timeZone));
  await ctx.audit({
    targetType: ObjType.Role,
    targetId: id,
    name: body.name,
    changes: diff<Record<string, unknown>>({}, values),
  });
  ctx.changed('role', [id]);
  const row = await findRole(db, scope, id);
  if (!row) throw notFound();
  return toRole(row);
}

export async function changeRole(ctx: Ctx<z.output<typeof RoleUpdateInput>>) {
  const { db, scope, body } = ctx;
  const before = await findRole(db, scope, body.id);
  if (!before) throw notFound();
  if (await findRoleByName(db, scope, body.name, before.id)) throw new AppError('CONFLICT', 'role.nameTaken');
  const values = { name: body.name, remark: body.remark === undefined ? before.remark : body.remark };
  if (!(await updateRole(db, scope, before.id, values))) throw notFound();
  await ctx.audit({
    targetType: ObjType.Role,
    targetId: before.id,
    name: values.name,
    changes: diff({ name: before.name, remark: before.remark }, values),
  });
  ctx.changed('role', [before.id]);
  return toRole({ ...before, ...values });
}

export async function removeRole(ctx: Ctx<z.output<typeof IdInput>>) {
  const { db, scope, body } = ctx;
  const before = await findRole(db, scope, body.id);
  if (!before) throw notFound();
  // Held by employees (the dependent the employ module declares).
  await refuseIfUsed(ctx, 'role', before.id);
  // The before-image keeps the grants too, so that a deleted role can be rebuilt from the log.
  const grants = await grantsOf(db, scope, before.id);
  if (!(await deleteRole(db, scope, before.id))) throw notFound();
  await ctx.audit({
    targetType: ObjType.Role,
    targetId: before.id,
    name: before.name,
    before: { ...toRole(before), grants },
  });
  ctx.changed('role', [before.id]);
  return { id: before.id };
}

function isFn(name: string): name is Fn {
  return (Functions as readonly string[]).includes(name);
}

/**
 * Checks the requested grants against the catalogue and merges repeated views. Functions come back in the
 * catalogue's order, views sorted, so that stored grants and their log entries compare stably.
 */
function normalizeGrants(ctx: Ctx<z.output<typeof RoleGrantInput>>): GrantRow[] {
  const { scope, body } = ctx;
  const merged = new Map<string, Set<Fn>>();
  body.grants.forEach((g, i) => {
    const grantable = findGrantable(g.view);
    if (!grantable) throw invalid('role.unknownView', `grants.${i}.view`, { view: g.view });
    const set = merged.get(g.view) ?? new Set<Fn>();
    for (const fn of g.functions) {
      if (!isFn(fn) || !grantable.functions.includes(fn)) {
        throw invalid('role.unknownFunction', `grants.${i}.functions`, { view: g.view, fn });
      }
      set.add(fn);
    }
    merged.set(g.view, set);
  });
  const grants = [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([view, fns]) => ({ view, functions: Functions.filter((f) => fns.has(f)) }));
  // Whoever may edit grants without being an administrator may hand on only what they hold themselves;
  // otherwise the auth screen would be a way to become an administrator.
  if (!scope.isAdmin) {
    for (const g of grants) {
      if (!can(scope, g.view)) throw new AppError('FORBIDDEN', 'role.grantBeyondOwn', { view: g.view, fn: '' });
      const missing = g.functions.find((fn) => !can(scope, g.view, fn));
      if (missing) throw new AppError('FORBIDDEN', 'role.grantBeyondOwn', { view: g.view, fn: missing });
    }
  }
  return grants;
}

export async function grantRole(ctx: Ctx<z.output<typeof RoleGrantInput>>) {
  const { db, scope, body } = ctx;
  const role = await findRole(db, scope, body.roleId);
  if (!role) throw notFound();
  const project = await resolveProject(db, scope, body.projectId);
  if (!project) throw notFound();
  const grants = normalizeGrants(ctx);
  const before = (await grantsOf(db, scope, role.id, project.id)).map(({ view, functions }) => ({ view, functions }));
  await replaceGrants(db, scope, role.id, project.id, grants);
  await ctx.audit({
    targetType: ObjType.Role,
    targetId: role.id,
    name: `${role.name} / ${project.name}`,
    changes: diff({ grants: before }, { grants }),
  });
  ctx.changed('role_grant', [role.id]);
  return { roleId: role.id, projectId: project.id, grants };
}

export async function queryGrant(ctx: Ctx<z.output<typeof RoleQueryGrantInput>>) {
  const { db, scope, body } = ctx;
  const role = await findRole(db, scope, body.roleId);
  if (!role) throw notFound();
  const project = await resolveProject(db, scope, body.projectId);
  if (!project) throw notFound();
  const rows = await grantsOf(db, scope, role.id, project.id);
  return rows.map(({ view, functions }) => ({ view, functions }));
}

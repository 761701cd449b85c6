import { ObjType } from '@hangar/domain/codes';
import { ASSEMBLY_PAGE_SIZE, MaintainAssembly, type MaintainAssemblyRow } from '@hangar/domain/contracts/records';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { QueryPayload } from '@hangar/domain/query';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { planeCounters } from '../plane-entity';
import {
  type AssemblyValues,
  deleteAssemblies,
  findAssembly,
  insertAssemblies,
  parentRecord,
  queryAssemblies,
  updateAssembly,
} from './maintain-assembly.repo';

// Assembly rows (spec §3 "Assembly item", §4 "Assembly rows", §7 "Assemblies"): the components removed and
// installed by a record (parent = the record, same aircraft) or, without a record, by an aircraft's engine or
// propeller change (the component list's Replace writes those). The aircraft drawer lists an aircraft's
// effective rows (state above 0) by component type (1 engine, 2 propeller, 0 other); a record's dialog lists
// its own. A row of a closed (signed) record is read-only: changing it would change what was signed
// (`assembly.parentClosed`; open the record first). Logged as Assembly (ObjType 10116) under the row's id.

type Body<K extends keyof typeof MaintainAssembly.api> = EndpointBody<(typeof MaintainAssembly.api)[K]>;

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

/** A record of the company (404 otherwise) that is still open. */
async function openParent(ctx: Ctx<unknown>, id: number) {
  const parent = await parentRecord(ctx.db, ctx.scope, id, ctx.deps.db.dialect === 'postgres');
  if (!parent) throw notFound();
  if (parent.closed !== 0) throw rule('assembly.parentClosed');
  return parent;
}

async function rowOr404(ctx: Ctx<unknown>, id: number): Promise<MaintainAssemblyRow> {
  const row = await findAssembly(ctx.db, ctx.scope, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A row of a record may change while the record is open; a row a component replacement wrote is that
 * replacement's record and changes only by undoing it (PlaneBom/Restore); a row added on its own always.
 */
async function checkChangeable(ctx: Ctx<unknown>, row: MaintainAssemblyRow): Promise<void> {
  if (row.parent !== null && row.parent !== undefined) await openParent(ctx, row.parent);
  else if (row.installBom !== null && row.installBom !== undefined) throw rule('assembly.fromReplacement');
}

/** The fixed filter a list is narrowed to: a record's rows, or an aircraft's effective rows. */
function scopeOf(payload: QueryPayload): { parent: number } | { plane: number } {
  const fixed = (name: string) => {
    const f = payload.fixedFilters.find((c) => c.name === name && c.compare === 'eq');
    const value = f ? Number(f.value) : Number.NaN;
    return Number.isInteger(value) ? value : undefined;
  };
  const parent = fixed('parent');
  if (parent !== undefined) return { parent };
  const plane = fixed('plane');
  if (plane !== undefined) return { plane };
  throw invalid('assembly.filterRequired', 'fixedFilters.parent', { field: 'parent / plane' });
}

export async function queryAssembly(ctx: Ctx<QueryPayload>) {
  const scope = scopeOf(ctx.body);
  if ('parent' in scope) {
    if (!(await parentRecord(ctx.db, ctx.scope, scope.parent))) throw notFound();
  } else if (!(await planeCounters(ctx.db, ctx.scope, scope.plane))) {
    throw notFound();
  }
  // 100 rows a page unless the caller asks for another size (§9; the payload's own default is 20).
  const asked = (ctx.req.body as { pageSize?: unknown } | undefined)?.pageSize;
  const payload = asked === undefined ? { ...ctx.body, pageSize: ASSEMBLY_PAGE_SIZE } : ctx.body;
  return queryAssemblies(ctx.db, ctx.scope, payload, scope);
}

export async function addAssembly(ctx: Ctx<Body<'Add'>>): Promise<MaintainAssemblyRow> {
  const { body } = ctx;
  let plane: number;
  let changeDate = body.changeDate ?? null;
  if (body.parent !== null && body.parent !== undefined) {
    const parent = await openParent(ctx, body.parent);
    if (body.plane !== undefined && body.plane !== parent.plane) throw invalid('task.parentNotOfPlane', 'parent');
    plane = parent.plane;
    changeDate ??= parent.workDate;
  } else {
    if (body.plane === undefined) throw invalid('assembly.planeRequired', 'plane');
    if (!(await planeCounters(ctx.db, ctx.scope, body.plane))) throw notFound();
    plane = body.plane;
  }
  const values: AssemblyValues = {
    ...body,
    parent: body.parent ?? null,
    plane,
    changeDate,
    removeBom: null,
    installBom: null,
    state: 1,
    createdAt: nowOf(ctx),
  };
  const [id] = await insertAssemblies(ctx.db, ctx.scope, [values]);
  const row = await rowOr404(ctx, id);
  await recordAdded(ctx, MaintainAssembly, ObjType.Assembly, row);
  return row;
}

export async function changeAssembly(ctx: Ctx<Body<'Update'>>): Promise<MaintainAssemblyRow> {
  const { id, ...changes } = ctx.body;
  const before = await rowOr404(ctx, id);
  await checkChangeable(ctx, before);
  // A row stays with its record and aircraft.
  if (changes.plane !== undefined && changes.plane !== before.plane) throw invalid('assembly.moveNotAllowed', 'plane');
  if (changes.parent !== undefined && (changes.parent ?? null) !== (before.parent ?? null)) {
    throw invalid('assembly.moveNotAllowed', 'parent');
  }
  const { plane: _plane, parent: _parent, ...values } = changes;
  await updateAssembly(ctx.db, ctx.scope, id, values as AssemblyValues);
  const after = withChanges(MaintainAssembly, before, values) as MaintainAssemblyRow;
  await recordChanged(ctx, MaintainAssembly, ObjType.Assembly, before, after);
  return after;
}

export async function removeAssembly(ctx: Ctx<Body<'Delete'>>) {
  const row = await rowOr404(ctx, ctx.body.id);
  await checkChangeable(ctx, row);
  await deleteAssemblies(ctx.db, ctx.scope, [row.id]);
  await recordDeleted(ctx, MaintainAssembly, ObjType.Assembly, row);
  return { id: row.id };
}

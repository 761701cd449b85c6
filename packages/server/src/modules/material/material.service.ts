import { ObjType } from '@hangar/domain/codes';
import {
  CALIBRATION_WARN_DAYS,
  Material,
  type MaterialRow,
  type MaterialStockRow,
  partNumberKey,
  ToolKind,
} from '@hangar/domain/contracts/materials';
import { addDays, daysBetween, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { frameStrings } from '@hangar/domain/i18n/frame';
import type { MessageKey } from '@hangar/domain/messages';
import type { Fn } from '@hangar/domain/permissions';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import { type AccessScope, can } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import {
  calibrationDue,
  deleteMaterial,
  findMaterial,
  insertMaterial,
  lowStockMaterials,
  type MaterialValues,
  movementCount,
  ownedIds,
  queryMaterials,
  type ReferencedTable,
  similarMaterials,
  stockOf,
  updateMaterial,
  warehouseIds,
} from './material.repo';

// The materials catalogue (materials document §3 "Material", §4 "Material add flow", §7): materials and tools
// of the caller's company. Every id a body names (category, brand, units, supplier, the warehouses of whPos)
// must be one of the company's records; the server sets approval, disabling, stock and the creation time.
// Tools (tool 1 general, 2 measuring) are materials too: holders of the tool screens' functions write tools of
// their kind only, holders of product-material's write every material.

type Body<K extends keyof typeof Material.api> = EndpointBody<(typeof Material.api)[K]>;

export const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);

// --- Who may write which material -----------------------------------------------------------------------------

/** The tool screens and the tool kind each writes. */
const toolViews = [
  { view: 'tool-general', kind: ToolKind.General },
  { view: 'tool-measure', kind: ToolKind.Measuring },
] as const;

/** Whether the caller may apply `fn` to materials of every kind in `kinds` (checkKind's rule, as a yes / no). */
export function mayWriteKinds(scope: AccessScope, fn: Fn, kinds: readonly number[]): boolean {
  if (can(scope, 'product-material', fn)) return true;
  const held = toolViews.filter((t) => can(scope, t.view, fn));
  return kinds.every((kind) => held.some((t) => t.kind === kind));
}

/**
 * The caller may apply `fn` to materials of every kind in `kinds` (the kind before and after a change):
 * product-material's function covers every material, a tool screen's covers its own kind of tool. Anyone else
 * was let through by the route's `anyOf` for a tool screen and is told which kinds they may write.
 */
export function checkKind(ctx: Pick<Ctx<unknown>, 'scope' | 'lang'>, fn: Fn, kinds: readonly number[]): void {
  const { scope } = ctx;
  if (mayWriteKinds(scope, fn, kinds)) return;
  const held = toolViews.filter((t) => can(scope, t.view, fn));
  if (held.length === 0) throw new AppError('FORBIDDEN', 'error.forbidden');
  const names = held.map((t) => (frameStrings as Record<string, readonly [string, string]>)[`frame.route.${t.view}`]);
  const kind = names.map((n) => n[ctx.lang === 'zh-CN' ? 0 : 1]).join(ctx.lang === 'zh-CN' ? '、' : ', ');
  throw new AppError('FORBIDDEN', 'material.toolOnly', { kind });
}

// --- References -----------------------------------------------------------------------------------------------

const references: { field: keyof MaterialValues; table: ReferencedTable; message: MessageKey }[] = [
  { field: 'category', table: 'material_type', message: 'material.badCategory' },
  { field: 'brand', table: 'brand', message: 'material.badBrand' },
  { field: 'measureUnit', table: 'unit', message: 'material.badUnit' },
  { field: 'packingUnit', table: 'unit', message: 'material.badUnit' },
  { field: 'supplier', table: 'supplier', message: 'material.badSupplier' },
];

/** The warehouse ids of a whPos value (`w<id>` keys). */
export const whPosIds = (whPos: Record<string, unknown>) => Object.keys(whPos).map((k) => Number(k.slice(1)));

/** Every id the values name (those given) belongs to the company; otherwise 400 naming the field. */
async function checkReferences(db: Kysely<Database>, scope: AccessScope, values: MaterialValues): Promise<void> {
  for (const ref of references) {
    const id = values[ref.field];
    if (typeof id !== 'number') continue;
    if (!(await ownedIds(db, scope, ref.table, [id])).has(id)) throw invalid(ref.message, ref.field);
  }
  if (values.whPos) {
    const ids = whPosIds(values.whPos);
    const owned = await ownedIds(db, scope, 'warehouse', ids);
    if (ids.some((id) => !owned.has(id))) throw invalid('material.badWarehouse', 'whPos');
  }
}

// --- Lists ----------------------------------------------------------------------------------------------------

/** Below safety stock: in total, or in a warehouse (of the company) whose setting names a safety quantity. */
export function isLowStock(
  m: Pick<MaterialRow, 'stock' | 'safeStock' | 'whPos'>,
  whStock: Record<string, number>,
  warehouses: ReadonlySet<number>,
): boolean {
  const safe = m.safeStock ?? 0;
  if (safe > 0 && m.stock < safe) return true;
  return Object.entries(m.whPos ?? {}).some(
    ([key, s]) => warehouses.has(Number(key.slice(1))) && (s.sq ?? 0) > 0 && (whStock[key] ?? 0) < (s.sq ?? 0),
  );
}

export async function queryWithStock(
  ctx: Ctx<QueryPayload>,
): Promise<{ items: MaterialStockRow[]; totalItems: number }> {
  const { db, scope, body } = ctx;
  const page = await queryMaterials(db, scope, body);
  const ids = page.items.map((m) => m.id);
  const { perWarehouse, available } = await stockOf(db, scope, ids, todayOf(ctx));
  const warehouses = ids.length > 0 ? await warehouseIds(db, scope) : new Set<number>();
  return {
    items: page.items.map((m) => {
      const whStock = perWarehouse.get(m.id) ?? {};
      return { ...m, whStock, available: available.get(m.id) ?? 0, lowStock: isLowStock(m, whStock, warehouses) };
    }),
    totalItems: page.totalItems,
  };
}

// --- Writes ---------------------------------------------------------------------------------------------------

export async function addMaterial(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  checkKind(ctx, 'Add', [body.tool ?? ToolKind.None]);
  await checkReferences(db, scope, body);
  const values: MaterialValues = {
    ...body,
    approved: 0,
    disabled: 0,
    stock: 0,
    createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone),
  };
  const row = await insertMaterial(db, scope, values);
  await recordAdded(ctx, Material, ObjType.Material, row);
  return row;
}

/** A change of whether a material uses serial numbers, refused once a store order has moved it. */
export async function serialLocked(
  db: Kysely<Database>,
  scope: AccessScope,
  before: MaterialRow,
  changes: MaterialValues,
): Promise<boolean> {
  if (changes.useSerial === undefined || changes.useSerial === null || changes.useSerial === before.useSerial) {
    return false;
  }
  return (await movementCount(db, scope, before.id)) > 0;
}

export async function changeMaterial(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await findMaterial(db, scope, body.id);
  if (!before) throw notFound();
  const { id: _id, ...changes } = body;
  checkKind(ctx, 'Edit', [before.tool, changes.tool ?? before.tool]);
  await checkReferences(db, scope, changes);
  if (await serialLocked(db, scope, before, changes)) throw rule('material.serialLocked');
  const after = await updateMaterial(db, scope, before, changes);
  await recordChanged(ctx, Material, ObjType.Material, before, after);
  return after;
}

export async function removeMaterial(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope, body } = ctx;
  const before = await findMaterial(db, scope, body.id);
  if (!before) throw notFound();
  checkKind(ctx, 'Delete', [before.tool]);
  await refuseIfUsed(ctx, 'material', before.id);
  await deleteMaterial(db, scope, before.id);
  await recordDeleted(ctx, Material, ObjType.Material, before);
  return { id: before.id };
}

/** Approve (approved) or Disable (disabled): sets the flag to the value given, logged as a change. */
export function setFlag(flag: 'approved' | 'disabled') {
  return async (ctx: Ctx<Body<'Approve'>>) => {
    const { db, scope, body } = ctx;
    const before = await findMaterial(db, scope, body.id);
    if (!before) throw notFound();
    // Approval is product-material's alone (the route); enabling and disabling follow Update's rule.
    if (flag === 'disabled') checkKind(ctx, 'Edit', [before.tool]);
    const after = await updateMaterial(db, scope, before, { [flag]: body.value });
    await recordChanged(ctx, Material, ObjType.Material, before, after);
    return after;
  };
}

// --- Reads ----------------------------------------------------------------------------------------------------

/** At most this many similar materials are answered. */
const SIMILAR_LIMIT = 20;

export function modelCheck(ctx: Ctx<Body<'ModelCheck'>>) {
  const key = partNumberKey(ctx.body.model);
  if (!key) return Promise.resolve([]);
  return similarMaterials(ctx.db, ctx.scope, key, ctx.body.id, SIMILAR_LIMIT);
}

export async function alerts(ctx: Ctx<Body<'Alerts'>>) {
  const { db, scope, body } = ctx;
  const today = todayOf(ctx);
  const low = await lowStockMaterials(db, scope, body.limit);
  const due = await calibrationDue(db, scope, ToolKind.Measuring, addDays(today, CALIBRATION_WARN_DAYS), body.limit);
  return {
    lowStock: low.items,
    lowStockTotal: low.total,
    calibration: due.items.map((r) => {
      const remainDays = daysBetween(today, r.calibration_due.slice(0, 10));
      return {
        id: r.id,
        name: r.name,
        model: r.model,
        calibrationDue: r.calibration_due,
        remainDays,
        overdue: remainDays < 0,
      };
    }),
    calibrationTotal: due.total,
  };
}

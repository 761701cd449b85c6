import type { ObjType } from '@hangar/domain/codes';
import type { Entity, Fields } from '@hangar/domain/entity';
import { diff } from '../audit/oper-log';
import type { Ctx } from '../http/module';
import { auditOf } from './entity-map';

// A record's write as the operation log and the real-time channel see it, from its entity declaration: the log
// row holds the audited fields (every field of a new record as a change from nothing, the fields that changed,
// or the deleted record), and DataRefresh goes to the company's screens, or to everyone's for the shared
// catalogue (`owner: 'shared'`).

type AnyEntity = Pick<Entity<Fields>, 'table' | 'owner' | 'fields'>;
type Row = Record<string, unknown> & { id: number; name?: unknown };
type WriteCtx = Pick<Ctx<unknown>, 'audit' | 'changed'>;

function announce(ctx: WriteCtx, entity: AnyEntity, id: number): void {
  ctx.changed(entity.table, [id], entity.owner === 'shared' ? 'everyone' : 'company');
}

const nameOf = (row: Row) => String(row.name ?? row.id);

export async function recordAdded(ctx: WriteCtx, entity: AnyEntity, targetType: ObjType, row: Row): Promise<void> {
  await ctx.audit({ targetType, targetId: row.id, name: nameOf(row), changes: diff({}, auditOf(entity, row)) });
  announce(ctx, entity, row.id);
}

export async function recordChanged(
  ctx: WriteCtx,
  entity: AnyEntity,
  targetType: ObjType,
  before: Row,
  after: Row,
): Promise<void> {
  await ctx.audit({
    targetType,
    targetId: before.id,
    name: nameOf(after),
    changes: diff(auditOf(entity, before), auditOf(entity, after)),
  });
  announce(ctx, entity, before.id);
}

/** `kept`: what the log keeps of the deleted record (default: its id and audited fields). */
export async function recordDeleted(
  ctx: WriteCtx,
  entity: AnyEntity,
  targetType: ObjType,
  before: Row,
  kept: Record<string, unknown> = { id: before.id, ...auditOf(entity, before) },
): Promise<void> {
  await ctx.audit({ targetType, targetId: before.id, name: nameOf(before), before: kept });
  announce(ctx, entity, before.id);
}

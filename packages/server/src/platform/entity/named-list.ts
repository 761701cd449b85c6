import type { Access } from '@hangar/domain/access';
import type { ObjType } from '@hangar/domain/codes';
import type { Endpoints } from '@hangar/domain/endpoint';
import type { Entity, Fields } from '@hangar/domain/entity';
import type { MessageKey } from '@hangar/domain/messages';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { type Owner, tenant } from '../db/tenant';
import { AppError, notFound } from '../http/errors';
import { defineModule, type ModuleDef, type SampleIds } from '../http/module';
import { runQuery } from '../query/compile';
import { refuseIfUsed } from '../registry';
import { fieldMapOf, fromRow, selectionOf, toColumns, withChanges } from './entity-map';
import { recordAdded, recordChanged, recordDeleted } from './record-log';

// A company's named list (brands, sites, units, warehouses, suppliers): entries with a name unique within the
// company and a few fields, read by every member (they feed pickers, page size 1000) and written by holders of
// the view's functions (the contracts' access). The whole module follows from the entity declaration and its
// endpoint contracts.

/** The tables a named list can keep: a company's rows with a name and remarks (brand, site, unit, warehouse, supplier,
 * and whichever module's table declares the same). */
export type NamedTable = {
  [K in keyof Database]: Database[K] extends { company_id: number; name: unknown; remarks: unknown } ? K : never;
}[keyof Database];
type NamedEntity = Entity<Fields> & { table: NamedTable };
type NamedSpec = { access: Access; input: z.ZodType; output: z.ZodType };
type NamedApi = Endpoints<{ Query: NamedSpec; Add: NamedSpec; Update: NamedSpec; Delete: NamedSpec }>;

export interface NamedListSpec {
  entity: NamedEntity & { api: NamedApi };
  objType: ObjType;
  nameTaken: MessageKey;
  /** The matrix fixture's key of the victim's entry. */
  sampleKey: string;
  /**
   * Checks the values of an Add or Update (the given fields only) beyond their schema, e.g. that an id they
   * hold is one of the company's records; throws the field's error.
   */
  check?: (db: Kysely<Database>, owner: Owner, values: Record<string, unknown>) => Promise<void>;
}

type Row = Record<string, unknown> & { id: number; name: string };

export function namedListModule(spec: NamedListSpec): ModuleDef {
  const { entity } = spec;
  const table = entity.table;
  const fields = fieldMapOf(entity);
  const selection = selectionOf(entity) as never[];
  const toApi = (row: Record<string, unknown>) => fromRow(entity, row) as Row;

  const find = async (db: Kysely<Database>, owner: Owner, id: number) => {
    const row = await tenant(db, owner).select(table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toApi(row) : undefined;
  };

  async function checkName(db: Kysely<Database>, owner: Owner, name: string, exceptId?: number) {
    let q = tenant(db, owner).select(table).select('id').where('name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw new AppError('CONFLICT', spec.nameTaken);
  }

  const sampleBody = (ids: SampleIds) => ({ name: `Matrix ${table} ${ids[spec.sampleKey]}` });

  return defineModule(entity.api, {
    Query: {
      sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids[spec.sampleKey] }] } }),
      run: async ({ db, scope, body }) => {
        const page = await runQuery(
          tenant(db, scope).select(table),
          (q) => q.select(selection),
          { fields, tenant: null, defaultSort: { field: 'name', order: 'asc' }, idColumn: `${table}.id` },
          body as never,
        );
        return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
      },
    },
    Add: {
      sample: (ids) => ({ body: sampleBody(ids) }),
      run: async (ctx) => {
        const body = ctx.body as Row;
        await spec.check?.(ctx.db, ctx.scope, body);
        await checkName(ctx.db, ctx.scope, body.name);
        const stored = await tenant(ctx.db, ctx.scope)
          .insert(table, [toColumns(entity, body) as never])
          .returningAll()
          .executeTakeFirstOrThrow();
        const row = toApi(stored);
        await recordAdded(ctx, entity, spec.objType, row);
        return row;
      },
    },
    Update: {
      sample: (ids) => ({ body: { id: ids[spec.sampleKey], remarks: 'Matrix remarks' } }),
      run: async (ctx) => {
        const { db, scope } = ctx;
        const body = ctx.body as Partial<Row> & { id: number };
        const before = await find(db, scope, body.id);
        if (!before) throw notFound();
        const { id: _id, ...changes } = body;
        await spec.check?.(db, scope, changes);
        if (body.name !== undefined && body.name !== before.name) await checkName(db, scope, body.name, before.id);
        const values = toColumns(entity, changes);
        if (Object.keys(values).length > 0) {
          await tenant(db, scope).update(table).set(values).where('id', '=', before.id).execute();
        }
        const after = withChanges(entity, before, changes);
        await recordChanged(ctx, entity, spec.objType, before, after);
        return after;
      },
    },
    Delete: {
      sample: (ids) => ({ body: { id: ids[spec.sampleKey] } }),
      run: async (ctx) => {
        const { db, scope, body } = ctx;
        const before = await find(db, scope, (body as { id: number }).id);
        if (!before) throw notFound();
        await refuseIfUsed(ctx, table, before.id);
        await tenant(db, scope).delete(table).where('id', '=', before.id).execute();
        await recordDeleted(ctx, entity, spec.objType, before);
        return { id: before.id };
      },
    },
  });
}

import type { ObjType } from '@hangar/domain/codes';
import { IdInput } from '@hangar/domain/contracts/platform';
import type { MessageKey } from '@hangar/domain/messages';
import { QueryPayload } from '@hangar/domain/query';
import { type Generated, type Insertable, type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { action, type Ctx, defineModule, type ModuleDef, type SampleIds } from '../../platform/http/module';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import { apiOf, type Dependent, fieldsOf, refuseIfUsed, valuesOf } from './register-kit';

// Brands, sites and units are the same kind of record: a company's named list entry (name unique within the
// company) with a few text fields, read by every member (they feed pickers, page size 1000) and written by
// holders of the view's functions. One factory builds their route tables, SQL and rules.

/** The columns these tables share; `addr` exists on `site` only (never selected elsewhere). */
interface NamedRow {
  id: Generated<number>;
  company_id: number;
  name: string;
  remarks: string | null;
  addr: string | null;
}
/** The three tables seen as one shape; the table name passed at run time decides which. */
type NamedDb = Kysely<{ named: NamedRow }>;
type Named = 'brand' | 'site' | 'unit';

export interface CompanyListSpec<A extends z.ZodType, U extends z.ZodType> {
  module: string;
  table: Named;
  /** The view whose Add/Edit/Delete functions guard the writes. */
  view: 'base-brand' | 'plane-site' | 'base-unit';
  objType: ObjType;
  /** Text fields besides name (API names = column names here). */
  fields: readonly ('addr' | 'remarks')[];
  input: A;
  updateInput: U;
  nameTaken: MessageKey;
  /** Records that keep an entry from being deleted; later modules append theirs. */
  dependents: readonly Dependent[];
  label: string;
  sampleKey: string;
}

export function companyListModule<A extends z.ZodType, U extends z.ZodType>(spec: CompanyListSpec<A, U>): ModuleDef {
  const t = spec.table as unknown as 'named';
  const apiFields = ['name', ...spec.fields];
  const columns = ['id', 'name', ...spec.fields].map((c) => `${spec.table}.${c}`) as unknown as 'named.id'[];
  const fieldMap: FieldMap = {
    id: { column: `${spec.table}.id`, type: 'number' },
    ...fieldsOf(spec.table, apiFields, 'text'),
  };
  const dbOf = (db: Kysely<Database>) => db as unknown as NamedDb;
  const toApi = (row: Record<string, unknown>) => ({ id: row.id as number, ...apiOf(row, apiFields) });

  const find = (db: Kysely<Database>, scope: AccessScope, id: number) =>
    dbOf(db)
      .selectFrom(t)
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyOf(scope))
      .executeTakeFirst();

  async function checkName(db: Kysely<Database>, scope: AccessScope, name: string, exceptId?: number) {
    let q = dbOf(db).selectFrom(t).select('id').where('company_id', '=', companyOf(scope)).where('name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw new AppError('CONFLICT', spec.nameTaken);
  }

  async function add(ctx: Ctx<z.output<A>>) {
    const { db, scope } = ctx;
    const body = ctx.body as Record<string, unknown> & { name: string };
    await checkName(db, scope, body.name);
    const values = { name: body.name, ...valuesOf(body, spec.fields) };
    const row = await dbOf(db)
      .insertInto(t)
      .values({ ...values, company_id: companyOf(scope) } as Insertable<NamedRow>)
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.audit({
      targetType: spec.objType,
      targetId: row.id,
      name: row.name,
      changes: diff({}, apiOf(row, apiFields)),
    });
    ctx.changed(spec.table, [row.id]);
    return toApi(row);
  }

  async function update(ctx: Ctx<z.output<U>>) {
    const { db, scope } = ctx;
    const body = ctx.body as Record<string, unknown> & { id: number; name?: string };
    const before = await find(db, scope, body.id);
    if (!before) throw notFound();
    if (body.name !== undefined && body.name !== before.name) await checkName(db, scope, body.name, before.id);
    const values = valuesOf(body, apiFields);
    const after = { ...before, ...values };
    if (Object.keys(values).length > 0) {
      await dbOf(db)
        .updateTable(t)
        .set(values)
        .where('id', '=', before.id)
        .where('company_id', '=', companyOf(scope))
        .execute();
    }
    const result = toApi(after);
    await ctx.audit({
      targetType: spec.objType,
      targetId: before.id,
      name: after.name,
      changes: diff(toApi(before), result),
    });
    ctx.changed(spec.table, [before.id]);
    return result;
  }

  async function remove(ctx: Ctx<z.output<typeof IdInput>>) {
    const { db, scope, body } = ctx;
    const before = await find(db, scope, body.id);
    if (!before) throw notFound();
    await refuseIfUsed(db, spec.dependents, before.id);
    await dbOf(db).deleteFrom(t).where('id', '=', before.id).where('company_id', '=', companyOf(scope)).execute();
    await ctx.audit({ targetType: spec.objType, targetId: before.id, name: before.name, before: toApi(before) });
    ctx.changed(spec.table, [before.id]);
    return { id: before.id };
  }

  const sampleBody = (ids: SampleIds) => ({ name: `Matrix ${spec.table} ${ids[spec.sampleKey]}` });

  return defineModule(spec.module, {
    Query: action({
      body: QueryPayload,
      // Reference data feeding pickers everywhere (page size 1000): any member of the company reads it.
      access: 'member',
      summary: `${spec.label} of the current company (default sort: name ascending)`,
      sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids[spec.sampleKey] }] } }),
      run: async ({ db, scope, body }) => {
        const page = await runQuery(
          dbOf(db).selectFrom(t),
          (q) => q.select(columns),
          {
            fields: fieldMap,
            tenant: sql`${sql.ref(`${spec.table}.company_id`)} = ${companyOf(scope)}`,
            defaultSort: { field: 'name', order: 'asc' },
            idColumn: `${spec.table}.id`,
          },
          body,
        );
        return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
      },
    }),
    Add: action({
      body: spec.input,
      access: { allow: [spec.view, 'Add'] },
      summary: `Adds an entry to the ${spec.label} (name unique within the company)`,
      sample: (ids) => ({ body: sampleBody(ids) }),
      run: add,
    }),
    Update: action({
      body: spec.updateInput,
      access: { allow: [spec.view, 'Edit'] },
      summary: `Changes an entry of the ${spec.label} (absent fields keep their value)`,
      sample: (ids) => ({ body: { id: ids[spec.sampleKey], remarks: 'Matrix remarks' } }),
      run: update,
    }),
    Delete: action({
      body: IdInput,
      access: { allow: [spec.view, 'Delete'] },
      summary: `Deletes an entry of the ${spec.label} that nothing uses`,
      sample: (ids) => ({ body: { id: ids[spec.sampleKey] } }),
      run: remove,
    }),
  });
}

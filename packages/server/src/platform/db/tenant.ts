import { EmployStatus, MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { canWriteModel } from '@hangar/domain/model-access';
import { type Expression, type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { type AccessScope, companyOf } from '../access/scope';
import type { Database } from './schema';

// The one way to reach a company's rows (docs/architecture.md "Scoped data access"). A table with a
// `company_id` column is company-owned; every select, update and delete on it goes through `tenant(db, scope)`,
// which adds `<table>.company_id = <the caller's company>`, and every insert sets the column itself. Shared
// catalogues (plane types, models, model maintenance items) and the platform's own tables (users, sessions,
// companies) declare themselves by being read through `shared(db)`. `tenant-guard.test.ts` fails when a
// query on a company-owned table is written anywhere else, or when SQL appears outside repositories.

/** Tables whose rows belong to one company (they have a `company_id` column). */
export type CompanyTable = {
  [T in keyof Database]: Database[T] extends { company_id: number } ? T : never;
}[keyof Database];

/** Tables without an owning company: the shared catalogue and the platform's own records. */
export type SharedTable = Exclude<keyof Database, CompanyTable>;

/** The company whose rows a call may touch: the caller's (scope), or one named by a platform flow. */
export type Owner = AccessScope | number;

export function ownerId(owner: Owner): number {
  return typeof owner === 'number' ? owner : companyOf(owner);
}

/** `table.company_id = company` for a table joined or aliased in a query built by a repository. */
export function owns(ref: string, owner: Owner): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${ref}.company_id`)} = ${ownerId(owner)}`;
}

/**
 * A company's view of the database: `select`, `update` and `delete` carry its predicate (the table may be
 * aliased: `'plane_entity as p'`), `insert` sets `company_id`.
 */
export function tenant(db: Kysely<Database>, owner: Owner) {
  const companyId = ownerId(owner);
  const aliasOf = (table: string) => table.split(/\s+as\s+/)[1] ?? table;
  const where = (table: string) => sql<SqlBool>`${sql.ref(`${aliasOf(table)}.company_id`)} = ${companyId}`;
  return {
    companyId,
    select<T extends CompanyTable | `${CompanyTable} as ${string}`>(table: T) {
      return narrow(db.selectFrom(table), where(table));
    },
    update<T extends CompanyTable>(table: T) {
      return narrow(db.updateTable(table), where(table));
    },
    delete<T extends CompanyTable>(table: T) {
      return narrow(db.deleteFrom(table), where(table));
    },
    insert<T extends CompanyTable>(table: T, values: Omit<Insertable<Database[T]>, 'company_id'>[]) {
      const rows = values.map((v) => ({ ...v, company_id: companyId }) as unknown as Insertable<Database[T]>);
      return db.insertInto(table).values(rows);
    },
    /** `ref.company_id = company` for a joined company-owned table. */
    owns: (ref: string) => owns(ref, companyId),
  };
}

/** `builder.where(predicate)`, keeping the builder's type (its generic table defeats where's overloads). */
function narrow<B>(builder: B, predicate: Expression<SqlBool>): B {
  return (builder as unknown as { where(e: Expression<SqlBool>): B }).where(predicate);
}

export type Tenant = ReturnType<typeof tenant>;

/**
 * The aircraft of one model that a caller may see for notices and evaluations (`p`), and whether they cross
 * companies. Company 10000 and the model's manager see them across operators: the one deliberate crossing of
 * company lines (docs/domain.md "Notices and evaluations cross tenants"), declared here so that the tenant guard
 * keeps refusing any other. They see only what a notice needs (a repository selects tail number, serials,
 * company name and the notice columns), and what they write about an aircraft goes through
 * `tenant(db, <the aircraft's company>)`. Everyone else sees their own company's aircraft of the model.
 */
export function modelFleet(db: Kysely<Database>, scope: AccessScope, model: { id: number; manager: number }) {
  const across = canWriteModel(companyOf(scope), model);
  const planes = across ? db.selectFrom('plane_entity as p') : tenant(db, scope).select('plane_entity as p');
  return { across, planes: planes.where('p.model_id', '=', model.id) };
}

/**
 * modelFleet for every model at once: the aircraft whose notices the caller may reach, each by its model's rule
 * (company 10000: every aircraft; a model's manager: that model's aircraft across operators; everyone: its own
 * company's). For a call that names a notice row but not its model (withdrawing a notice); the same crossing as
 * modelFleet, declared here for the same reason, and a repository selects the same few columns through it.
 */
export function noticeFleet(db: Kysely<Database>, scope: AccessScope) {
  const companyId = companyOf(scope);
  const planes = db.selectFrom('plane_entity as p').innerJoin('plane_model as fm', 'fm.id', 'p.model_id');
  if (companyId === MANUFACTURER_COMPANY_ID) return planes;
  return planes.where((eb) => eb.or([eb('fm.manager', '=', companyId), eb('p.company_id', '=', companyId)]));
}

/**
 * The companies operating at least one aircraft of a model, and their active members: whom a technical
 * bulletin of the model may notify (spec's `focusTech > 0`). A second deliberate crossing of company lines, with
 * modelFleet's rule: company 10000 and the model's manager see every operator of the model; everyone else only
 * its own company (when it operates the model). Only names cross: a company's id and name, a member's user id
 * and name (a repository selects no other column); to-dos written for them go through
 * `tenant(db, <the noticed company>)`.
 */
export function modelOperators(db: Kysely<Database>, scope: AccessScope, model: { id: number; manager: number }) {
  const { across, planes } = modelFleet(db, scope, model);
  /** The company `ref` operates an aircraft of the model (modelFleet narrows it to the caller's when not across). */
  const operates = (ref: string) =>
    sql<SqlBool>`exists ${planes.select('p.id').where(sql<SqlBool>`p.company_id = ${sql.ref(ref)}`)}`;
  const companies = db.selectFrom('company as oc').where(operates('oc.id'));
  const members = db
    .selectFrom('employ as om')
    .innerJoin('app_user as ou', 'ou.id', 'om.user_id')
    .where('om.status', '=', EmployStatus.Active)
    .where(operates('om.company_id'));
  return { across, companies, members };
}

/**
 * The to-dos of technical bulletins that the caller may withdraw, whatever the noticed company: those of the
 * bulletins of a model the caller may write (modelOperators' rule: company 10000, or the model's manager), for
 * a call that names a to-do but not its bulletin. The same crossing as modelOperators; a repository selects the
 * row's id, company and state through it, and writes go through `tenant(db, <the row's company>)`.
 */
export function bulletinTodos(db: Kysely<Database>, scope: AccessScope) {
  const companyId = companyOf(scope);
  const rows = db
    .selectFrom('user_todo as bt')
    .innerJoin('work_card as bc', 'bc.id', 'bt.target_id')
    .innerJoin('plane_model as bm', 'bm.id', 'bc.model_id');
  return companyId === MANUFACTURER_COMPANY_ID ? rows : rows.where('bm.manager', '=', companyId);
}

/**
 * The shared catalogue and the platform's tables, declared as such. Company-owned tables are not reachable
 * through it (the type refuses them).
 */
export function shared(db: Kysely<Database>) {
  return {
    select<T extends SharedTable | `${SharedTable} as ${string}`>(table: T) {
      return db.selectFrom(table);
    },
    update<T extends SharedTable>(table: T) {
      return db.updateTable(table);
    },
    delete<T extends SharedTable>(table: T) {
      return db.deleteFrom(table);
    },
    insert<T extends SharedTable>(table: T) {
      return db.insertInto(table);
    },
  };
}

import { type AppraiseRow, PlaneNotice, type PlaneNoticeRow } from '@hangar/domain/contracts/notices';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { modelFleet, noticeFleet, type Owner, shared, tenant } from '../../platform/db/tenant';
import { fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `plane_notice`. A notice row belongs to its aircraft's company: reads and writes of one row go
// through tenant(db, <that company>). The list of a model's aircraft with their evaluation starts from
// modelFleet (platform/db/tenant.ts), the declared crossing of company lines for company 10000 and the model's
// manager; everyone else gets their own company's aircraft.

type Model = { id: number; manager: number };
export type NoticeValues = { [K in Exclude<keyof PlaneNoticeRow, 'id'>]?: PlaneNoticeRow[K] | null };

const selection = selectionOf(PlaneNotice) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(PlaneNotice, row);

/** What the evaluation list filters and sorts on: the aircraft's own columns and its company's name. */
const appraisalFields: FieldMap = {
  id: { column: 'p.id', type: 'number' },
  model: { column: 'p.model_id', type: 'number' },
  name: { column: 'p.name', type: 'text' },
  planeSeri: { column: 'p.seri', type: 'text', nullable: true },
  planeEngModel: { column: 'p.eng_model', type: 'text', nullable: true },
  companyName: { column: 'c.name', type: 'text' },
};

/**
 * The model's aircraft the caller may see, each with its notice row of `type` about `subject` (type 1: the
 * evaluated document; type 3: the survey card), or none yet.
 */
export async function queryAppraisals(
  db: Kysely<Database>,
  scope: AccessScope,
  model: Model,
  type: number,
  subject: number,
  payload: QueryPayload,
): Promise<{ items: Omit<AppraiseRow, 'abilities'>[]; totalItems: number }> {
  const page = await runQuery(
    modelFleet(db, scope, model).planes.innerJoin('company as c', 'c.id', 'p.company_id'),
    (q) =>
      q
        // tenant: the notice of each aircraft listed, owned by that aircraft's company (n.company_id = p.company_id)
        .leftJoin('plane_notice as n', (j) =>
          j
            .onRef('n.plane_id', '=', 'p.id')
            .onRef('n.company_id', '=', 'p.company_id')
            .on('n.type', '=', type)
            .on('n.appraise_id', '=', subject),
        )
        .leftJoin('app_user as u', 'u.id', 'n.appraise_user')
        .leftJoin('app_user as i', 'i.id', 'n.instruct_user')
        .select([
          'n.id as id',
          'p.id as plane_id',
          'p.name as name',
          'p.seri as plane_seri',
          'p.eng_model as plane_eng_model',
          'p.company_id as company',
          'c.name as company_name',
          'n.appraised as appraised',
          'n.fit as fit',
          'n.state as state',
          'n.appraise_user as appraise_user',
          'u.real_name as real_name',
          'u.name as user_name',
          'n.appraise_time as appraise_time',
          'n.unfit_reason as unfit_reason',
          'n.instruct_id as instruct_id',
          'i.real_name as instruct_real_name',
          'i.name as instruct_user_name',
          'n.instruct_time as instruct_time',
          'n.ctrl_id as ctrl_id',
        ]),
    { fields: appraisalFields, tenant: null, defaultSort: { field: 'id', order: 'asc' }, idColumn: 'p.id' },
    payload,
  );
  return {
    items: page.items.map((r) => ({
      id: r.id ?? null,
      planeId: r.plane_id,
      name: r.name,
      planeSeri: r.plane_seri ?? null,
      planeEngModel: r.plane_eng_model ?? null,
      company: r.company,
      companyName: r.company_name ?? null,
      appraised: r.appraised ?? 0,
      fit: r.fit ?? 0,
      state: r.state ?? 0,
      appraiseUser: r.appraise_user ?? null,
      appraiseUserName: r.real_name || r.user_name || null,
      appraiseTime: r.appraise_time ?? null,
      unfitReason: r.unfit_reason ?? null,
      instructId: r.instruct_id ?? null,
      instructUserName: r.instruct_real_name || r.instruct_user_name || null,
      instructTime: r.instruct_time ?? null,
      ctrlId: r.ctrl_id ?? null,
    })),
    totalItems: page.totalItems,
  };
}

/** An aircraft of the model the caller may see: its id, tail number and company; undefined otherwise. */
export function fleetPlane(db: Kysely<Database>, scope: AccessScope, model: Model, planeId: number) {
  return modelFleet(db, scope, model)
    .planes.select(['p.id as id', 'p.name as name', 'p.company_id as companyId'])
    .where('p.id', '=', planeId)
    .executeTakeFirst();
}

/** The aircraft's notice of `type` about `subject` (for an evaluation: the document), in its company. */
export async function findNotice(
  db: Kysely<Database>,
  owner: Owner,
  type: number,
  subject: number,
  planeId: number,
): Promise<PlaneNoticeRow | undefined> {
  const row = await tenant(db, owner)
    .select('plane_notice')
    .select(selection)
    .where('type', '=', type)
    .where('appraise_id', '=', subject)
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

export async function insertNotice(db: Kysely<Database>, owner: Owner, values: NoticeValues): Promise<PlaneNoticeRow> {
  const row = await tenant(db, owner)
    .insert('plane_notice', [toColumns(PlaneNotice, values) as never])
    .returning(selection)
    .executeTakeFirstOrThrow();
  return toApi(row as Record<string, unknown>);
}

export async function updateNotice(db: Kysely<Database>, owner: Owner, id: number, values: NoticeValues) {
  await tenant(db, owner).update('plane_notice').set(toColumns(PlaneNotice, values)).where('id', '=', id).execute();
}

/** A notice row with its aircraft's tail number and company, as a notice call finds it. */
export type FleetNotice = PlaneNoticeRow & { planeName: string; companyId: number };

const noticeColumns = [...selectionOf(PlaneNotice, 'n'), 'p.name as plane_name'] as never[];

function fleetNoticeOf(row: Record<string, unknown>): FleetNotice {
  const { plane_name, company_id, ...rest } = row;
  return { ...toApi(rest), planeName: plane_name as string, companyId: company_id as number };
}

/** A notice row of an aircraft of the model the caller may see (modelFleet); undefined otherwise. */
export async function fleetNotice(
  db: Kysely<Database>,
  scope: AccessScope,
  model: Model,
  id: number,
): Promise<FleetNotice | undefined> {
  return (await fleetNotices(db, scope, model, [id]))[0];
}

/** The notice rows `ids` of aircraft of the model the caller may see (modelFleet), in no order; others left out. */
export async function fleetNotices(
  db: Kysely<Database>,
  scope: AccessScope,
  model: Model,
  ids: readonly number[],
): Promise<FleetNotice[]> {
  const rows = await modelFleet(db, scope, model)
    // tenant: the notice of an aircraft the crossing lists, owned by that aircraft's company
    .planes.innerJoin('plane_notice as n', (j) =>
      j.onRef('n.plane_id', '=', 'p.id').onRef('n.company_id', '=', 'p.company_id'),
    )
    .select(noticeColumns)
    .select('n.company_id as company_id')
    .where('n.id', 'in', ids)
    .execute();
  return rows.map((row) => fleetNoticeOf(row as Record<string, unknown>));
}

/** A notice row with its aircraft's model and that model's manager (anyFleetNotices). */
export type ModelNotice = FleetNotice & { model: Model };

/**
 * A notice row whatever its model, when the caller may reach its aircraft (noticeFleet), with the aircraft's
 * model and that model's manager; undefined otherwise.
 */
export async function anyFleetNotice(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
): Promise<ModelNotice | undefined> {
  return (await anyFleetNotices(db, scope, [id]))[0];
}

/** The notice rows `ids` the caller may reach (noticeFleet), as anyFleetNotice, in no order; others left out. */
export async function anyFleetNotices(
  db: Kysely<Database>,
  scope: AccessScope,
  ids: readonly number[],
): Promise<ModelNotice[]> {
  const rows = await noticeFleet(db, scope)
    // tenant: the notice of an aircraft the crossing lists, owned by that aircraft's company
    .innerJoin('plane_notice as n', (j) =>
      j.onRef('n.plane_id', '=', 'p.id').onRef('n.company_id', '=', 'p.company_id'),
    )
    .select(noticeColumns)
    .select(['n.company_id as company_id', 'fm.id as model_id', 'fm.manager as model_manager'])
    .where('n.id', 'in', ids)
    .execute();
  return rows.map((row) => {
    const { model_id, model_manager, ...rest } = row as Record<string, unknown>;
    return { ...fleetNoticeOf(rest), model: { id: model_id as number, manager: model_manager as number } };
  });
}

/**
 * What a notice needs of a work card (shared catalogue, model content): its model, category, number, name, basis
 * file and maintenance item. Read here rather than through the work-card module, so notices need nothing else
 * of it.
 */
export interface CardRef {
  id: number;
  model: number;
  category: number;
  seri: string;
  name: string;
  accordingId: number | null;
  maintainId: number | null;
}

export async function findCardRef(db: Kysely<Database>, id: number): Promise<CardRef | undefined> {
  const row = await shared(db)
    .select('work_card')
    .select(['id', 'model_id', 'category', 'seri', 'name', 'according_id', 'maintain_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      model: row.model_id,
      category: row.category,
      seri: row.seri,
      name: row.name,
      accordingId: row.according_id ?? null,
      maintainId: row.maintain_id ?? null,
    }
  );
}

import { EmployStatus } from '@hangar/domain/codes';
import {
  QualAuthorisation,
  type QualAuthorisationRecord,
  QualLicence,
  type QualLicenceRecord,
  QualMedical,
  type QualMedicalRecord,
  QualTraining,
  type QualTrainingRecord,
} from '@hangar/domain/contracts/qualifications';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import { fromRow, toColumns } from '../../platform/entity/entity-map';
import type {} from './qualification.schema';

// The only SQL on `qual_licence`, `qual_authorisation`, `qual_training` and `qual_medical` (company-owned: every
// read and write starts from tenant()), and the module's reads of memberships (`employ.birth_date` included), the
// shared model catalogue, the company's aircraft models, the flight log's pilots and the sign-offs recency counts.

/** The four tables and their declarations. */
export const QUAL = {
  licence: { table: 'qual_licence', entity: QualLicence },
  authorisation: { table: 'qual_authorisation', entity: QualAuthorisation },
  training: { table: 'qual_training', entity: QualTraining },
  medical: { table: 'qual_medical', entity: QualMedical },
} as const;
export type QualWhat = keyof typeof QUAL;
export interface QualRecords {
  licence: QualLicenceRecord;
  authorisation: QualAuthorisationRecord;
  training: QualTrainingRecord;
  medical: QualMedicalRecord;
}

// One table's type stands for the four (their common columns: id, company_id, user_id): the declarations map rows.
type AnyQual = 'qual_licence';
const tableOf = (what: QualWhat) => QUAL[what].table as AnyQual;

/** The records of `what` held by the members given (null: every member), by id. */
export async function qualRows<W extends QualWhat>(
  db: Kysely<Database>,
  owner: Owner,
  what: W,
  users: readonly number[] | null,
): Promise<QualRecords[W][]> {
  if (users !== null && users.length === 0) return [];
  let q = tenant(db, owner).select(tableOf(what)).selectAll();
  if (users !== null) q = q.where('user_id', 'in', [...users]);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => fromRow(QUAL[what].entity, r) as QualRecords[W]);
}

export async function findQual<W extends QualWhat>(
  db: Kysely<Database>,
  owner: Owner,
  what: W,
  id: number,
): Promise<QualRecords[W] | undefined> {
  const row = await tenant(db, owner).select(tableOf(what)).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (fromRow(QUAL[what].entity, row) as QualRecords[W]) : undefined;
}

export async function insertQual(
  db: Kysely<Database>,
  owner: Owner,
  what: QualWhat,
  values: Record<string, unknown>,
  createdBy: number,
): Promise<number> {
  const columns = { ...toColumns(QUAL[what].entity, values), created_by: createdBy };
  const row = await tenant(db, owner)
    .insert(tableOf(what), [columns as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQual(
  db: Kysely<Database>,
  owner: Owner,
  what: QualWhat,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = toColumns(QUAL[what].entity, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update(tableOf(what)).set(columns).where('id', '=', id).execute();
}

export async function deleteQual(db: Kysely<Database>, owner: Owner, what: QualWhat, id: number): Promise<void> {
  await tenant(db, owner).delete(tableOf(what)).where('id', '=', id).execute();
}

// --- Members ---------------------------------------------------------------------------------------------------

/** An active member of the company as the qualification screens show them. */
export interface MemberRow {
  user: number;
  name: string;
  phone: string | null;
  department: string | null;
  isPilot: number;
  isRepairman: number;
  /** `YYYY-MM-DD` or null. */
  birthDate: string | null;
}

/** The company's active members (users given, or all), by name. */
export async function activeMembers(
  db: Kysely<Database>,
  owner: Owner,
  users: readonly number[] | null,
): Promise<MemberRow[]> {
  if (users !== null && users.length === 0) return [];
  const t = tenant(db, owner);
  let q = t
    .select('employ')
    .innerJoin('app_user as u', 'u.id', 'employ.user_id')
    // tenant: the membership's own department (owns() below).
    .leftJoin('department as d', (j) => j.onRef('d.id', '=', 'employ.department').on(t.owns('d')))
    .where('employ.status', '=', EmployStatus.Active)
    .select([
      'u.id as user',
      'u.name as userName',
      'u.real_name as ownName',
      'employ.real_name as realName',
      'u.phone as phone',
      'd.name as department',
      'u.is_pilot as isPilot',
      'u.is_repairman as isRepairman',
      'employ.birth_date as birthDate',
    ]);
  if (users !== null) q = q.where('employ.user_id', 'in', [...users]);
  const rows = await q.orderBy('employ.id').execute();
  return rows
    .map((r) => ({
      user: r.user,
      // The company's name for the person, else their own real name, else their user name.
      name: (r.realName || r.ownName || r.userName) ?? String(r.user),
      phone: r.phone ?? null,
      department: r.department ?? null,
      isPilot: r.isPilot ?? 0,
      isRepairman: r.isRepairman ?? 0,
      birthDate: r.birthDate ? String(r.birthDate).slice(0, 10) : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.user - b.user);
}

/** Sets a member's date of birth (`YYYY-MM-DD` or null) on their active membership. */
export async function setBirthDate(
  db: Kysely<Database>,
  owner: Owner,
  user: number,
  birthDate: string | null,
): Promise<void> {
  await tenant(db, owner)
    .update('employ')
    .set({ birth_date: birthDate === null ? null : `${birthDate} 00:00:00` })
    .where('user_id', '=', user)
    .where('status', '=', EmployStatus.Active)
    .execute();
}

// --- Models ----------------------------------------------------------------------------------------------------

/** The names of the models given that exist (shared catalogue). */
export async function modelNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await shared(db).select('plane_model').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name ?? String(r.id)]));
}

/** The models of the company's aircraft. */
export async function fleetModels(db: Kysely<Database>, owner: Owner): Promise<number[]> {
  const rows = await tenant(db, owner).select('plane_entity').select('model_id').distinct().execute();
  return rows.map((r) => r.model_id).filter((id): id is number => id !== null);
}

// --- Flights and sign-offs ---------------------------------------------------------------------------------

/** The flight-log days a member was pilot in command since `since` (`YYYY-MM-DD`), with the day's landings. */
export async function pilotFlights(
  db: Kysely<Database>,
  owner: Owner,
  user: number,
  since: string,
): Promise<{ day: string; landings: number }[]> {
  const rows = await tenant(db, owner)
    .select('plane_fly')
    .select(['fly_date', 'day_fly_count'])
    .where(sql.ref('pilot_id'), '=', user)
    .where('fly_date', '>=', `${since} 00:00:00`)
    .execute();
  return rows.map((r) => ({ day: String(r.fly_date).slice(0, 10), landings: Number(r.day_fly_count ?? 0) }));
}

/**
 * The members' own signed work since `since`, each with its aircraft's model: every link of a sign-off chain they
 * signed, every task-card step they performed or inspected, every order they inspected (recency.ts).
 */
export async function signedWork(
  db: Kysely<Database>,
  owner: Owner,
  users: readonly number[],
  since: string,
): Promise<{ user: number | null; model: number | null; at: string | null }[]> {
  const t = tenant(db, owner);
  const from = `${since.slice(0, 10)} 00:00:00`;
  const list = [...users];
  const signs = t
    .select('record_sign as s')
    // tenant: the sign-off's own aircraft (owns() on the join).
    .innerJoin('plane_entity as p', (j) => j.onRef('p.id', '=', 's.plane_id').on(t.owns('p')))
    .where('s.signed_by', 'in', list)
    .where('s.signed_at', '>=', from)
    .select(['s.signed_by as user', 'p.model_id as model', 's.signed_at as at']);
  const steps = (by: 'performed' | 'inspected') =>
    t
      .select('order_step as st')
      // tenant: the step's own card and the card's own aircraft (owns() on the joins).
      .innerJoin('order_card as oc', (j) => j.onRef('oc.id', '=', 'st.card_id').on(t.owns('oc')))
      .innerJoin('plane_entity as p', (j) => j.onRef('p.id', '=', 'oc.plane_id').on(t.owns('p')))
      .where(`st.${by}_by`, 'in', list)
      .where(`st.${by}_at`, '>=', from)
      .select([`st.${by}_by as user`, 'p.model_id as model', `st.${by}_at as at`]);
  const orders = t
    .select('production_order as o')
    // tenant: the order's own aircraft (owns() on the join).
    .innerJoin('plane_entity as p', (j) => j.onRef('p.id', '=', 'o.plane_id').on(t.owns('p')))
    .where('o.inspected_by', 'in', list)
    .where('o.inspected_at', '>=', from)
    .select(['o.inspected_by as user', 'p.model_id as model', 'o.inspected_at as at']);
  const rows = await Promise.all([
    signs.execute(),
    steps('performed').execute(),
    steps('inspected').execute(),
    orders.execute(),
  ]);
  return rows.flat().map((r) => ({ user: r.user, model: r.model, at: r.at === null ? null : String(r.at) }));
}

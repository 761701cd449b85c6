import { EmployStatus } from '@hangar/domain/codes';
import { TODO_TARGET, type TodoListRow, UserToDo, type UserToDoRow } from '@hangar/domain/contracts/todos';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { bulletinTodos, modelOperators, type Owner, shared, tenant } from '../../platform/db/tenant';
import { fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `user_todo`. A to-do belongs to the noticed company: the noticed user reads it through
// tenant(db, scope); the sender (company 10000 or the bulletin's model's manager) reaches the operators of the
// model through modelOperators and a to-do it names through bulletinTodos (platform/db/tenant.ts, the declared
// crossings), and writes through tenant(db, <the noticed company>).

type Model = { id: number; manager: number };
export type TodoValues = { [K in Exclude<keyof UserToDoRow, 'id'>]?: UserToDoRow[K] | null };

const selection = selectionOf(UserToDo) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(UserToDo, row);

/** What the caller's to-do list filters and sorts on. */
const todoFields: FieldMap = {
  id: { column: 't.id', type: 'number' },
  state: { column: 't.state', type: 'number' },
  record: { column: 't.record', type: 'number' },
  noticeUser: { column: 't.notice_user', type: 'number', nullable: true },
  noticeTime: { column: 't.notice_time', type: 'date' },
  targetId: { column: 't.target_id', type: 'number' },
  targetCategory: { column: 't.target_category', type: 'number' },
  content: { column: 't.content', type: 'text', nullable: true },
};

/** The caller's to-dos in its company: to the caller, or to the whole organisation (notice_user null). */
export async function queryTodos(
  db: Kysely<Database>,
  scope: AccessScope,
  userId: number,
  payload: QueryPayload,
): Promise<{ items: TodoListRow[]; totalItems: number }> {
  const page = await runQuery(
    tenant(db, scope)
      .select('user_todo as t')
      .where((eb) => eb.or([eb('t.notice_user', '=', userId), eb('t.notice_user', 'is', null)])),
    (q) =>
      q
        .leftJoin('company as sc', 'sc.id', 't.sender_company')
        .leftJoin('work_card as wc', 'wc.id', 't.target_id')
        .select(selectionOf(UserToDo, 't') as never[])
        .select([
          'sc.name as sender_company_name',
          'wc.model_id as card_model',
          'wc.seri as card_seri',
          'wc.name as card_name',
        ]),
    { fields: todoFields, tenant: null, defaultSort: { field: 'noticeTime', order: 'desc' }, idColumn: 't.id' },
    payload,
  );
  return { items: page.items.map((r) => listRowOf(r as Record<string, unknown>)), totalItems: page.totalItems };
}

function listRowOf(row: Record<string, unknown>): TodoListRow {
  const { sender_company_name, card_model, card_seri, card_name, ...rest } = row;
  return {
    ...toApi(rest),
    senderCompanyName: (sender_company_name as string | null) ?? null,
    cardModel: (card_model as number | null) ?? null,
    cardSeri: (card_seri as string | null) ?? null,
    cardName: (card_name as string | null) ?? null,
  };
}

/** One of the caller's own to-dos (to the caller or to its whole organisation) with its list fields. */
export async function findOwnTodo(db: Kysely<Database>, scope: AccessScope, userId: number, id: number) {
  const row = await tenant(db, scope)
    .select('user_todo as t')
    .leftJoin('company as sc', 'sc.id', 't.sender_company')
    .leftJoin('work_card as wc', 'wc.id', 't.target_id')
    .select(selectionOf(UserToDo, 't') as never[])
    .select([
      'sc.name as sender_company_name',
      'wc.model_id as card_model',
      'wc.seri as card_seri',
      'wc.name as card_name',
    ])
    .where('t.id', '=', id)
    .where((eb) => eb.or([eb('t.notice_user', '=', userId), eb('t.notice_user', 'is', null)]))
    .executeTakeFirst();
  return row ? listRowOf(row as Record<string, unknown>) : undefined;
}

/** The companies operating the model (id, name) and their active members (company, user, name). */
export async function operatorsOf(db: Kysely<Database>, scope: AccessScope, model: Model) {
  const { companies, members } = modelOperators(db, scope, model);
  const orgs = await companies.select(['oc.id as id', 'oc.name as name']).orderBy('oc.id').execute();
  const people = await members
    .select([
      'om.company_id as cid',
      'ou.id as pid',
      'om.real_name as employ_name',
      'ou.real_name as real_name',
      'ou.name as user_name',
    ])
    .orderBy('om.company_id')
    .orderBy('ou.id')
    .execute();
  return {
    companies: orgs,
    members: people.map((p) => ({
      cid: p.cid,
      pid: p.pid,
      realName: p.employ_name || p.real_name || p.user_name || null,
    })),
  };
}

/** The operator `cid` of the model, with its name (undefined when it does not operate the model). */
export function operatorOf(db: Kysely<Database>, scope: AccessScope, model: Model, cid: number) {
  return modelOperators(db, scope, model)
    .companies.select(['oc.id as id', 'oc.name as name'])
    .where('oc.id', '=', cid)
    .executeTakeFirst();
}

/** An active member `pid` of the operator `cid` of the model, with its name. */
export async function operatorMemberOf(
  db: Kysely<Database>,
  scope: AccessScope,
  model: Model,
  cid: number,
  pid: number,
) {
  const row = await modelOperators(db, scope, model)
    .members.select([
      'ou.id as pid',
      'om.real_name as employ_name',
      'ou.real_name as real_name',
      'ou.name as user_name',
    ])
    .where('om.company_id', '=', cid)
    .where('ou.id', '=', pid)
    .where('om.status', '=', EmployStatus.Active)
    .executeTakeFirst();
  return row && { pid: row.pid, realName: row.employ_name || row.real_name || row.user_name || null };
}

/** The company's to-dos of a bulletin (the sender's dialog reads each operator's through tenant). */
export async function todosOfCard(db: Kysely<Database>, owner: Owner, cardId: number): Promise<UserToDoRow[]> {
  const rows = await tenant(db, owner)
    .select('user_todo')
    .select(selection)
    .where('target_table', '=', TODO_TARGET)
    .where('target_id', '=', cardId)
    .orderBy('id')
    .execute();
  return rows.map((r) => toApi(r as Record<string, unknown>));
}

/** The company's to-do of a bulletin for a person (or the organisation: pid null). */
export async function findTodoOf(db: Kysely<Database>, owner: Owner, cardId: number, pid: number | null) {
  const row = await tenant(db, owner)
    .select('user_todo')
    .select(selection)
    .where('target_table', '=', TODO_TARGET)
    .where('target_id', '=', cardId)
    .where((eb) => (pid === null ? eb('notice_user', 'is', null) : eb('notice_user', '=', pid)))
    .orderBy('id')
    .executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

/** A to-do the caller may withdraw (bulletinTodos), with its company; undefined otherwise. */
export async function sentTodo(db: Kysely<Database>, scope: AccessScope, id: number) {
  const row = await bulletinTodos(db, scope)
    .select(['bt.id as id', 'bt.company_id as company_id'])
    .where('bt.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const full = await tenant(db, row.company_id)
    .select('user_todo')
    .select(selection)
    .where('id', '=', id)
    .executeTakeFirst();
  return full ? { ...toApi(full as Record<string, unknown>), companyId: row.company_id } : undefined;
}

export async function insertTodo(db: Kysely<Database>, owner: Owner, values: TodoValues): Promise<number> {
  const row = await tenant(db, owner)
    .insert('user_todo', [toColumns(UserToDo, values) as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTodo(db: Kysely<Database>, owner: Owner, id: number, values: TodoValues) {
  await tenant(db, owner).update('user_todo').set(toColumns(UserToDo, values)).where('id', '=', id).execute();
}

/** A user's name as the to-do's log shows it. */
export async function userName(db: Kysely<Database>, id: number) {
  const row = await shared(db).select('app_user').select(['real_name', 'name']).where('id', '=', id).executeTakeFirst();
  return row ? row.real_name || row.name : null;
}

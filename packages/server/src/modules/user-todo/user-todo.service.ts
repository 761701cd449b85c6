import { ObjType } from '@hangar/domain/codes';
import {
  type TechNoticeQuery,
  type TechNoticeRow,
  TODO_RECEIVED,
  TODO_TARGET,
  type TodoNoticeInput,
  TodoState,
} from '@hangar/domain/contracts/todos';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { formatDateTime } from '@hangar/domain/dates';
import type { QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { assertCanWriteModel, findPlaneModel } from '../plane-model';
import { type CardRef, findCardRef } from '../plane-notice';
import {
  findOwnTodo,
  findTodoOf,
  insertTodo,
  operatorMemberOf,
  operatorOf,
  operatorsOf,
  queryTodos,
  sentTodo,
  todosOfCard,
  updateTodo,
  userName,
} from './user-todo.repo';

// Notices to people (model document §2.4, §4 "Technical notice state", §7 "Notices to people"; docs/domain.md
// "Technical bulletins"). Company 10000 or a model's manager notifies the people of the model's operators (or an
// operator as a whole) of a technical bulletin: one to-do each, owned by the noticed company. The noticed user
// lists its open to-dos and marks one received by opening it; the sender's dialog shows who received it. Every
// notice and withdrawal is logged on the bulletin in the noticed company and in the sender's; received too.

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

/**
 * UserToDo/Query: the caller's own to-dos. The web names the caller (filter noticeUser = its id): that is the
 * default here (the caller's and its organisation's), so it is taken out; any other noticeUser filter can only
 * narrow the list further.
 */
export async function queryOwn(ctx: Ctx<QueryPayload>) {
  const me = ctx.scope.userId;
  const isMe = (c: { name: string; compare: string; value: unknown }) =>
    c.name === 'noticeUser' && c.compare === 'eq' && Number(c.value) === me;
  const payload = {
    ...ctx.body,
    filters: ctx.body.filters.filter((c) => !isMe(c)),
    fixedFilters: ctx.body.fixedFilters.filter((c) => !isMe(c)),
  };
  return queryTodos(ctx.db, ctx.scope, me, payload);
}

/** A technical bulletin (category 4) and its model; the caller must be able to write the model. */
async function bulletin(ctx: Ctx<unknown>, cardId: number, field: string) {
  const card = await findCardRef(ctx.db, cardId);
  if (!card) throw notFound();
  if (card.category !== CardCategory.TechBulletin) throw invalid('todo.notBulletin', field);
  const model = await findPlaneModel(ctx.db, card.model);
  if (!model) throw notFound();
  assertCanWriteModel(ctx.scope, model);
  return { card, model };
}

/** The conditions a list call may carry: the spec's client sends focusTech > 0 (operators only), which is the rule. */
function refuseOtherFilters(payload: QueryPayload) {
  for (const c of [...payload.filters, ...payload.fixedFilters]) {
    if (c.name === 'focusTech') continue;
    throw new AppError(
      'VALIDATION',
      'query.unknownField',
      { field: c.name },
      { errors: [{ field: c.name, message: 'query.unknownField' }] },
    );
  }
}

/**
 * QueryTechNotice: every company operating an aircraft of the bulletin's model (its organisation row, pid null)
 * followed by its active members, each with the state of its to-do for the bulletin; paged.
 */
export async function queryTechNotice(ctx: Ctx<z.output<typeof TechNoticeQuery>>) {
  const { tagId, ...payload } = ctx.body;
  const { card, model } = await bulletin(ctx, tagId, 'tagId');
  refuseOtherFilters(payload);
  const { companies, members } = await operatorsOf(ctx.db, ctx.scope, model);
  const rows: TechNoticeRow[] = [];
  for (const company of companies) {
    const todos = await todosOfCard(ctx.db, company.id, card.id);
    const row = (pid: number | null, realName: string | null): TechNoticeRow => {
      const todo = todos.find((t) => t.noticeUser === pid);
      return {
        id: todo?.id ?? null,
        pid,
        realName,
        cid: company.id,
        cname: company.name,
        state: todo?.state ?? 0,
        record: todo?.record ?? 0,
        noticeTime: todo?.noticeTime ?? null,
      };
    };
    rows.push(row(null, null));
    for (const m of members) if (m.cid === company.id) rows.push(row(m.pid, m.realName));
  }
  const start = (payload.page - 1) * payload.pageSize;
  return { items: rows.slice(start, start + payload.pageSize), totalItems: rows.length };
}

/** Logs a change of a bulletin's to-do in the noticed company and in the caller's (when another). */
async function logOnCard(
  ctx: Ctx<unknown>,
  card: Pick<CardRef, 'id' | 'seri'>,
  cid: number,
  todoId: number,
  changes: Record<string, [unknown, unknown]>,
) {
  const entry = { targetType: ObjType.TechBulletin, targetId: card.id, name: card.seri, changes };
  await ctx.audit({ ...entry, companyId: cid });
  if (cid !== ctx.scope.companyId) await ctx.audit(entry);
  ctx.changed('user_todo', [todoId], cid);
  if (cid !== ctx.scope.companyId) ctx.changed('user_todo', [todoId]);
}

export async function doNotice(ctx: Ctx<z.output<typeof TodoNoticeInput>>) {
  const { card, model } = await bulletin(ctx, ctx.body.targetId, 'targetId');
  const company = await operatorOf(ctx.db, ctx.scope, model, ctx.body.cid);
  if (!company) throw invalid('todo.badCompany', 'cid');
  const pid = ctx.body.pid ?? null;
  const person = pid === null ? null : await operatorMemberOf(ctx.db, ctx.scope, model, company.id, pid);
  if (pid !== null && !person) throw invalid('todo.badPerson', 'pid');
  const noticed = person?.realName ?? company.name;
  const values = {
    noticeTime: nowOf(ctx),
    state: TodoState.Notified,
    record: 0,
    receivedBy: null,
    receivedTime: null,
    senderUser: ctx.scope.userId,
    senderCompany: ctx.scope.companyId,
  };
  const before = await findTodoOf(ctx.db, company.id, card.id, pid);
  if (before && before.state === TodoState.Notified) throw rule('todo.alreadyNotified');
  let id: number;
  if (before) {
    id = before.id;
    await updateTodo(ctx.db, company.id, id, values);
  } else {
    id = await insertTodo(ctx.db, company.id, {
      ...values,
      noticeUser: pid,
      targetTable: TODO_TARGET,
      targetType: TODO_TARGET,
      targetCategory: CardCategory.TechBulletin,
      targetId: card.id,
      content: `${card.seri} ${card.name}`,
    });
  }
  await logOnCard(ctx, card, company.id, id, { [`notice ${noticed}`]: [before?.state ?? 0, TodoState.Notified] });
  return { id };
}

export async function removeNotice(ctx: Ctx<{ id: number }>) {
  const todo = await sentTodo(ctx.db, ctx.scope, ctx.body.id);
  if (!todo) throw notFound();
  const card = await findCardRef(ctx.db, todo.targetId);
  if (!card) throw notFound();
  const model = await findPlaneModel(ctx.db, card.model);
  if (!model) throw notFound();
  assertCanWriteModel(ctx.scope, model);
  if (todo.state !== TodoState.Withdrawn)
    await updateTodo(ctx.db, todo.companyId, todo.id, { state: TodoState.Withdrawn });
  const noticed = todo.noticeUser === null ? String(todo.companyId) : await userName(ctx.db, todo.noticeUser);
  const changes: Record<string, [unknown, unknown]> =
    todo.state === TodoState.Withdrawn ? {} : { [`notice ${noticed}`]: [todo.state, TodoState.Withdrawn] };
  await logOnCard(ctx, card, todo.companyId, todo.id, changes);
  return { id: todo.id };
}

/** Receive: the caller opened its to-do; the first opening marks it received (record 9), later ones change nothing. */
export async function receive(ctx: Ctx<{ id: number }>) {
  const before = await findOwnTodo(ctx.db, ctx.scope, ctx.scope.userId, ctx.body.id);
  if (!before) throw notFound();
  let after = before;
  if (before.record !== TODO_RECEIVED) {
    const values = { record: TODO_RECEIVED, receivedBy: ctx.scope.userId, receivedTime: nowOf(ctx) };
    await updateTodo(ctx.db, ctx.scope, before.id, values);
    after = { ...before, ...values };
    if (before.senderCompany !== null && before.senderCompany !== ctx.scope.companyId) {
      ctx.changed('user_todo', [before.id], before.senderCompany);
    }
    ctx.changed('user_todo', [before.id]);
  }
  await ctx.audit({
    targetType: ObjType.TechBulletin,
    targetId: before.targetId,
    name: before.cardSeri ?? String(before.targetId),
    changes: before.record === TODO_RECEIVED ? {} : { received: [before.record, TODO_RECEIVED] },
  });
  return after;
}

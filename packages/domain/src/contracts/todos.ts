import { z } from 'zod';
import { endpoints, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import { FixedOrderQuery, QueryPayload } from '../query';
import { RecordId, strictBody } from './platform';

// Notices to people (model document §2.4 "Technical notice dialog", §3 "UserToDo", §4 "Technical notice state",
// §7 "Notices to people"; platform document §7 the to-do badge; docs/domain.md "Technical bulletins"). A technical
// bulletin (work card category 4) notifies people, or an organisation as a whole: one UserToDo row each, owned
// by the noticed company (like a notice to an aircraft, written by company 10000 or the model's manager across
// companies). The noticed user sees it in the header's to-do badge and on the dashboard; opening it marks it
// received (record 9), which the sender's dialog shows. Messages are catalogue keys `todo.*` (i18n/todos.ts).

/** The target of a technical-bulletin to-do (spec §9 "Notice target table and type"). */
export const TODO_TARGET = 10010;
/** `record` of a received to-do (spec §9). */
export const TODO_RECEIVED = 9;
/** `state`: 1 notified (open), 0 withdrawn. */
export const TodoState = { Withdrawn: 0, Notified: 1 } as const;

/** A to-do of a person or an organisation (spec "UserToDo"). Every field is set by the server. */
const userToDo = entity({
  name: 'UserToDo',
  table: 'user_todo',
  owner: 'company',
  labels: 'todo',
  fields: {
    /** The noticed user; null: the organisation as a whole (every member sees it). */
    noticeUser: field.id(undefined),
    noticeTime: notNull(field.text(undefined), z.string()),
    targetTable: notNull(field.number(undefined), z.number()),
    targetType: notNull(field.number(undefined), z.number()),
    /** The card's category (4). */
    targetCategory: notNull(field.number(undefined), z.number()),
    /** The card (spec `targetID`). */
    targetId: notNull(field.id(undefined), z.number()),
    /** What the to-do says: the bulletin's number and name. */
    content: field.text(undefined),
    targetState: field.number(undefined),
    operType: field.number(undefined),
    noticeOnly: field.number(undefined),
    state: notNull(field.number(undefined), z.number()),
    /** 9 once the noticed user has opened it. */
    record: notNull(field.number(undefined), z.number()),
    receivedBy: field.id(undefined),
    receivedTime: field.text(undefined),
    /** Who notified, and from which company. */
    senderUser: field.id(undefined),
    senderCompany: field.id(undefined),
  },
});
export type UserToDoRow = RowOf<typeof userToDo>;

/** A to-do as its user's badge and dashboard list it: the row with the sender company's name and the card. */
export const TodoListRow = userToDo.row.extend({
  senderCompanyName: z.string().nullable(),
  /** The bulletin's model, number and name, for opening it. */
  cardModel: z.number().nullable(),
  cardSeri: z.string().nullable(),
  cardName: z.string().nullable(),
});
export type TodoListRow = z.output<typeof TodoListRow>;

/**
 * A person or an organisation in the technical notice dialog (spec "Row display fields": realName, cname, cid,
 * pid) with the state of its to-do for the bulletin: `id` null when never notified.
 */
export const TechNoticeRow = z.object({
  id: z.number().nullable(),
  /** The user; null for the organisation row. */
  pid: z.number().nullable(),
  realName: z.string().nullable(),
  cid: z.number(),
  cname: z.string().nullable(),
  state: z.number(),
  record: z.number(),
  noticeTime: z.string().nullable(),
});
export type TechNoticeRow = z.output<typeof TechNoticeRow>;

/** QueryTechNotice: the generic query body plus the bulletin (`tagId`). */
export const TechNoticeQuery = FixedOrderQuery.extend({ tagId: RecordId });
/** DoNotice: the bulletin and the person (`pid`) or the organisation (`cid` without `pid`). */
// `cid` here is the noticed organisation, not the spec's ignored company key: strictBody's own `cid` (unknown,
// ignored) would override it, hence `extend` (checked against the operators of the bulletin's model, never taken
// as the caller's company).
export const TodoNoticeInput = strictBody({
  targetId: RecordId,
  pid: RecordId.nullish(),
  id: z.unknown().optional(),
}).extend({ cid: RecordId });
const TodoIdInput = strictBody({ id: RecordId });

export const UserToDo = {
  ...userToDo,
  api: endpoints('UserToDo', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(TodoListRow),
      summary:
        'The caller’s to-dos in the current company (to the user or to the whole organisation; fixed filter state = 1 for the open ones)',
    },
    QueryTechNotice: {
      access: { view: 'plane-model' },
      input: TechNoticeQuery,
      output: listOf(TechNoticeRow),
      summary:
        'People and organisations a technical bulletin can notify, with their notice state (tagId = the card; company 10000 or the model’s manager)',
    },
    DoNotice: {
      access: { allow: ['plane-model', 'Execute'] },
      input: TodoNoticeInput,
      output: z.object({ id: z.number() }),
      summary: 'Notifies a person or an organisation of a technical bulletin',
    },
    RemoveNotice: {
      access: { allow: ['plane-model', 'Execute'] },
      input: TodoIdInput,
      output: z.object({ id: z.number() }),
      summary: 'Withdraws a notice',
    },
    Receive: {
      access: 'member',
      input: TodoIdInput,
      output: TodoListRow,
      summary: 'Marks the caller’s to-do received (record 9) when opened; the sender sees it',
    },
  }),
};

import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { endpoints, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import { QueryPayload } from '../query';
import { text } from './fields';
import { RecordId, strictBody } from './platform';

// Notices to aircraft (model document §2.9, §3 "PlaneNotice", "Aircraft list row", §4 "Applicability per
// aircraft", §7 "Notices to aircraft"; docs/domain.md "Notices and evaluations cross tenants"). A notice row
// belongs to the aircraft's company (its operator), whoever wrote it: company 10000 or the model's manager
// evaluate and notify the aircraft of a model across operators, and see nothing else of them. This round
// holds the evaluation of a model's CAD/AD or SB/SI document against each aircraft (type 1, `appraiseId` =
// the document); the notices of work cards (issue "Work cards and notices") add their types to the same
// table. Messages are catalogue keys `notice.*` (i18n/notices.ts).

/**
 * What a notice row is about. Type 1 (spec "Evaluation notices use type 1"): a model document's evaluation
 * against the aircraft (`appraiseId` = the document); a category 1 or 2 card whose basis file it is notifies the
 * aircraft on that row (`instructId` = the card). Type 3: a survey card (category 3) and the aircraft
 * (`appraiseId` = `instructId` = the card): its applicability and its notice.
 */
export const NoticeType = { Appraise: 1, Survey: 3 } as const;
const Type = z.union([z.literal(NoticeType.Appraise), z.literal(NoticeType.Survey)], { error: 'notice.badType' });

/** The applicability of an aircraft: not evaluated, applicable (fit), not applicable (unfit). */
export const Applicability = { Unevaluated: 'unevaluated', Fit: 'fit', Unfit: 'unfit' } as const;
export type Applicability = (typeof Applicability)[keyof typeof Applicability];

/** The applicability a row states (spec §4: fit = appraised 1 and fit 1, unfit = appraised 1 and fit 0). */
export function applicabilityOf(row: { appraised: number | null; fit: number | null }): Applicability {
  if (row.appraised !== 1) return Applicability.Unevaluated;
  return row.fit === 1 ? Applicability.Fit : Applicability.Unfit;
}

/**
 * The applicability a tick leads to (spec §4): ticking Fit when fit cancels, otherwise sets fit; ticking Unfit
 * when unfit cancels, otherwise sets unfit.
 */
export function afterTick(now: Applicability, ticked: 'fit' | 'unfit'): Applicability {
  return now === ticked ? Applicability.Unevaluated : ticked;
}

const Flag = z.union([z.literal(0), z.literal(1)], { error: 'notice.badFlag' });

const planeNotice = entity({
  name: 'PlaneNotice',
  table: 'plane_notice',
  owner: 'company',
  labels: 'notice',
  fields: {
    /** The aircraft (spec `plane`/`planeId`). */
    planeId: notNull(field.id(undefined), z.number()),
    type: notNull(field.number(undefined), z.number()),
    subType: field.number(undefined),
    /** The evaluated document (type 1). */
    appraiseId: field.id(undefined),
    /** The work card that notified the aircraft (issue "Work cards and notices"). */
    instructId: field.id(undefined),
    maintainId: field.id(undefined),
    ctrlId: field.id(undefined),
    appraised: notNull(field.flag(undefined), z.number()),
    fit: notNull(field.flag(undefined), z.number()),
    /** 0 = not notified, 1 = notified. */
    state: notNull(field.number(undefined), z.number()),
    appraiseUser: field.id(undefined),
    appraiseTime: field.text(undefined),
    /** Why the aircraft is not applicable (an evaluation "unfit" needs it, issue 32); null otherwise. */
    unfitReason: field.text(undefined),
    instructUser: field.id(undefined),
    instructTime: field.text(undefined),
  },
});
export type PlaneNoticeRow = RowOf<typeof planeNotice>;

/** The longest reason of a "not applicable" evaluation. */
export const UNFIT_REASON_MAX = 500;

/**
 * Appraise: the applicability an aircraft gets for a document (the client computes it from the tick with
 * `afterTick`): `appraised` 0 cancels the evaluation, 1 with `fit` 1 or 0 sets applicable or not applicable.
 */
export const AppraiseInput = strictBody({
  /** 1: `appraiseId` is a model document (CAD/AD, SB/SI); 3: a survey card of the model. */
  type: Type.default(NoticeType.Appraise),
  appraiseId: RecordId,
  planeId: RecordId,
  appraised: Flag,
  fit: Flag,
  /** Why not applicable: required with appraised 1 and fit 0 (`notice.unfitReasonRequired`), ignored otherwise. */
  reason: text({ max: UNFIT_REASON_MAX, multiline: true, blankAsNull: true }),
  // The spec's client sends the whole notice row back; what the server takes is above.
  id: z.unknown().optional(),
});
export type AppraiseInput = z.input<typeof AppraiseInput>;

/** Appraise answers the notice row with who evaluated it and when (spec: id, appraiseUser, appraiseTime). */
const noticeAnswer = planeNotice.row.extend({ appraiseUserName: z.string().nullable() });

/**
 * What the caller may do with an aircraft's row (docs/architecture.md "Row abilities"): `appraise`
 * (PlaneNotice/Appraise) needs plane-model Execute, the model's rule (company 10000 or its manager) and a row not
 * notified (appraiseRefusal).
 */
export const AppraiseAbilities = abilities('appraise');

/** A notified row keeps its evaluation: withdraw the notice first. */
export function appraiseRefusal(row: { state: number }): Refusal {
  return row.state !== 0 ? 'notice.withdrawFirst' : null;
}

/**
 * An aircraft of the model with its evaluation (spec "Aircraft list row"): the notice's fields, or the
 * unevaluated defaults (id null) when the aircraft has no notice for the document yet.
 */
export const AppraiseRow = z.object({
  /** The notice row, null while the aircraft has never been evaluated against the document. */
  id: z.number().nullable(),
  planeId: z.number(),
  /** Tail number. */
  name: z.string(),
  planeSeri: z.string().nullable(),
  planeEngModel: z.string().nullable(),
  /** The aircraft's company (its operator). */
  company: z.number(),
  companyName: z.string().nullable(),
  appraised: z.number(),
  fit: z.number(),
  state: z.number(),
  appraiseUser: z.number().nullable(),
  appraiseUserName: z.string().nullable(),
  appraiseTime: z.string().nullable(),
  /** Why not applicable (an unfit row). */
  unfitReason: z.string().nullable(),
  /** The card that notified the aircraft on this row, when notified (state 1). */
  instructId: z.number().nullable(),
  instructUserName: z.string().nullable(),
  instructTime: z.string().nullable(),
  /** The aircraft's control item a notified instruction created or re-enabled. */
  ctrlId: z.number().nullable(),
  abilities: AppraiseAbilities,
});
export type AppraiseRow = z.output<typeof AppraiseRow>;

/** QueryWithWorkAppraise: the generic query body plus the evaluated document (`tagId`). */
export const AppraiseQuery = QueryPayload.extend({ tagId: RecordId });
export type AppraiseQuery = z.input<typeof AppraiseQuery>;

/**
 * The aircraft of a model with their evaluation of one document (/api/PlaneEntity/QueryWithWorkAppraise: the
 * document dialog, and the notice dialog of a category 1–2 card with tagId = its basis file) or with their
 * notice of one survey card (QueryWithWorkNotice, tagId = the card).
 */
export const PlaneAppraisal = {
  api: endpoints('PlaneEntity', {
    QueryWithWorkAppraise: {
      access: { view: 'plane-model' },
      input: AppraiseQuery,
      output: listOf(AppraiseRow),
      summary:
        'The aircraft of the document’s model with their evaluation (tagId = the document; across operators for company 10000 and the model’s manager, the own company’s aircraft for others; default sort id ascending)',
    },
    QueryWithWorkNotice: {
      access: { view: 'plane-model' },
      input: AppraiseQuery,
      output: listOf(AppraiseRow),
      summary:
        'The aircraft of a survey card’s model with their applicability and notice of the card (tagId = the card; category 3)',
    },
  }),
};

/**
 * DoNotice: notifies the aircraft of a notice row (`id`, from the lists above) with a card (`instructId`). A
 * category 1–2 card needs the row applicable (its basis file evaluated fit) and creates or re-enables the
 * aircraft's control item from the card's maintenance item; a survey card notifies whatever the applicability.
 */
export const DoNoticeInput = strictBody({ id: RecordId, instructId: RecordId, planeId: z.unknown().optional() });
/** doForceNotice: a survey card notifies an aircraft that has no notice row for it yet (the row is created). */
export const ForceNoticeInput = strictBody({ planeId: RecordId, instructId: RecordId, id: z.unknown().optional() });
/** RemoveNotice: withdraws the notice of a row (the control item is disabled when it was never executed). */
export const RemoveNoticeInput = strictBody({ id: RecordId, instructId: z.unknown().optional() });

/** The largest batch of DoNoticeMany and RemoveNoticeMany (issue 15: one AD to 500 aircraft in one call). */
export const NOTICE_BATCH_MAX = 1000;
const NoticeIds = z
  .array(RecordId)
  .min(1, { error: 'notice.batchSize' })
  .max(NOTICE_BATCH_MAX, { error: 'notice.batchSize' });
/**
 * DoNoticeMany: DoNotice for each of the rows `ids` (1–1000) with one card, in one transaction: when any row is
 * refused nothing is saved and the 601 answer names the refused rows: `msg` lists their tail numbers, `errors` each
 * one's reason (field `ids.<index>`), `refused` each one's `{ id, planeId, name }` (same order).
 */
export const DoNoticeManyInput = strictBody({ ids: NoticeIds, instructId: RecordId });
/** RemoveNoticeMany: RemoveNotice for each of the rows `ids` (1–1000), in one transaction. */
export const RemoveNoticeManyInput = strictBody({ ids: NoticeIds });

/** What DoNotice and doForceNotice answer (spec: state, instructUser, instructTime, ctrlId; plus the row). */
const notifiedAnswer = planeNotice.row.extend({ instructUserName: z.string().nullable() });

/** Notices to aircraft: the declaration and the endpoints (/api/PlaneNotice/*). */
export const PlaneNotice = {
  ...planeNotice,
  api: endpoints('PlaneNotice', {
    Appraise: {
      access: { allow: ['plane-model', 'Execute'] },
      input: AppraiseInput,
      output: noticeAnswer,
      summary:
        'Evaluates a model document (CAD/AD, SB/SI) or a survey card against an aircraft: applicable, not applicable, or cancelled (company 10000 or the model’s manager; a notified aircraft is refused until withdrawn)',
    },
    DoNotice: {
      access: { allow: ['plane-model', 'Execute'] },
      input: DoNoticeInput,
      output: notifiedAnswer,
      summary:
        'Notifies an aircraft of a card (category 1–2: applicable rows only, creating or re-enabling its control item and refreshing its due state; category 3: any row)',
    },
    DoNoticeMany: {
      access: { allow: ['plane-model', 'Execute'] },
      input: DoNoticeManyInput,
      output: z.array(notifiedAnswer),
      summary:
        'Notifies the aircraft of many notice rows (1–1000) with one card, as DoNotice does for each, in one transaction (any refused row: nothing saved, the answer names the refused rows); answers the notified rows in the order asked',
    },
    doForceNotice: {
      access: { allow: ['plane-model', 'Execute'] },
      input: ForceNoticeInput,
      output: notifiedAnswer,
      summary: 'Notifies an aircraft of a survey card without a notice row yet (the row is created)',
    },
    RemoveNotice: {
      access: { allow: ['plane-model', 'Execute'] },
      input: RemoveNoticeInput,
      output: notifiedAnswer,
      summary: 'Withdraws a notice (an instruction’s control item is disabled when never executed, else kept)',
    },
    RemoveNoticeMany: {
      access: { allow: ['plane-model', 'Execute'] },
      input: RemoveNoticeManyInput,
      output: z.array(notifiedAnswer),
      summary: 'Withdraws the notices of many rows (1–1000) as RemoveNotice does for each, in one transaction',
    },
  }),
};

import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import { QueryPayload } from '../query';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Production orders (issue 33; the spec's order type 104, screen /maintain/order): a visit of one aircraft that
// gathers due control items, open faults, deferrals, open ADs and hand-made tasks into task cards, each a snapshot
// of the model's work card (its steps, files, estimated hours) or of the maintenance item when no card exists. Steps
// are signed one by one by their performer, RII steps also by an inspector who is not the performer; measured values
// are checked against their limits; findings raise a non-routine card and its fault in the same order. Closing
// issues the certificate of release to service (a signed maintenance record of type Release, hash-chained like every
// record) and, in the same transaction, writes each card back: the control item's execution, the fault's sign-off
// (which closes its deferral), the AD/SB record the register reads. Parts (reservations, issues, returns, removed
// parts) are `contracts/order-parts.ts`. Messages `order.*` (i18n/orders.ts).

/** Order states: draft → released → in work → inspected → closed, or cancelled (with a reason). */
export const OrderState = { Draft: 0, Released: 1, InWork: 2, Inspected: 3, Closed: 4, Cancelled: 9 } as const;
export const ORDER_STATES = Object.values(OrderState) as number[];
export type OrderStateCode = (typeof OrderState)[keyof typeof OrderState];

/** Where a card comes from: a control item, a fault, a deferral (of a fault), an open AD/SB, by hand, a finding. */
export const CardSource = { Ctrl: 1, Fault: 2, Deferral: 3, Ad: 4, Manual: 5, Finding: 6 } as const;
export const CARD_SOURCES = Object.values(CardSource) as number[];

/** A card's progress: open, every step signed (performed), every RII inspected too (done). */
export const CardState = { Open: 0, Performed: 1, Done: 2 } as const;

/** Most cards of one order, steps of one card. */
export const ORDER_MAX_CARDS = 2000;
export const CARD_MAX_STEPS = 200;

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const Flag = z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' });
/** A required day (`YYYY-MM-DD`), the message naming the field. */
const requiredDay = (key: 'order.plannedStartRequired' | 'order.plannedEndRequired' | 'order.dayRequired') =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: 'validation.dateFormat' })
    .transform((v) => v ?? null)
    .pipe(dateValue())
    .refine((v) => v !== null, key);
const limitValue = z
  .number({ error: 'order.limitInvalid' })
  .min(-1e9, 'order.limitInvalid')
  .max(1e9, 'order.limitInvalid');

/**
 * A step of a work card (model catalogue, `work_card.steps`) and of a task card's snapshot: what to do, whether it
 * is a required inspection item (RII: an inspector other than the performer signs it too), and a measured value
 * when it has a unit or a limit (min ≤ value ≤ max).
 */
export const CardStep = z
  .strictObject({
    text: requiredText('order.stepTextRequired', { max: 2000, multiline: true }),
    rii: Flag.default(0),
    unit: text(20).optional(),
    min: limitValue.nullish(),
    max: limitValue.nullish(),
  })
  .refine((s) => s.min === null || s.min === undefined || s.max === null || s.max === undefined || s.min <= s.max, {
    message: 'order.limitsReversed',
    path: ['max'],
  });
export type CardStep = z.output<typeof CardStep>;
export const CardSteps = z.array(CardStep).max(CARD_MAX_STEPS, 'order.tooManySteps');

/** Whether a step asks for a measured value. */
export const measured = (s: { unit?: string | null; min?: number | null; max?: number | null }) =>
  !!s.unit || (s.min !== null && s.min !== undefined) || (s.max !== null && s.max !== undefined);

/** A measured value outside its limits, or null when within (or not measured). */
export function outOfLimits(s: { min: number | null; max: number | null }, value: number): 'low' | 'high' | null {
  if (s.min !== null && value < s.min) return 'low';
  if (s.max !== null && value > s.max) return 'high';
  return null;
}

const productionOrder = entity({
  name: 'ProductionOrder',
  table: 'production_order',
  owner: 'company',
  labels: 'order',
  fields: {
    /** The aircraft (one of the caller's company; never changes). */
    plane: notNull(
      field.id(z.number({ error: 'order.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'order.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    /** The order number (server-set: WO-<year>-<4 digits>, per company). */
    seri: notNull(field.text(undefined), z.string()),
    title: notNull(
      field.text(requiredText('order.titleRequired', { max: 200 }), { required: 'order.titleRequired' }),
      z.string(),
    ),
    /** Base or site (a site of the company). */
    site: field.id(RecordId.nullish(), { column: 'site_id', form: 'select' }),
    plannedStart: notNull(
      field.date(requiredDay('order.plannedStartRequired'), { required: 'order.plannedStartRequired' }),
      z.string(),
    ),
    plannedEnd: notNull(
      field.date(requiredDay('order.plannedEndRequired'), { required: 'order.plannedEndRequired' }),
      z.string(),
    ),
    remarks: field.text(text(2000, true), { form: 'textarea' }),
    /** OrderState (server-set). */
    state: notNull(field.number(undefined), z.number()),
    cancelReason: field.text(undefined),
    releasedAt: field.date(undefined, { nullable: true }),
    releasedBy: field.id(undefined, { audited: false }),
    startedAt: field.date(undefined, { nullable: true }),
    /** The final inspection (state inspected): who, under which licence, when. */
    inspectedAt: field.date(undefined, { nullable: true }),
    inspectedBy: field.id(undefined, { audited: false }),
    inspectedName: field.text(undefined),
    closedAt: field.date(undefined, { nullable: true }),
    closedBy: field.id(undefined, { audited: false }),
    /** The certificate of release to service: a signed maintenance record (TaskType.Release). */
    crsTask: field.id(undefined, { column: 'crs_task_id' }),
    /** The aircraft's totals at release (closing): the executions written back carry them. */
    releaseHours: field.number(undefined, { nullable: true }),
    releaseLandings: field.number(undefined, { nullable: true }),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type ProductionOrderRecord = RowOf<typeof productionOrder>;

const orderCard = entity({
  name: 'OrderCard',
  table: 'order_card',
  owner: 'company',
  labels: 'order.card',
  fields: {
    order: notNull(field.id(undefined, { column: 'order_id' }), z.number()),
    plane: notNull(field.id(undefined, { column: 'plane_id' }), z.number()),
    /** Position in the order (1…). */
    seq: notNull(field.number(undefined), z.number()),
    /** CardSource, and what it points at: control item, fault record, deferral, model document (AD/SB). */
    source: notNull(field.number(undefined), z.number()),
    sourceId: field.id(undefined),
    /** The model's work card it was copied from (its current version), or null. */
    workCard: field.id(undefined, { column: 'work_card_id' }),
    seri: field.text(undefined),
    name: notNull(field.text(undefined), z.string()),
    version: field.text(undefined),
    files: field.json(undefined, z.array(FileEntry)),
    estimatedHours: field.number(undefined, { nullable: true }),
    /** The kind of authorisation its steps need (the work card's requiredKind as copied; issue 34), or null. */
    requiredKind: field.text(undefined),
    /** For a control item: its stored due when planned (what the planner saw). */
    dueDate: field.date(undefined, { nullable: true }),
    dueHours: field.number(undefined, { nullable: true }),
    dueLandings: field.number(undefined, { nullable: true }),
    /** A finding: the card it was found on, and the fault raised for it. */
    parentCard: field.id(undefined, { column: 'parent_card_id' }),
    faultTask: field.id(undefined, { column: 'fault_task_id' }),
    /** Files and photos taken during the work (CardFiles). */
    attachments: field.json(undefined, z.array(FileEntry)),
    /** CardState (server-set from the steps). */
    state: notNull(field.number(undefined), z.number()),
    /** The maintenance record the close wrote for it. */
    recordTask: field.id(undefined, { column: 'record_task_id' }),
    remarks: field.text(undefined),
  },
});
export type OrderCardRecord = RowOf<typeof orderCard>;

const orderStep = entity({
  name: 'OrderStep',
  table: 'order_step',
  owner: 'company',
  labels: 'order.step',
  fields: {
    card: notNull(field.id(undefined, { column: 'card_id' }), z.number()),
    seq: notNull(field.number(undefined), z.number()),
    text: notNull(field.text(undefined), z.string()),
    rii: notNull(field.flag(undefined), z.number()),
    unit: field.text(undefined),
    min: field.number(undefined, { column: 'min_value', nullable: true }),
    max: field.number(undefined, { column: 'max_value', nullable: true }),
    /** The measured value the performer entered. */
    value: field.number(undefined, { column: 'measured', nullable: true }),
    performedBy: field.id(undefined),
    performedName: field.text(undefined),
    performedLicence: field.text(undefined),
    performedAt: field.date(undefined, { nullable: true }),
    inspectedBy: field.id(undefined),
    inspectedName: field.text(undefined),
    inspectedLicence: field.text(undefined),
    inspectedAt: field.date(undefined, { nullable: true }),
  },
});
export type OrderStepRecord = RowOf<typeof orderStep>;

const orderLabour = entity({
  name: 'OrderLabour',
  table: 'order_labour',
  owner: 'company',
  labels: 'order.labour',
  fields: {
    card: notNull(field.id(undefined, { column: 'card_id' }), z.number()),
    /** The person (a user of the company). */
    user: notNull(field.id(undefined, { column: 'user_id' }), z.number()),
    name: field.text(undefined),
    day: notNull(field.date(undefined), z.string()),
    hours: notNull(field.number(undefined), z.number()),
    remarks: field.text(undefined),
  },
});
export type OrderLabourRecord = RowOf<typeof orderLabour>;

/** What the caller may do with an order (its contract's access and orderRefusal). */
export const OrderAbilities = abilities('update', 'delete', 'release', 'cancel', 'inspect', 'close');
export type OrderAction = keyof z.output<typeof OrderAbilities>;

/**
 * Why an order refuses an action by its state, or null (the writes' rule and the rows' abilities). Update: not
 * closed or cancelled. Delete: a draft only. Release: a draft. Cancel: before any step is signed (draft or
 * released). Inspect: in work. Close: inspected. The open-work checks of Inspect and Close are the server's (they
 * name each open step and reservation).
 */
export function orderRefusal(action: OrderAction, order: { state: number }): Refusal {
  const s = order.state;
  if (s === OrderState.Closed) return 'order.isClosed';
  if (s === OrderState.Cancelled) return 'order.isCancelled';
  switch (action) {
    case 'update':
      return null;
    case 'delete':
      return s === OrderState.Draft ? null : 'order.notDraft';
    case 'release':
      return s === OrderState.Draft ? null : 'order.notDraft';
    case 'cancel':
      return s === OrderState.Draft || s === OrderState.Released ? null : 'order.workStarted';
    case 'inspect':
      return s === OrderState.InWork ? null : 'order.notInWork';
    case 'close':
      return s === OrderState.Inspected ? null : 'order.notInspected';
  }
}

const orderRow = productionOrder.row.extend({
  planeName: z.string().nullable(),
  siteName: z.string().nullable(),
  /** Cards, and those done (every step signed and inspected). */
  cards: z.number(),
  cardsDone: z.number(),
  estimatedHours: z.number(),
  abilities: OrderAbilities,
});
export type OrderRow = z.output<typeof orderRow>;

const stepRow = orderStep.row;
export type OrderStepRow = z.output<typeof stepRow>;
const labourRow = orderLabour.row;
export type OrderLabourRow = z.output<typeof labourRow>;

const cardRow = orderCard.row.extend({
  steps: z.array(stepRow),
  labour: z.array(labourRow),
  /** Labour booked on it, in hours. */
  bookedHours: z.number(),
});
export type OrderCardRow = z.output<typeof cardRow>;

/** An order with its cards, their steps and labour (the order's screen). */
const OrderDetail = orderRow.extend({ cardList: z.array(cardRow) });
export type OrderDetail = z.output<typeof OrderDetail>;

/** What can be planned into an order of an aircraft (Candidates): the kind, its id and what the planner sees. */
export const OrderCandidate = z.object({
  source: z.number(),
  /** Control item, fault record, deferral, model document. */
  id: z.number(),
  name: z.string(),
  /** Control item: its rule and stored due; deferral: its limit; AD: its deadline. */
  dueDate: z.string().nullable(),
  dueHours: z.number().nullable(),
  dueLandings: z.number().nullable(),
  /** The forecast date of a counter due at the aircraft's utilisation. */
  forecastDate: z.string().nullable(),
  /** 0 fine, 1 warning, 2 overdue. */
  dueState: z.number(),
  /** The model's work card that will be snapshot, if any. */
  workCard: z.number().nullable(),
  workCardSeri: z.string().nullable(),
  /** An open (not closed or cancelled) order already holds it. */
  onOrder: z.string().nullable(),
});
export type OrderCandidate = z.output<typeof OrderCandidate>;

const CandidatesInput = strictBody({
  plane: RecordId,
  /** The horizon: items due within so many days, hours or landings (any given; none: 30 days). */
  days: z.number({ error: 'order.horizonInvalid' }).int().min(0).max(3660).optional(),
  hours: z.number({ error: 'order.horizonInvalid' }).min(0).max(100_000).optional(),
  landings: z.number({ error: 'order.horizonInvalid' }).int().min(0).max(1_000_000).optional(),
});
export type CandidatesInput = z.input<typeof CandidatesInput>;

const ids = (key: 'order.ctrlInvalid' | 'order.faultInvalid' | 'order.deferralInvalid' | 'order.adInvalid') =>
  z.array(RecordId, { error: key }).max(ORDER_MAX_CARDS, 'order.tooManyCards').default([]);

/** A card added by hand: a name and its steps (or from a work card of the aircraft's model). */
const ManualCard = strictBody({
  name: requiredText('order.cardNameRequired', { max: 200 }),
  workCard: RecordId.nullish(),
  steps: CardSteps.optional(),
  estimatedHours: z.number({ error: 'order.hoursInvalid' }).min(0).max(10_000).nullish(),
  remarks: text(1000, true),
});

const AddCardsInput = strictBody({
  id: RecordId,
  ctrl: ids('order.ctrlInvalid'),
  faults: ids('order.faultInvalid'),
  deferrals: ids('order.deferralInvalid'),
  /** Model documents (CAD/AD, SB/SI) open for the aircraft. */
  ads: ids('order.adInvalid'),
  manual: z.array(ManualCard).max(100).default([]),
});
export type AddCardsInput = z.input<typeof AddCardsInput>;

const SignStepInput = strictBody({
  step: RecordId,
  /** The measured value of a measured step (required there, refused elsewhere). */
  value: z.number({ error: 'order.valueNotNumber' }).min(-1e9).max(1e9).nullish(),
});

const FindingInput = strictBody({
  /** The card it was found on. */
  card: RecordId,
  name: requiredText('order.findingNameRequired', { max: 200 }),
  description: requiredText('order.findingDescriptionRequired', { max: 2000, multiline: true }),
  steps: CardSteps.optional(),
});

const LabourInput = strictBody({
  card: RecordId,
  /** A user of the company; the caller when absent. */
  user: RecordId.optional(),
  day: requiredDay('order.dayRequired'),
  hours: z.number({ error: 'order.hoursInvalid' }).positive('order.hoursInvalid').max(24, 'order.hoursInvalid'),
  remarks: text(500, true),
});

/** Most files and photos of one card. */
export const CARD_MAX_ATTACHMENTS = 30;

const CardFilesInput = strictBody({
  card: RecordId,
  /** The card's whole list of files and photos (uploads of the `attachment` use). */
  attachments: fileList(['attachment'], CARD_MAX_ATTACHMENTS),
});

const CancelInput = strictBody({
  id: RecordId,
  reason: requiredText('order.cancelReasonRequired', { max: 500, multiline: true }),
});

const CloseInput = strictBody({
  id: RecordId,
  /** The release statement's remarks (the statement itself is fixed text in the reader's language). */
  remarks: text(1000, true),
});

/** One piece of open work that refuses Inspect or Close: the card, the step or part line, and why. */
export const OpenWork = z.object({
  card: z.number().nullable(),
  cardSeq: z.number().nullable(),
  cardName: z.string().nullable(),
  step: z.number().nullable(),
  stepSeq: z.number().nullable(),
  /** A reservation line's part (its name and part number; order-parts), when the open work is a part. */
  part: z.string().nullable().optional(),
  /** order.stepUnsigned, order.riiUninspected, order.partOpen, … */
  reason: z.string(),
});
export type OpenWork = z.output<typeof OpenWork>;

/** Readers of orders: the order screen and the aircraft drawer. */
const orderReaders = { anyView: ['maintain-order', 'plane-entity', 'plane-operation'] } as const;

/** Production orders (/api/ProductionOrder/*). */
export const ProductionOrder = {
  ...productionOrder,
  api: endpoints('ProductionOrder', {
    Query: {
      access: orderReaders,
      input: QueryPayload,
      output: listOf(orderRow),
      summary: 'Orders of the company (filters: plane, state, seri, title, plannedStart, plannedEnd), newest first',
    },
    Get: {
      access: orderReaders,
      input: strictBody({ id: RecordId }),
      output: OrderDetail,
      summary: 'An order with its task cards, their steps and the labour booked',
    },
    Candidates: {
      access: { view: 'maintain-order' },
      input: CandidatesInput,
      output: z.array(OrderCandidate),
      summary:
        'What can be planned for an aircraft: control items due within the horizon (with forecast dates), open faults, deferrals and open ADs',
    },
    Add: {
      access: { allow: ['maintain-order', 'Add'] },
      input: productionOrder.input,
      output: orderRow,
      summary: 'A draft order for an aircraft (its number is given by the server)',
    },
    Update: {
      access: { allow: ['maintain-order', 'Edit'] },
      input: productionOrder.update,
      output: orderRow,
      summary: 'Title, site, planned dates and remarks of an order not closed or cancelled',
    },
    Delete: {
      access: { allow: ['maintain-order', 'Delete'] },
      input: strictBody({ id: RecordId }),
      output: IdAnswer,
      summary: 'Deletes a draft order and its cards',
    },
    AddCards: {
      access: { allow: ['maintain-order', 'Edit'] },
      input: AddCardsInput,
      output: OrderDetail,
      summary:
        'Adds task cards: control items, faults, deferrals, open ADs (each a snapshot of its work card) and cards by hand',
    },
    RemoveCard: {
      access: { allow: ['maintain-order', 'Edit'] },
      input: strictBody({ card: RecordId }),
      output: OrderDetail,
      summary: 'Removes a card with no signed step from an order not closed or cancelled',
    },
    Release: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: strictBody({ id: RecordId }),
      output: orderRow,
      summary: 'Releases a draft order with at least one card (its parts are reserved)',
    },
    Cancel: {
      access: { allow: ['maintain-order', 'Close'] },
      input: CancelInput,
      output: orderRow,
      summary: 'Cancels an order before any step is signed, with a reason (its reservations are released)',
    },
    SignStep: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: SignStepInput,
      output: OrderDetail,
      summary:
        'The performer signs a step (in order; a measured value within its limits); the first moves the order in work',
    },
    InspectStep: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: strictBody({ step: RecordId }),
      output: OrderDetail,
      summary: 'An inspector who is not the performer signs a performed RII step',
    },
    AddFinding: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: FindingInput,
      output: OrderDetail,
      summary: 'A finding during the work: a fault of the aircraft and a non-routine card for it in the same order',
    },
    BookLabour: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: LabourInput,
      output: OrderDetail,
      summary: 'Books labour hours of a person on a card',
    },
    CardFiles: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: CardFilesInput,
      output: OrderDetail,
      summary: 'Sets the files and photos of a card of an order released or in work',
    },
    Inspect: {
      access: { allow: ['maintain-order', 'Execute'] },
      input: strictBody({ id: RecordId }),
      output: orderRow,
      summary: 'The final inspection of an order in work; refused with the open work listed',
    },
    Close: {
      access: { allow: ['maintain-order', 'Close'] },
      input: CloseInput,
      output: orderRow,
      summary:
        'Closes an inspected order: the certificate of release to service and, in the same transaction, every card written back',
    },
  }),
};

/** The entities of a card, its steps and its labour (their tables' declarations). */
export const OrderCard = orderCard;
export const OrderStep = orderStep;
export const OrderLabour = orderLabour;

/**
 * The order's paper (/api/OrderPaper/*, issue 33): PDFs in the reader's language, answered as attachments — the
 * order (summary, cards, parts), its task cards (one, or all) with sign-off boxes and a QR code of each card's
 * address, and the certificate of release to service of a closed order. Whoever reads the order may print it.
 */
export const OrderPaper = {
  api: endpoints('OrderPaper', {
    Order: {
      access: orderReaders,
      input: strictBody({ id: RecordId }),
      raw: true,
      summary: 'The order as a PDF: summary, task cards and parts',
    },
    Cards: {
      access: orderReaders,
      input: strictBody({ id: RecordId, card: RecordId.optional() }),
      raw: true,
      summary: 'The order’s task cards (or one card) as a PDF with sign-off boxes and a QR code of each card',
    },
    Crs: {
      access: orderReaders,
      input: strictBody({ id: RecordId }),
      raw: true,
      summary: 'The certificate of release to service of a closed order as a PDF, with its record’s chain hash',
    },
  }),
};

import { z } from 'zod';
import { abilities } from '../abilities';
import type { Due, RuleDue, TimeRule } from '../due';
import { TIME_RULE_LIMITS, TimeRuleSchema } from '../due';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field } from '../entity';
import { QueryPayload } from '../query';
import { dateValue, type FileEntry, fileList, NO_DATE, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Contracts of model maintenance items (/api/MaintainItem/*) and per-aircraft maintenance control
// (/api/MaintainCtrl/*): the two entity declarations (domain/entity.ts), the special inputs built from their
// field schemas, the endpoint contracts with their answers, and the code tables. Dates travel as
// `YYYY-MM-DD 00:00:00` (model document §9); the year-1 date means "no date".

/** Maintenance item type (model document §3); 99 "other" is known to the task dialog. */
export const MaintainType = {
  Other: 0,
  TimeControlItem: 1,
  TimeControlPart: 2,
  AirframeInspection: 3,
  EngineInspection: 4,
  EngineeringOrder: 5,
  SurveySheet: 6,
  TechBulletin: 7,
  OtherTask: 99,
} as const;
export const maintainTypeLabels: Record<number, readonly [string, string]> = {
  0: ['其他', 'Other'],
  1: ['时控项目', 'Time-controlled item'],
  2: ['时控件', 'Time-controlled part'],
  3: ['机体定检', 'Airframe periodic inspection'],
  4: ['发动机定检', 'Engine periodic inspection'],
  5: ['工程指令', 'Engineering order'],
  6: ['调查单', 'Survey sheet'],
  7: ['技术通告', 'Technical bulletin'],
  99: ['其他', 'Other'],
};

/** Time alignment (model document §3). */
export const TimeAlign = { No: 0, Yes: 1 } as const;

/** Source type of a sourceContent entry (model document §3). */
export const SourceType = {
  Outline: 1,
  CAD: 11,
  AD: 12,
  SB: 13,
  SI: 14,
  Survey: 21,
  TechBulletin: 31,
  Other: 99,
} as const;

export { NO_DATE };

/**
 * A calendar date as `YYYY-MM-DD` or `YYYY-MM-DD 00:00:00`, answered as `YYYY-MM-DD 00:00:00`; null, an
 * empty string and the year-1 date mean "no date" (fields.ts, the one date schema).
 */
export const DateValue = dateValue();

const MAX_HOURS = 10_000_000;

/** Hours as a number or numeric text (the in-place editors send text); `message` names the spec's error. */
function hours(message: 'maintain.hoursFormat' | 'maintain.initHoursFormat') {
  return z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    if (value === null || value === '') return null;
    const n = typeof value === 'number' ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || n < 0 || n > MAX_HOURS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
}
export const ExecuteHours = hours('maintain.hoursFormat');
/** Landings as a whole number ≥ 0, or numeric text (the in-place editor); null or '' clears. */
export const ExecuteLandings = z
  .union([z.number(), z.string(), z.null()], { error: 'maintain.landingsFormat' })
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_HOURS) {
      ctx.addIssue({ code: 'custom', message: 'maintain.landingsFormat' });
      return z.NEVER;
    }
    return n;
  });
export const InitHours = hours('maintain.initHoursFormat');

/** Optional single-line text (fields.ts: normalised, invisible characters refused). */
const text = (max: number) => textField({ max });

export const SourceEntry = z.strictObject({
  type: z.number().int().min(0).max(999),
  workSeri: text(200),
  sourceSeri: text(200),
});
export type SourceEntry = z.infer<typeof SourceEntry>;

export const SubEntry = z.strictObject({
  itemId: z.number().int().min(0).max(2_147_483_647).nullish(),
  name: z.string().max(200),
});
export type SubEntry = z.infer<typeof SubEntry>;

// --- Answer shapes of the JSON fields and of the due (what the API answers; OpenAPI) --------------------------

/** A stored time rule as answered (TimeRuleSchema's output). */
export const TimeRuleRow = z.object({
  name: z.string(),
  type: z.number(),
  hc: z.number().nullable(),
  ho: z.number().nullable(),
  hw: z.number().nullable(),
  cc: z.string().nullable(),
  co: z.number().nullable(),
  cw: z.number().nullable(),
  lc: z.number().nullish(),
  lo: z.number().nullish(),
  lw: z.number().nullish(),
}) satisfies z.ZodType<TimeRule>;

const SourceRow = z.object({
  type: z.number(),
  workSeri: z.string().nullish(),
  sourceSeri: z.string().nullish(),
}) satisfies z.ZodType<SourceEntry>;

const SubRow = z.object({ itemId: z.number().nullish(), name: z.string() }) satisfies z.ZodType<SubEntry>;

const FileRow = z.object({ uid: z.string(), name: z.string(), size: z.number(), url: z.string() }) satisfies z.ZodType<
  z.output<typeof FileEntry>
>;

/** An item's due for today (the due engine's `Due`). */
export const DueRow = z.object({
  expireDate: z.string().nullable(),
  remainDays: z.number().nullable(),
  expireHours: z.number().nullable(),
  remainHours: z.number().nullable(),
  expireLandings: z.number().nullable(),
  remainLandings: z.number().nullable(),
  forecastDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueBy: z.enum(['calendar', 'hours', 'landings']).nullable(),
  warning: z.boolean(),
  overdue: z.boolean(),
  unknown: z.boolean(),
  complied: z.boolean(),
}) satisfies z.ZodType<Due>;

export const RuleDueRow = DueRow.extend({ name: z.string() }) satisfies z.ZodType<RuleDue>;

// --- Field declarations ------------------------------------------------------------------------------------

/** A column that is never NULL: the builder's field answered without null. */
function notNull<F extends { answer: z.ZodNullable<z.ZodType> }>(
  f: F,
): Omit<F, 'answer'> & { answer: ReturnType<F['answer']['unwrap']> } {
  return { ...f, answer: f.answer.unwrap() as ReturnType<F['answer']['unwrap']> };
}

const maintainTypes = Object.values(MaintainType) as number[];
const timerSources = [1, 100, 900];

/**
 * The definition fields shared by a model's maintenance item and an aircraft's control item (spec §5 messages).
 * Labels are `maintenance.<name>` unless given.
 */
const definition = {
  name: notNull(field.text(requiredText('maintain.nameRequired', { max: 200 }), { required: 'maintain.nameRequired' })),
  matModel: field.text(text(100)),
  type: notNull(
    field.number(
      z
        .number({ error: 'maintain.typeRequired' })
        .int('maintain.typeRequired')
        .refine((v) => maintainTypes.includes(v), 'maintain.typeRequired'),
      { required: 'maintain.typeRequired', form: 'select' },
    ),
  ),
  content: notNull(
    field.text(requiredText('maintain.contentRequired', { max: 4000, multiline: true }), {
      required: 'maintain.contentRequired',
      form: 'textarea',
    }),
  ),
  // The rules' own checks (names, modes, intervals) run in the service with validateTimeRules, whose messages
  // carry the rule's name; the web's rule editor calls validateTimeRules (or TimerContentSchema) itself.
  timerContent: field.json(
    z.array(TimeRuleSchema, { error: 'validation.invalid' }).max(TIME_RULE_LIMITS.rules, 'timeRule.tooMany'),
    z.array(TimeRuleRow),
    { label: 'maintenance.timeItems' },
  ),
  timerSource: notNull(
    field.number(
      z
        .number({ error: 'maintain.timerSourceRequired' })
        .refine((v) => timerSources.includes(v), 'maintain.timerSourceRequired'),
      { required: 'maintain.timerSourceRequired', form: 'select' },
    ),
  ),
  timeAlign: notNull(
    field.number(z.union([z.literal(0), z.literal(1)], { error: 'maintain.timeAlignRequired' }), {
      required: 'maintain.timeAlignRequired',
      form: 'select',
    }),
  ),
  sourceContent: field.json(z.array(SourceEntry).max(50).nullish(), z.array(SourceRow)),
  subContent: field.json(z.array(SubEntry).max(200).nullish(), z.array(SubRow)),
  pos: field.text(text(200)),
  jobCardName: field.text(text(200)),
  expireDateSet: field.date(DateValue.optional()),
  remarks: field.text(textField({ max: 1000, multiline: true }), { form: 'textarea' }),
};

/** Set by the server: approval and enablement (their own calls), the drag order. */
const state = {
  disabled: notNull(field.number(undefined)),
  approved: notNull(field.number(undefined)),
};
const sorter = notNull(field.number(undefined, { audited: false }));

/** Spec clients send `name` (and `planeModel` / `planeEntity`) along with ids on state calls; ignored. */
const echo = { name: z.string().max(200).nullish() };

// --- Model maintenance items -------------------------------------------------------------------------------

/**
 * A model's maintenance item (shared catalogue: every company reads it, company 10000 or the model's manager
 * writes it). The fields are in the order of the answer and of the operation log's changes.
 */
const maintainItem = entity({
  name: 'MaintainItem',
  table: 'maintain_item',
  owner: 'shared',
  labels: 'maintenance',
  fields: {
    planeModel: notNull(field.id(RecordId, { column: 'model_id', label: 'plane.entity.model' })),
    ...definition,
    disabled: state.disabled,
    approved: state.approved,
    files: field.json(fileList(['workcard', 'document'], 50).nullish(), z.array(FileRow)),
    sorter,
  },
});

export const MaintainItemInput = maintainItem.input;
export type MaintainItemInput = z.input<typeof MaintainItemInput>;

/**
 * Update sends the whole definition again (not a partial update); `planeModel`, when sent, must be the item's
 * own model (an item never moves to another model).
 */
export const MaintainItemUpdateInput = strictBody({
  ...maintainItem.shape,
  id: RecordId,
  planeModel: maintainItem.fields.planeModel.input.optional(),
});

/** QueryById (model document §7): `tagId` is the item id. */
export const MaintainItemByIdInput = strictBody({ tagId: RecordId });

/** Delete, Approve, DeApprove, Disable, Enable: the record's id (name and planeModel ride along). */
export const MaintainItemStateInput = strictBody({ id: RecordId, ...echo, planeModel: RecordId.nullish() });

/** Drag order: the model's item ids in their new order (a page of them is enough; others keep their place). */
export const MaintainItemReorderInput = strictBody({
  model: RecordId,
  ids: z.array(RecordId).min(1).max(10_000),
});

/**
 * What the caller may do with an item (docs/architecture.md "Row abilities"), one per MaintainItem write: the
 * plane-model function of each, and the model's rule (company 10000 or its manager: model-access.ts
 * modelWriteRefusal).
 */
export const MaintainItemAbilities = abilities('update', 'delete', 'enable', 'disable', 'approve', 'deApprove');

/** An item as answered: with the caller's abilities on it. */
const maintainItemRow = maintainItem.row.extend({ abilities: MaintainItemAbilities });

export type MaintainItemRow = z.output<typeof maintainItemRow>;

/** The answer of both Reorder calls: the ids and the sorter values they now hold. */
const ReorderAnswer = z.object({ ids: z.array(z.number()), sorters: z.array(z.number()) });

/** A model's maintenance item: its declaration and its endpoints (/api/MaintainItem/*). */
export const MaintainItem = {
  ...maintainItem,
  api: endpoints('MaintainItem', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(maintainItemRow),
      summary: 'Maintenance items of the shared catalogue (fixed filter planeModel; default sort: drag order)',
    },
    QueryById: {
      access: 'member',
      input: MaintainItemByIdInput,
      output: maintainItemRow,
      summary: 'One maintenance item (tagId = its id)',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: MaintainItemInput,
      output: maintainItemRow,
      summary: 'Adds a maintenance item to a model (company 10000 or the model’s manager)',
    },
    Update: {
      access: { allow: ['plane-model', 'Edit'] },
      input: MaintainItemUpdateInput,
      output: maintainItemRow,
      summary: 'Changes a maintenance item',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: MaintainItemStateInput,
      output: IdAnswer,
      summary: 'Deletes a maintenance item no aircraft uses',
    },
    Approve: {
      access: { allow: ['plane-model', 'Execute'] },
      input: MaintainItemStateInput,
      output: maintainItemRow,
      summary: 'Sets approved = 1',
    },
    DeApprove: {
      access: { allow: ['plane-model', 'Execute'] },
      input: MaintainItemStateInput,
      output: maintainItemRow,
      summary: 'Sets approved = 0',
    },
    Disable: {
      access: { allow: ['plane-model', 'Edit'] },
      input: MaintainItemStateInput,
      output: maintainItemRow,
      summary: 'Sets disabled = 1',
    },
    Enable: {
      access: { allow: ['plane-model', 'Edit'] },
      input: MaintainItemStateInput,
      output: maintainItemRow,
      summary: 'Sets disabled = 0',
    },
    Reorder: {
      access: { allow: ['plane-model', 'Edit'] },
      input: MaintainItemReorderInput,
      output: ReorderAnswer,
      summary: 'Drag order: the model’s item ids in their new order',
    },
  }),
};

// --- Per-aircraft maintenance control ---------------------------------------------------------------------

/**
 * An aircraft's maintenance control item: the definition copied from a model item (or written for the aircraft)
 * plus its execution. Only the aircraft's company reads or writes it. The fields are in the order of the answer;
 * the operation log records the inputs (not the aircraft, model or order).
 */
const maintainCtrl = entity({
  name: 'MaintainCtrl',
  table: 'maintain_ctrl',
  owner: 'company',
  labels: 'maintenance',
  fields: {
    planeEntity: notNull(field.id(RecordId, { column: 'plane_id', label: 'maintenance.fleet.plane', audited: false })),
    /** Taken from the aircraft. */
    planeModel: notNull(field.id(undefined, { column: 'model_id', label: 'plane.entity.model', audited: false })),
    /** The model item it was copied from; must belong to the aircraft's model. */
    maintainItemId: field.id(RecordId.nullish()),
    name: definition.name,
    type: definition.type,
    material: field.id(RecordId.nullish()),
    matModel: definition.matModel,
    matSeri: field.text(text(100)),
    content: definition.content,
    timerContent: definition.timerContent,
    sourceContent: definition.sourceContent,
    subContent: definition.subContent,
    jobCardName: definition.jobCardName,
    pos: definition.pos,
    timerSource: definition.timerSource,
    timeAlign: definition.timeAlign,
    remarks: definition.remarks,
    expireDateSet: definition.expireDateSet,
    curTimeItem: field.text(z.string().max(200).nullish(), { label: 'maintenance.due.current' }),
    executeDate: field.date(DateValue.optional()),
    executeHours: field.number(ExecuteHours.optional()),
    /** The aircraft's total landings at the last execution (landings rules count from it). */
    executeLandings: field.number(ExecuteLandings.optional()),
    initHours: field.number(InitHours.optional()),
    approved: state.approved,
    disabled: state.disabled,
    sorter,
  },
});

/**
 * Query fields over the stored due (maintain_ctrl.due_*, written with every change of an input of the due):
 * filtered and sorted, never answered (the answer's `due` is computed for today).
 */
export const ctrlDueFields = {
  /** The stored summary expiry date and hours. */
  dueDate: field.date(undefined, { column: 'due_expire_date', nullable: true, label: 'maintenance.expireDate' }),
  dueHours: field.number(undefined, { column: 'due_expire_hours', nullable: true, label: 'maintenance.expireHours' }),
  remainHours: field.number(undefined, { column: 'due_remain_hours', nullable: true }),
  /** The stored summary expiry and remaining landings. */
  dueLandings: field.number(undefined, {
    column: 'due_expire_landings',
    nullable: true,
    label: 'maintenance.expireLandings',
  }),
  remainLandings: field.number(undefined, { column: 'due_remain_landings', nullable: true }),
  /** The earliest forecast day of the hours and landings parts (at the aircraft's utilisation). */
  forecastDate: field.date(undefined, { column: 'due_forecast_date', nullable: true }),
  /**
   * The day the item falls due, forecasts included: the year-1 date for items needing attention whatever the day,
   * else the earlier of the expiry and the forecast day of its hours and landings parts, the year-9999 date
   * without a due. Sorts nearest first; `le` a day filters "falls due within N days" (overdue included).
   */
  nearestDue: field.date(undefined, { column: 'due_sort' }),
};

/** QueryFleet's fields of the aircraft (table plane_entity) and of its model (plane_model). */
export const fleetPlaneFields = {
  planeName: notNull(field.text(undefined, { column: 'name', label: 'maintenance.fleet.planeName' })),
  allFlyHours: notNull(field.number(undefined, { column: 'all_fly_hours', label: 'plane.entity.allFlyHours' })),
  allLandings: notNull(field.number(undefined, { column: 'all_landings', label: 'plane.entity.allLandings' })),
};
export const fleetModelFields = {
  modelName: notNull(field.text(undefined, { column: 'name', label: 'maintenance.fleet.model' })),
  planeType: field.id(undefined, { column: 'type_id' }),
};

export const MaintainCtrlInput = strictBody({
  ...maintainCtrl.shape,
  /** Taken from the aircraft; accepted and ignored. */
  planeModel: z.unknown().optional(),
});
export type MaintainCtrlInput = z.input<typeof MaintainCtrlInput>;

/** The whole definition again; absent execution fields keep their stored value. */
export const MaintainCtrlUpdateInput = strictBody({
  ...maintainCtrl.shape,
  id: RecordId,
  planeEntity: maintainCtrl.shape.planeEntity.optional(),
  maintainItemId: z.unknown().optional(),
  planeModel: z.unknown().optional(),
});

export const MaintainCtrlStateInput = strictBody({ id: RecordId, ...echo, planeEntity: RecordId.nullish() });

export const UpdateMatSeriInput = strictBody({ id: RecordId, ...echo, matSeri: maintainCtrl.shape.matSeri });

/** The rule the user clicked (null: clear the current one, as clicking it again does). */
export const UpdateCurTimeItemInput = strictBody({
  id: RecordId,
  ...echo,
  planeEntity: RecordId.nullish(),
  curTimeItem: z.string().max(200).nullable(),
});

export const UpdateExecDateInput = strictBody({ id: RecordId, ...echo, executeDate: DateValue });
export const UpdateExpireDateInput = strictBody({ id: RecordId, ...echo, expireDateSet: DateValue });
export const UpdateExecHoursInput = strictBody({
  id: RecordId,
  ...echo,
  planeEntity: RecordId.nullish(),
  executeHours: ExecuteHours,
  initHours: maintainCtrl.shape.initHours,
  /** Absent keeps the stored execution landings. */
  executeLandings: ExecuteLandings.optional(),
});

/**
 * Batch calls (materials document §7): `id` is the aircraft, `idExt` the ticked rows (control items for
 * BatchDelete and BatchSync, model items for BatchAdd) as the spec's comma list (`"3,5,8"`) or an array. An
 * empty selection answers the spec's message.
 */
function batch(empty: 'maintain.selectToDelete' | 'maintain.selectToSync' | 'maintain.selectToImport') {
  const idExt = z
    .union([z.string().max(100_000), z.array(RecordId).max(10_000), z.null(), z.undefined()], { error: empty })
    .transform((value, ctx) => {
      const ids = Array.isArray(value)
        ? value
        : (value ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
            .map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      if (ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: empty });
        return z.NEVER;
      }
      return ids;
    });
  return strictBody({ id: RecordId, idExt });
}
export const BatchDeleteInput = batch('maintain.selectToDelete');
export const BatchSyncInput = batch('maintain.selectToSync');
export const BatchAddInput = batch('maintain.selectToImport');

/** RefreshTimeState: `id` is the aircraft; without it every aircraft of the company. */
export const RefreshTimeStateInput = strictBody({ id: RecordId.optional() });

export const MaintainCtrlReorderInput = strictBody({
  planeEntity: RecordId,
  ids: z.array(RecordId).min(1).max(10_000),
});

/**
 * The fleet monitor's list: the generic payload over every control item of the company's aircraft
 * (disabled items left out), plus the monitor's own filters. Default sort: nearest due first.
 */
export const FleetQueryInput = QueryPayload.extend({
  warningOnly: z.boolean().optional(),
  overdueOnly: z.boolean().optional(),
  /** Falls due within N days, forecasts included (the stored nearest-due day ≤ today + N; overdue included). */
  dueWithinDays: z.number().int().min(0).max(36_500).optional(),
  dueWithinHours: z.number().min(0).max(MAX_HOURS).optional(),
  dueWithinLandings: z.number().int().min(0).max(MAX_HOURS).optional(),
});
export type FleetQueryInput = z.input<typeof FleetQueryInput>;

export const FleetSummaryInput = strictBody({});

/** A control item as answered: its fields, its due for today and one due per rule (in timerContent's order). */
export const MaintainCtrlRowSchema = maintainCtrl.row.extend({
  /** The item's summary for today (the current rule's due, else the earliest among its rules). */
  due: DueRow,
  /** One per rule, in the order of timerContent. */
  rulesDue: z.array(RuleDueRow),
});
export type MaintainCtrlRow = z.output<typeof MaintainCtrlRowSchema>;

/** A QueryFleet row: the control item with its aircraft's tail number, model name and total hours. */
export const FleetRowSchema = MaintainCtrlRowSchema.extend({
  planeName: fleetPlaneFields.planeName.answer,
  modelName: fleetModelFields.modelName.answer,
  allFlyHours: fleetPlaneFields.allFlyHours.answer,
  allLandings: fleetPlaneFields.allLandings.answer,
});
export type FleetRow = z.output<typeof FleetRowSchema>;

/**
 * Counts over the company's enabled control items for today: overdue; warning (every item that warns,
 * overdue ones included); due from today to the end of this month; due in the next calendar month.
 */
export const FleetSummarySchema = z.object({
  overdue: z.number(),
  warning: z.number(),
  dueThisMonth: z.number(),
  dueNextMonth: z.number(),
});
export type FleetSummary = z.output<typeof FleetSummarySchema>;

/** Answers of the calls that change one control item: the item as it now is. */
const ctrlRow = MaintainCtrlRowSchema;

/** An aircraft's maintenance control item: its declaration and its endpoints (/api/MaintainCtrl/*). */
export const MaintainCtrl = {
  ...maintainCtrl,
  api: endpoints('MaintainCtrl', {
    Query: {
      access: { view: 'plane-entity' },
      input: QueryPayload,
      output: listOf(ctrlRow),
      summary: 'Control items (fixed filter planeEntity), each with its due and its rules’ due for today',
    },
    QueryFleet: {
      access: { view: 'maintain-control' },
      input: FleetQueryInput,
      output: listOf(FleetRowSchema),
      summary: 'Every enabled control item of the company’s aircraft with tail number and model; nearest due first',
    },
    FleetSummary: {
      access: { view: 'maintain-control' },
      input: FleetSummaryInput,
      output: FleetSummarySchema,
      summary: 'Counts for today: overdue, warning (overdue included), due this month, due next month',
    },
    Add: {
      access: { allow: ['plane-entity', 'Add'] },
      input: MaintainCtrlInput,
      output: ctrlRow,
      summary: 'Adds a control item to an aircraft',
    },
    Update: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: MaintainCtrlUpdateInput,
      output: ctrlRow,
      summary: 'Changes a control item (absent execution fields keep their value)',
    },
    Delete: {
      access: { allow: ['plane-entity', 'Delete'] },
      input: MaintainCtrlStateInput,
      output: IdAnswer,
      summary: 'Deletes a control item',
    },
    BatchDelete: {
      access: { allow: ['plane-entity', 'Delete'] },
      input: BatchDeleteInput,
      output: z.object({ ids: z.array(z.number()) }),
      summary: 'Deletes the ticked control items of an aircraft (id = aircraft, idExt = items), all or nothing',
    },
    Approve: {
      access: { allow: ['plane-entity', 'Execute'] },
      input: MaintainCtrlStateInput,
      output: ctrlRow,
      summary: 'Sets approved = 1',
    },
    DeApprove: {
      access: { allow: ['plane-entity', 'Execute'] },
      input: MaintainCtrlStateInput,
      output: ctrlRow,
      summary: 'Sets approved = 0',
    },
    Disable: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: MaintainCtrlStateInput,
      output: ctrlRow,
      summary: 'Sets disabled = 1',
    },
    Enable: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: MaintainCtrlStateInput,
      output: ctrlRow,
      summary: 'Sets disabled = 0',
    },
    UpdateMatSeri: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: UpdateMatSeriInput,
      output: ctrlRow,
      summary: 'Sets the serial number',
    },
    UpdateCurTimeItem: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: UpdateCurTimeItemInput,
      output: ctrlRow,
      summary: 'Clicks a rule chip: makes it current, or clears it (types 3 and 4 only)',
    },
    UpdateExecDate: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: UpdateExecDateInput,
      output: ctrlRow,
      summary: 'Sets the last execution date (YYYY-MM-DD 00:00:00; null clears)',
    },
    UpdateExpireDate: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: UpdateExpireDateInput,
      output: ctrlRow,
      summary: 'Sets the fixed expiry date of fixed-date rules',
    },
    UpdateExecHours: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: UpdateExecHoursInput,
      output: ctrlRow,
      summary: 'Sets the execution hours (and the initial hours)',
    },
    BatchAdd: {
      access: { allow: ['plane-entity', 'Add'] },
      input: BatchAddInput,
      output: z.object({ added: z.array(z.number()), skipped: z.array(z.number()) }),
      summary: 'Imports model items into an aircraft (id = aircraft, idExt = model items); skips ones it has',
    },
    BatchSync: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: BatchSyncInput,
      output: z.object({ items: z.array(ctrlRow) }),
      summary: 'Re-copies the ticked items’ definitions and rules from their model items, all or nothing',
    },
    RefreshTimeState: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: RefreshTimeStateInput,
      output: z.object({ planes: z.number(), changed: z.number() }),
      summary: 'Recomputes the stored due of an aircraft’s items (id), or of every aircraft of the company',
    },
    Reorder: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: MaintainCtrlReorderInput,
      output: ReorderAnswer,
      summary: 'Drag order: the aircraft’s item ids in their new order',
    },
  }),
};

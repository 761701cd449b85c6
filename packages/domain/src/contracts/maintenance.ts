import { z } from 'zod';
import type { Due, RuleDue, TimeRule } from '../due';
import { TIME_RULE_LIMITS, TimeRuleSchema } from '../due';
import { QueryPayload } from '../query';
import { type FileEntry, fileList, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Contracts of model maintenance items (/api/MaintainItem/*) and per-aircraft maintenance control
// (/api/MaintainCtrl/*): zod inputs shared by the server and the web forms, the code tables, and the API row
// shapes. Dates travel as `YYYY-MM-DD 00:00:00` (model document §9); the year-1 date means "no date".

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

/** The spec's "no date" value (an absent expiry date is the year-1 date). */
export const NO_DATE = '0001-01-01 00:00:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: 00:00:00)?$/;

/** Whether `YYYY-MM-DD` is a real calendar date with 1000 < year < 9999 (DOMAIN.md). */
function isRealDate(y: number, m: number, d: number): boolean {
  if (y <= 1000 || y >= 9999 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/**
 * A calendar date as `YYYY-MM-DD` or `YYYY-MM-DD 00:00:00`, answered as `YYYY-MM-DD 00:00:00`; null, an
 * empty string and the year-1 date mean "no date".
 */
export const DateValue = z.union([z.string(), z.null()], { error: 'validation.dateFormat' }).transform((value, ctx) => {
  if (value === null || value === '' || value === NO_DATE || value === '0001-01-01') return null;
  const m = DATE.exec(value);
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateFormat' });
    return z.NEVER;
  }
  return `${value.slice(0, 10)} 00:00:00`;
});

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

const maintainTypes = Object.values(MaintainType) as number[];
const timerSources = [1, 100, 900];

/** The definition fields shared by a model's maintenance item and an aircraft's control item (spec §5 messages). */
const definition = {
  name: requiredText('maintain.nameRequired', { max: 200 }),
  matModel: text(100),
  type: z
    .number({ error: 'maintain.typeRequired' })
    .int('maintain.typeRequired')
    .refine((v) => maintainTypes.includes(v), 'maintain.typeRequired'),
  content: requiredText('maintain.contentRequired', { max: 4000, multiline: true }),
  // The rules' own checks (names, modes, intervals) run in the service with validateTimeRules, whose messages
  // carry the rule's name; the web's rule editor calls validateTimeRules (or TimerContentSchema) itself.
  timerContent: z
    .array(TimeRuleSchema, { error: 'validation.invalid' })
    .max(TIME_RULE_LIMITS.rules, 'timeRule.tooMany'),
  timerSource: z
    .number({ error: 'maintain.timerSourceRequired' })
    .refine((v) => timerSources.includes(v), 'maintain.timerSourceRequired'),
  timeAlign: z.union([z.literal(0), z.literal(1)], { error: 'maintain.timeAlignRequired' }),
  sourceContent: z.array(SourceEntry).max(50).nullish(),
  subContent: z.array(SubEntry).max(200).nullish(),
  pos: text(200),
  jobCardName: text(200),
  expireDateSet: DateValue.optional(),
  remarks: textField({ max: 1000, multiline: true }),
};

/** Spec clients send `name` (and `planeModel` / `planeEntity`) along with ids on state calls; ignored. */
const echo = { name: z.string().max(200).nullish() };

// --- Model maintenance items -------------------------------------------------------------------------------

export const MaintainItemInput = strictBody({
  ...definition,
  planeModel: RecordId,
  files: fileList(['workcard', 'document'], 50).nullish(),
});
export type MaintainItemInput = z.input<typeof MaintainItemInput>;

/** `planeModel`, when sent, must be the item's own model (an item never moves to another model). */
export const MaintainItemUpdateInput = strictBody({
  ...definition,
  id: RecordId,
  planeModel: RecordId.optional(),
  files: fileList(['workcard', 'document'], 50).nullish(),
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

export interface MaintainItemRow {
  id: number;
  planeModel: number;
  name: string;
  matModel: string | null;
  type: number;
  content: string;
  timerContent: TimeRule[];
  timerSource: number;
  timeAlign: number;
  sourceContent: SourceEntry[];
  subContent: SubEntry[];
  pos: string | null;
  jobCardName: string | null;
  expireDateSet: string | null;
  remarks: string | null;
  disabled: number;
  approved: number;
  files: z.infer<typeof FileEntry>[];
  sorter: number;
}

// --- Per-aircraft maintenance control ---------------------------------------------------------------------

const execution = {
  material: RecordId.nullish(),
  matSeri: text(100),
  curTimeItem: z.string().max(200).nullish(),
  executeDate: DateValue.optional(),
  executeHours: ExecuteHours.optional(),
  initHours: InitHours.optional(),
};

export const MaintainCtrlInput = strictBody({
  ...definition,
  ...execution,
  planeEntity: RecordId,
  /** The model item it was copied from; must belong to the aircraft's model. */
  maintainItemId: RecordId.nullish(),
  /** Taken from the aircraft; accepted and ignored. */
  planeModel: z.unknown().optional(),
});
export type MaintainCtrlInput = z.input<typeof MaintainCtrlInput>;

/** Absent execution fields keep their stored value. */
export const MaintainCtrlUpdateInput = strictBody({
  ...definition,
  ...execution,
  id: RecordId,
  planeEntity: RecordId.optional(),
  maintainItemId: z.unknown().optional(),
  planeModel: z.unknown().optional(),
});

export const MaintainCtrlStateInput = strictBody({ id: RecordId, ...echo, planeEntity: RecordId.nullish() });

export const UpdateMatSeriInput = strictBody({ id: RecordId, ...echo, matSeri: text(100) });

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
  initHours: InitHours.optional(),
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
  dueWithinDays: z.number().int().min(0).max(36_500).optional(),
  dueWithinHours: z.number().min(0).max(MAX_HOURS).optional(),
});
export type FleetQueryInput = z.input<typeof FleetQueryInput>;

export const FleetSummaryInput = strictBody({});

export interface MaintainCtrlRow {
  id: number;
  planeEntity: number;
  planeModel: number;
  maintainItemId: number | null;
  name: string;
  type: number;
  material: number | null;
  matModel: string | null;
  matSeri: string | null;
  content: string;
  timerContent: TimeRule[];
  sourceContent: SourceEntry[];
  subContent: SubEntry[];
  jobCardName: string | null;
  pos: string | null;
  timerSource: number;
  timeAlign: number;
  remarks: string | null;
  expireDateSet: string | null;
  curTimeItem: string | null;
  executeDate: string | null;
  executeHours: number | null;
  initHours: number | null;
  approved: number;
  disabled: number;
  sorter: number;
  /** The item's summary for today (the current rule's due, else the earliest among its rules). */
  due: Due;
  /** One per rule, in the order of timerContent. */
  rulesDue: RuleDue[];
}

/** A QueryFleet row: the control item with its aircraft's tail number, model name and total hours. */
export interface FleetRow extends MaintainCtrlRow {
  planeName: string;
  modelName: string;
  allFlyHours: number;
}

/**
 * Counts over the company's enabled control items for today: overdue; warning (every item that warns,
 * overdue ones included); due from today to the end of this month; due in the next calendar month.
 */
export interface FleetSummary {
  overdue: number;
  warning: number;
  dueThisMonth: number;
  dueNextMonth: number;
}

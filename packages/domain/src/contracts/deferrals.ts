import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { addDays, daysBetween } from '../dates';
import type { Due } from '../due';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import type { MessageKey } from '../messages';
import { QueryPayload } from '../query';
import { dateValue, requiredText, text as textField } from './fields';
import { DueRow, FleetQueryInput } from './maintenance';
import { RecordId, strictBody } from './platform';

// Deferred defects under a minimum equipment list (issue 32; docs/architecture.md "Deferred defects"). Per model a
// master list (MMEL, `mmel_item`, shared catalogue: written by company 10000 or the model's manager); each operator
// derives its MEL from it (`mel_item`, company-owned), tailored but never looser than the master; a fault (maintenance
// record type 100) is deferred against one of the operator's MEL items (`deferral`) by a holder of a valid licence,
// with its placard; one extension; the deferral closes when the fault is signed off. Messages `mel.*` and
// `deferral.*` (i18n/deferrals.ts). The limit arithmetic below is pure: the server stores what it answers.

/** The MEL repair categories (ATA MEL preamble): A the item's own interval, B 3, C 10, D 120 calendar days. */
export const MEL_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type MelCategory = (typeof MEL_CATEGORIES)[number];
/** The units of a category A interval. */
export const INTERVAL_UNITS = ['days', 'hours', 'landings'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
/** Consecutive calendar days of the categories with a fixed limit, the day of discovery excluded. */
export const CATEGORY_DAYS = { B: 3, C: 10, D: 120 } as const;

/** A limit: so many days, hours or landings. */
export interface Limit {
  unit: IntervalUnit;
  value: number;
}

/** The limit of an item: its category's days, or category A's own interval (null when A has none). */
export function limitOf(item: {
  category: string;
  intervalValue: number | null;
  intervalUnit: string | null;
}): Limit | null {
  if (item.category === 'A') {
    if (item.intervalValue === null || item.intervalUnit === null) return null;
    return { unit: item.intervalUnit as IntervalUnit, value: item.intervalValue };
  }
  const days = CATEGORY_DAYS[item.category as keyof typeof CATEGORY_DAYS];
  return days === undefined ? null : { unit: 'days', value: days };
}

/** What an MEL item may tailor and the master it must not be looser than. */
export interface MelTerms {
  category: string;
  intervalValue: number | null;
  intervalUnit: string | null;
  required: number | null;
  mProc: number;
  oProc: number;
}

/** Why an MEL item is looser than its master, naming the field, or null. */
export interface LooserProblem {
  field: 'required' | 'category' | 'intervalValue' | 'intervalUnit' | 'mProc' | 'oProc';
  message: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The never-looser rule of an operator's MEL item against the model's MMEL item: no fewer required for dispatch, a
 * limit no longer than the master's in the same unit (B 3 < C 10 < D 120 days; A's interval), the (M) and (O)
 * procedures kept. The first problem, or null.
 */
export function looserThanMaster(master: MelTerms, mel: MelTerms): LooserProblem | null {
  if (master.required !== null && (mel.required === null || mel.required < master.required)) {
    return { field: 'required', message: 'mel.requiredBelowMaster', params: { master: master.required } };
  }
  const own = limitOf(mel);
  const theirs = limitOf(master);
  if (theirs && own && own.unit !== theirs.unit) {
    return {
      field: mel.category === 'A' ? 'intervalUnit' : 'category',
      message: 'mel.limitOtherUnit',
      params: { unit: theirs.unit },
    };
  }
  if (theirs && own && own.value > theirs.value) {
    return {
      field: mel.category === 'A' ? 'intervalValue' : 'category',
      message: 'mel.limitAboveMaster',
      params: { master: `${master.category} ${theirs.value} ${theirs.unit}` },
    };
  }
  if (master.mProc === 1 && mel.mProc !== 1) return { field: 'mProc', message: 'mel.procedureKept', params: {} };
  if (master.oProc === 1 && mel.oProc !== 1) return { field: 'oProc', message: 'mel.procedureKept', params: {} };
  return null;
}

/** Where a deferral's limit falls: a last day (expires at its end), or the aircraft's hours or landings. */
export interface DeferralDue {
  dueDate: string | null;
  dueHours: number | null;
  dueLandings: number | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The limit of a deferral made under `limit`: days count consecutive calendar days EXCLUDING the day of discovery
 * (discovered 2026-01-31 under B → the last day is 2026-02-03, the deferral expires at that day's end); hours and
 * landings count from the aircraft's totals when deferred.
 */
export function deferralDue(
  limit: Limit,
  discovered: string,
  counters: { hours: number; landings: number },
): DeferralDue {
  if (limit.unit === 'days')
    return { dueDate: addDays(discovered.slice(0, 10), limit.value), dueHours: null, dueLandings: null };
  if (limit.unit === 'hours')
    return { dueDate: null, dueHours: round2(counters.hours + limit.value), dueLandings: null };
  return { dueDate: null, dueHours: null, dueLandings: counters.landings + limit.value };
}

/** The deferral's state: open (in date), warning (its last days or counters), overdue (past its limit), closed. */
export const DEFERRAL_STATES = ['open', 'warning', 'overdue', 'closed'] as const;
export type DeferralState = (typeof DEFERRAL_STATES)[number];

/**
 * How far ahead a deferral warns: B its last day, C its last 2 days, D its last 10, A a tenth of its interval
 * (at least one day or landing; hours to the cent).
 */
export function warnSpan(limit: Limit, category: string): number {
  if (category === 'B') return 1;
  if (category === 'C') return 2;
  if (category === 'D') return 10;
  const tenth = limit.value / 10;
  return limit.unit === 'hours' ? Math.max(round2(tenth), 0.01) : Math.max(Math.ceil(tenth), 1);
}

/**
 * The state of an open deferral on `today` at the aircraft's counters. A day limit is past once its last day is
 * over (today after it); a counter limit once the aircraft reaches it (no flight may start at the limit).
 */
export function deferralState(
  d: DeferralDue & { closed: number; category: string; limitUnit: string; limitValue: number },
  today: string,
  counters: { hours: number; landings: number },
): DeferralState {
  if (d.closed === 1) return 'closed';
  const limit = { unit: d.limitUnit as IntervalUnit, value: d.limitValue };
  const span = warnSpan(limit, d.category);
  if (d.dueDate !== null) {
    const left = daysBetween(today, d.dueDate.slice(0, 10));
    if (left < 0) return 'overdue';
    return left < span ? 'warning' : 'open';
  }
  const [now, due] = d.dueHours !== null ? [counters.hours, d.dueHours] : [counters.landings, d.dueLandings ?? 0];
  if (now >= due) return 'overdue';
  return due - now <= span ? 'warning' : 'open';
}

/** An aircraft's daily rates from the day its counters were read (`asOf`), to forecast a counter limit's day. */
export interface DeferralRates {
  dailyHours: number | null;
  dailyLandings: number | null;
  asOf: string | null;
}

/**
 * A deferral's due in the maintenance items' terms (`Due`: the lists' due columns, state tag and row colours; issue
 * 32 "deferral due dates appear with the maintenance items"): a day limit is its expiry date and days left; a counter
 * limit its expiry hours or landings and what is left at the aircraft's counters, with the day the aircraft reaches
 * it at its utilisation as the due date (the items' forecast, `asOf` + ⌈left ÷ daily rate⌉). Warning and overdue are
 * `deferralState`'s (overdue warns too, as an item's does).
 */
export function deferralDueOf(
  d: DeferralDue & { closed: number; category: string; limitUnit: string; limitValue: number },
  today: string,
  counters: { hours: number; landings: number },
  rates: DeferralRates | null = null,
): Due {
  const state = deferralState(d, today, counters);
  const base: Due = {
    expireDate: null,
    remainDays: null,
    expireHours: null,
    remainHours: null,
    expireLandings: null,
    remainLandings: null,
    forecastDate: null,
    dueDate: null,
    dueBy: null,
    warning: state === 'warning' || state === 'overdue',
    overdue: state === 'overdue',
    unknown: false,
    complied: false,
  };
  if (d.dueDate !== null) {
    const day = d.dueDate.slice(0, 10);
    return { ...base, expireDate: day, remainDays: daysBetween(today, day), dueDate: day, dueBy: 'calendar' };
  }
  const byHours = d.dueHours !== null;
  const left = byHours ? round2((d.dueHours ?? 0) - counters.hours) : (d.dueLandings ?? 0) - counters.landings;
  const rate = byHours ? rates?.dailyHours : rates?.dailyLandings;
  const forecast =
    rates?.asOf && rate !== null && rate !== undefined && rate > 0
      ? addDays(rates.asOf.slice(0, 10), Math.ceil(left / rate - 1e-9))
      : null;
  const figures = byHours
    ? { expireHours: d.dueHours, remainHours: left }
    : { expireLandings: d.dueLandings, remainLandings: left };
  return {
    ...base,
    ...figures,
    forecastDate: forecast,
    dueDate: forecast,
    dueBy: forecast ? (byHours ? 'hours' : 'landings') : null,
  };
}

/** The fleet monitor's due window (QueryFleet's own fields, the same bounds): every given condition holds. */
export interface DueWindow {
  warningOnly?: boolean;
  overdueOnly?: boolean;
  dueWithinDays?: number;
  dueWithinHours?: number;
  dueWithinLandings?: number;
}

/**
 * Whether a deferral's due is in the window, as QueryFleet reads an item's: warning / overdue; falls due within N
 * days (its last day or forecast day ≤ today + N, or it warns already); hours or landings left ≤ N (a counter limit
 * of that unit only).
 */
export function inDueWindow(due: Due, window: DueWindow, today: string): boolean {
  if (window.warningOnly && !due.warning) return false;
  if (window.overdueOnly && !due.overdue) return false;
  if (window.dueWithinDays !== undefined) {
    const by = addDays(today, window.dueWithinDays);
    if (!due.warning && (due.dueDate === null || due.dueDate > by)) return false;
  }
  if (window.dueWithinHours !== undefined && (due.remainHours === null || due.remainHours > window.dueWithinHours))
    return false;
  if (
    window.dueWithinLandings !== undefined &&
    (due.remainLandings === null || due.remainLandings > window.dueWithinLandings)
  )
    return false;
  return true;
}

// --- Entities ----------------------------------------------------------------------------------------------

const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const category = z.enum(MEL_CATEGORIES, { error: 'mel.categoryInvalid' });
const unit = z.enum(INTERVAL_UNITS, { error: 'mel.intervalUnitInvalid' }).nullish();
const count = (key: MessageKey) => z.number({ error: key }).int(key).min(0, key).max(9999, key).nullish();
const flag = z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }).default(0);
const interval = z
  .number({ error: 'mel.intervalInvalid' })
  .positive('mel.intervalInvalid')
  .max(100_000, 'mel.intervalInvalid')
  .transform(round2)
  .nullish();

/** The fields an MMEL item and an MEL item share (the MEL item copies them from its master). */
const itemFields = {
  /** ATA chapter (`21`, `21-30`). */
  ata: notNull(field.text(requiredText('mel.ataRequired', { max: 20 }), { required: 'mel.ataRequired' }), z.string()),
  /** The item's number (`21-1`). */
  itemNo: notNull(
    field.text(requiredText('mel.itemNoRequired', { max: 30 }), { required: 'mel.itemNoRequired' }),
    z.string(),
  ),
  title: notNull(
    field.text(requiredText('mel.titleRequired', { max: 200 }), { required: 'mel.titleRequired' }),
    z.string(),
  ),
  category: notNull(
    field.enum(category, MEL_CATEGORIES, { required: 'mel.categoryInvalid', form: 'select' }),
    z.string(),
  ),
  /** Category A's interval and its unit (none for B, C, D). */
  intervalValue: field.number(interval, { nullable: true }),
  intervalUnit: notNull(field.enum(unit, INTERVAL_UNITS, { nullable: true, form: 'select' }), z.string().nullable()),
  /** Number installed; number required for dispatch (null: "-", variable). */
  installed: field.number(count('mel.installedInvalid'), { nullable: true }),
  required: field.number(count('mel.requiredInvalid'), { nullable: true }),
  /** (M) maintenance and (O) operations procedures. */
  mProc: notNull(field.flag(flag), z.number()),
  oProc: notNull(field.flag(flag), z.number()),
  remarks: field.text(text(1000, true), { form: 'textarea' }),
};

const mmelItem = entity({
  name: 'MmelItem',
  table: 'mmel_item',
  owner: 'shared',
  labels: 'mel',
  fields: {
    planeModel: notNull(field.id(RecordId, { column: 'model_id' }), z.number()),
    ...itemFields,
  },
});
export type MmelItemRecord = RowOf<typeof mmelItem>;

const melItem = entity({
  name: 'MelItem',
  table: 'mel_item',
  owner: 'company',
  labels: 'mel',
  fields: {
    planeModel: notNull(field.id(undefined, { column: 'model_id' }), z.number()),
    /** The MMEL item it was derived from. */
    mmel: notNull(field.id(undefined, { column: 'mmel_id' }), z.number()),
    ...itemFields,
  },
});
export type MelItemRecord = RowOf<typeof melItem>;

const deferral = entity({
  name: 'Deferral',
  table: 'deferral',
  owner: 'company',
  labels: 'deferral',
  fields: {
    plane: notNull(field.id(undefined, { column: 'plane_id' }), z.number()),
    /** The fault (maintenance record type 100). */
    task: notNull(field.id(undefined, { column: 'task_id' }), z.number()),
    melItem: notNull(field.id(undefined, { column: 'mel_item_id' }), z.number()),
    /** The MEL item as it was when deferred. */
    ata: notNull(field.text(undefined), z.string()),
    itemNo: notNull(field.text(undefined), z.string()),
    title: notNull(field.text(undefined), z.string()),
    category: notNull(field.enum(undefined, MEL_CATEGORIES), z.string()),
    limitValue: notNull(field.number(undefined), z.number()),
    limitUnit: notNull(field.enum(undefined, INTERVAL_UNITS), z.string()),
    /** The fault's day of discovery (excluded from the count). */
    discovered: notNull(field.date(undefined), z.string()),
    hoursAt: notNull(field.number(undefined), z.number()),
    landingsAt: notNull(field.number(undefined), z.number()),
    /** The current limit (the extension's when extended). */
    dueDate: field.date(undefined, { nullable: true }),
    dueHours: field.number(undefined, { nullable: true }),
    dueLandings: field.number(undefined, { nullable: true }),
    placard: notNull(field.text(undefined), z.string()),
    remarks: field.text(undefined),
    deferredBy: field.id(undefined, { audited: false }),
    deferredName: field.text(undefined),
    licenceNo: field.text(undefined),
    deferredAt: notNull(field.date(undefined), z.string()),
    /** The one extension: approver, reason, when, by whom, and the limit it replaced. */
    extApprover: field.text(undefined),
    extReason: field.text(undefined),
    extAt: field.date(undefined, { nullable: true }),
    extBy: field.id(undefined, { audited: false }),
    extPrevDue: field.text(undefined),
    closed: notNull(field.flag(undefined), z.number()),
    closedAt: field.date(undefined, { nullable: true }),
    /** The fault's sign-off that closed it, or null when closed by hand (with a reason). */
    closedTask: field.id(undefined),
    closedReason: field.text(undefined),
  },
});
export type DeferralRecord = RowOf<typeof deferral>;

/** Row abilities (docs/architecture.md "Row abilities"). */
export const MmelAbilities = abilities('update', 'delete');
export const MelAbilities = abilities('update', 'delete');
export const DeferralAbilities = abilities('extend', 'close');
export type DeferralAction = keyof z.output<typeof DeferralAbilities>;

/** Why a deferral refuses an action (the rule Extend and Close check, and the rows' abilities), or null. */
export function deferralRefusal(action: DeferralAction, row: { closed: number; extAt: string | null }): Refusal {
  if (row.closed === 1) return 'deferral.isClosed';
  if (action === 'extend' && row.extAt !== null) return 'deferral.extendedOnce';
  return null;
}

const mmelRow = mmelItem.row.extend({ abilities: MmelAbilities });
export type MmelItemRow = z.output<typeof mmelRow>;
const melRow = melItem.row.extend({ abilities: MelAbilities });
export type MelItemRow = z.output<typeof melRow>;
const deferralRow = deferral.row.extend({
  planeName: z.string().nullable(),
  faultTitle: z.string().nullable(),
  state: z.enum(DEFERRAL_STATES),
  abilities: DeferralAbilities,
});
export type DeferralRow = z.output<typeof deferralRow>;
/** An open deferral among the due items (Deferral/Due): its due in the items' terms, the aircraft's model and totals. */
const deferralDueRow = deferralRow.extend({
  due: DueRow,
  planeModel: z.number().nullable(),
  allFlyHours: z.number(),
  allLandings: z.number(),
});
export type DeferralDueRow = z.output<typeof deferralDueRow>;

/** The tailored fields of an MEL item (what Update may change; the rest is the master's). */
const MelUpdateInput = strictBody({
  id: RecordId,
  title: itemFields.title.input.optional(),
  category: category.optional(),
  intervalValue: interval,
  intervalUnit: unit,
  required: count('mel.requiredInvalid'),
  mProc: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }).optional(),
  oProc: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }).optional(),
  remarks: text(1000, true),
});

const DeferInput = strictBody({
  /** The fault. */
  task: z.number({ error: 'deferral.taskRequired' }).int().positive().max(2_147_483_647),
  melItem: z.number({ error: 'deferral.melItemRequired' }).int().positive().max(2_147_483_647),
  placard: requiredText('deferral.placardRequired', { max: 500, multiline: true }),
  remarks: text(1000, true),
});

const ExtendInput = strictBody({
  id: RecordId,
  approver: requiredText('deferral.approverRequired', { max: 100 }),
  reason: requiredText('deferral.reasonRequired', { max: 500, multiline: true }),
  /** The new last day (a day limit) or the new hours or landings (a counter limit). */
  dueDate: dateValue().optional(),
  dueCounter: z.number({ error: 'deferral.dueInvalid' }).positive('deferral.dueInvalid').max(99_999_999).optional(),
});

const CloseInput = strictBody({
  id: RecordId,
  reason: requiredText('deferral.closeReasonRequired', { max: 500, multiline: true }),
});

const DeferralQueryInput = strictBody({
  plane: RecordId.optional(),
  task: RecordId.optional(),
  category: category.optional(),
  state: z.enum(DEFERRAL_STATES, { error: 'validation.invalid' }).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
});
export type DeferralQueryInput = z.input<typeof DeferralQueryInput>;

/** The fleet monitor's window over the open deferrals: an aircraft, a model, and QueryFleet's own due fields. */
const DeferralDueInput = strictBody({
  plane: RecordId.optional(),
  planeModel: RecordId.optional(),
  warningOnly: FleetQueryInput.shape.warningOnly,
  overdueOnly: FleetQueryInput.shape.overdueOnly,
  dueWithinDays: FleetQueryInput.shape.dueWithinDays,
  dueWithinHours: FleetQueryInput.shape.dueWithinHours,
  dueWithinLandings: FleetQueryInput.shape.dueWithinLandings,
});
export type DeferralDueInput = z.input<typeof DeferralDueInput>;

/** Readers of deferrals and MEL items: the deferral screen, the aircraft drawer, the operation screen. */
const deferralReaders = { anyView: ['maintain-deferral', 'plane-entity', 'plane-operation'] } as const;

/** A model's master minimum equipment list (/api/MmelItem/*): every member reads it, the model's writers write. */
export const MmelItem = {
  ...mmelItem,
  api: endpoints('MmelItem', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(mmelRow),
      summary: 'A model’s MMEL (fixed filter planeModel), by ATA and item number',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: mmelItem.input,
      output: mmelRow,
      summary: 'Adds an MMEL item (company 10000 or the model’s manager)',
    },
    Update: {
      access: { allow: ['plane-model', 'Edit'] },
      input: mmelItem.update,
      output: mmelRow,
      summary: 'Changes an MMEL item',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: strictBody({ id: RecordId }),
      output: IdAnswer,
      summary: 'Deletes an MMEL item that no operator’s MEL derives from',
    },
  }),
};

/** The operator's minimum equipment list, per model (/api/MelItem/*). */
export const MelItem = {
  ...melItem,
  api: endpoints('MelItem', {
    Query: {
      access: deferralReaders,
      input: QueryPayload,
      output: listOf(melRow),
      summary: 'The company’s MEL of a model (fixed filter planeModel), by ATA and item number',
    },
    Derive: {
      access: { allow: ['maintain-deferral', 'Add'] },
      input: strictBody({ planeModel: RecordId }),
      output: z.object({ added: z.number() }),
      summary: 'Copies the model’s MMEL items not yet in the company’s MEL',
    },
    Update: {
      access: { allow: ['maintain-deferral', 'Edit'] },
      input: MelUpdateInput,
      output: melRow,
      summary: 'Tailors an MEL item, never looser than its master',
    },
    Delete: {
      access: { allow: ['maintain-deferral', 'Delete'] },
      input: strictBody({ id: RecordId }),
      output: IdAnswer,
      summary: 'Deletes an MEL item no deferral names',
    },
  }),
};

/** Deferrals of faults (/api/Deferral/*). */
export const Deferral = {
  ...deferral,
  api: endpoints('Deferral', {
    Query: {
      access: deferralReaders,
      input: DeferralQueryInput,
      output: listOf(deferralRow),
      summary: 'Deferrals of the company (or an aircraft, a fault): overdue, warning, open by due, then closed',
    },
    Due: {
      access: deferralReaders,
      input: DeferralDueInput,
      output: listOf(deferralDueRow),
      summary: 'Open deferrals among the due items: their due as an item’s, within the fleet monitor’s window',
    },
    Add: {
      access: {
        anyOf: [
          ['maintain-deferral', 'Add'],
          ['plane-operation', 'Edit'],
        ],
      },
      input: DeferInput,
      output: deferralRow,
      summary: 'Defers an open fault under an MEL item of its aircraft’s model (the caller’s valid licence)',
    },
    Extend: {
      access: {
        anyOf: [
          ['maintain-deferral', 'Edit'],
          ['plane-operation', 'Edit'],
        ],
      },
      input: ExtendInput,
      output: deferralRow,
      summary: 'The one extension: approver, reason and a later limit',
    },
    Close: {
      access: {
        anyOf: [
          ['maintain-deferral', 'Close'],
          ['plane-operation', 'Close'],
        ],
      },
      input: CloseInput,
      output: deferralRow,
      summary: 'Closes a deferral with a reason (a fault’s sign-off closes its deferral by itself)',
    },
  }),
};

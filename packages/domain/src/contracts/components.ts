import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { aircraftRecordReaders } from '../access';
import { isPositiveInterval, parseCalendarInterval } from '../due/calendar';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull } from '../entity';
import { FixedOrderQuery, QueryPayload } from '../query';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { ImportProblem } from './materials';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of an aircraft's installed components (spec §2.5, §3 "Aircraft component (PlaneBom)", §4 "Component",
// §5 "Component dialog", §7 "Installed components", §9 "Excel import of components"; docs/domain.md "Components (BOM)
// and assemblies"): the rows of one company's aircraft. A replacement retires the current row (closed = 1, kept)
// and adds a new one with times + 1 in the same chain (`original` = the chain's first row); Restore reverses the
// latest replacement. Beyond the spec (issue 16): life limits (hours, landings, calendar since manufacture) with
// the time and landings since new, which accrue from the flight log while the component is installed and travel
// with its part and serial number to another aircraft. Messages are `bom.*` (i18n/components.ts).

/**
 * Writes of installed components: the operation screen's function (Add for Add, Replace and Import; Edit for Update
 * and Restore; Delete for Delete) or the aircraft register's: Execute (its records function, as for flight records)
 * for adding and editing, Delete for deleting.
 */
const bomWriter = (fn: 'Add' | 'Edit' | 'Delete') =>
  ({
    anyOf: [
      ['plane-operation', fn],
      ['plane-entity', fn === 'Delete' ? 'Delete' : 'Execute'],
    ],
  }) as const;

/** Page sizes (§9): the list 10 (options up to 10000), the replacement history 20. */
export const BOM_PAGE_SIZE = 10;
export const BOM_HISTORY_PAGE_SIZE = 20;

/** Component type (the assembly records' ctype): 1 engine, 2 propeller, 0 other. */
export const BomType = { Other: 0, Engine: 1, Propeller: 2 } as const;

/** A component's remaining life warns at this share of a limit left (hours, landings) … */
export const LIFE_WARN_SHARE = 0.1;
/** … and at this many days before its calendar limit. */
export const LIFE_WARN_DAYS = 90;

/** Most rows one import may carry. */
export const BOM_IMPORT_MAX_ROWS = 20_000;

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

const round2 = (v: number) => Math.round(v * 100) / 100;
/** Hours ≥ 0 (to the cent); the message names the field. */
const hoursOf = (key: 'bom.tsnHoursInvalid' | 'bom.lifeHoursInvalid') =>
  z.number({ error: key }).min(0, key).max(9_999_999, key).transform(round2);
/** A count ≥ 0; the message names the field. */
const countOf = (key: 'bom.csnLandingsInvalid' | 'bom.lifeLandingsInvalid') =>
  z.number({ error: key }).int(key).min(0, key).max(999_999_999, key);

/** A calendar life as the rules' calendar text (`20Y`, `6M`, `1Y6M`, `180D`). */
const LifeCalendar = z
  .string()
  .max(30)
  .nullish()
  .transform((v, ctx) => {
    const t = (v ?? '').trim();
    if (t === '') return null;
    const interval = parseCalendarInterval(t);
    if (interval === null || !isPositiveInterval(interval)) {
      ctx.addIssue({ code: 'custom', message: 'bom.lifeCalendarInvalid' });
      return z.NEVER;
    }
    return t;
  });

const component = entity({
  name: 'PlaneBom',
  table: 'plane_bom',
  owner: 'company',
  labels: 'bom',
  fields: {
    /** The aircraft (one of the caller's company; a row never moves: a replacement retires it). */
    plane: notNull(
      field.id(z.number({ error: 'bom.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'bom.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    /** The group the row is listed under (机体, 发动机, 螺旋桨, 航电…; the import carries it down). */
    category: notNull(
      field.text(requiredText('bom.categoryRequired', { max: 50 }), { required: 'bom.categoryRequired' }),
      z.string(),
    ),
    /** 1 engine, 2 propeller, 0 other: their replacements write assembly records (issue 17). */
    ctype: notNull(
      field.number(
        z
          .number({ error: 'bom.ctypeInvalid' })
          .int('bom.ctypeInvalid')
          .min(0, 'bom.ctypeInvalid')
          .max(2, 'bom.ctypeInvalid')
          .default(0),
        { form: 'select' },
      ),
      z.number(),
    ),
    /** Required (§5). */
    name: notNull(
      field.text(requiredText('bom.nameRequired', { max: 200 }), { required: 'bom.nameRequired' }),
      z.string(),
    ),
    /** Part number. */
    model: field.text(text(100)),
    /** Serial number. */
    seri: field.text(text(100)),
    /** The material of the catalogue it is (one of the caller's), if any. */
    material: field.id(RecordId.nullish(), { column: 'material_id' }),
    installDate: field.date(dateValue().optional(), { nullable: true }),
    /** The replacement count: 0 original, N the Nth replacement (server-set). */
    times: notNull(field.number(undefined), z.number()),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: field.json(fileList(['attachment'], 20).nullish(), z.array(FileEntry)),
    /** List order within the aircraft (server-set: the end on Add; a replacement takes its predecessor's). */
    sorter: notNull(field.number(undefined, { audited: false }), z.number()),
    comments: field.text(text(1000, true), { form: 'textarea' }),
    /** The chain's first row (server-set; a chain's rows share it). */
    original: field.id(undefined),
    /** 1 retired by a replacement (server-set; read-only history). */
    closed: notNull(field.flag(undefined), z.number()),
    /** The maintenance task that made the change (issue 17). */
    taskId: field.id(undefined),
    // --- Life limits (beyond the spec) ---
    manufactureDate: field.date(dateValue().optional(), { nullable: true }),
    lifeHours: field.number(hoursOf('bom.lifeHoursInvalid').nullish(), { nullable: true }),
    lifeLandings: field.number(countOf('bom.lifeLandingsInvalid').nullish(), { nullable: true }),
    /** Calendar life from the manufacture date, as calendar text (20Y, 6M, 180D). */
    lifeCalendar: field.text(LifeCalendar),
    /** Time and landings since new when installed on this aircraft (carried from its last removal if known). */
    tsnHours: field.number(hoursOf('bom.tsnHoursInvalid').nullish(), { nullable: true }),
    csnLandings: field.number(countOf('bom.csnLandingsInvalid').nullish(), { nullable: true }),
    /** The aircraft's total hours and landings when it was installed (server-set): accrual counts from them. */
    installPlaneHours: field.number(undefined, { nullable: true }),
    installPlaneLandings: field.number(undefined, { nullable: true }),
    /** When retired: the day and its time and landings since new at removal (server-set). */
    removeDate: field.date(undefined, { nullable: true }),
    removeTsnHours: field.number(undefined, { nullable: true }),
    removeCsnLandings: field.number(undefined, { nullable: true }),
    /** The aircraft's total hours and landings at the removal (server-set; issue 29). */
    removePlaneHours: field.number(undefined, { nullable: true }),
    removePlaneLandings: field.number(undefined, { nullable: true }),
    /** Stored life state (server-set, follows the aircraft's counters): 0 fine, 1 warning, 2 overdue. */
    lifeState: notNull(field.number(undefined, { audited: false }), z.number()),
    lifeExpireDate: field.date(undefined, { nullable: true, audited: false }),
    lifeRemainHours: field.number(undefined, { nullable: true, audited: false }),
    lifeRemainLandings: field.number(undefined, { nullable: true, audited: false }),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/** A component's life today (null without any limit): what it has used and what is left of each limit. */
export const ComponentLife = z.object({
  /** Time and landings since new now: at installation plus what the aircraft has flown since (or at removal). */
  tsnHours: z.number().nullable(),
  csnLandings: z.number().nullable(),
  remainHours: z.number().nullable(),
  remainLandings: z.number().nullable(),
  expireDate: z.string().nullable(),
  remainDays: z.number().nullable(),
  warning: z.boolean(),
  overdue: z.boolean(),
});
export type ComponentLife = z.output<typeof ComponentLife>;

/**
 * What the caller may do with a row (docs/architecture.md "Row abilities"), one per PlaneBom write on a row:
 * `update` (Update), `replace` (Replace), `restore` (Restore), `delete` (Delete). The caller's grants and
 * bomRefusal.
 */
export const BomAbilities = abilities('update', 'replace', 'restore', 'delete');
export type BomAction = keyof z.output<typeof BomAbilities>;

/** What the rules read of a row's replacement chain: its rows (this one included) and how many are retired. */
export interface BomChain {
  rows: number;
  retired: number;
}

/**
 * Why a row refuses an action, or null (the rule PlaneBom's writes check, and its rows' abilities): a retired row
 * is read-only history; Restore needs a replacement to cancel (a replaced row with a retired one before it); only a
 * row without replacement history is deleted.
 */
export function bomRefusal(action: BomAction, row: { closed: number; times: number }, chain: BomChain): Refusal {
  if (row.closed !== 0) return 'bom.retiredReadOnly';
  switch (action) {
    case 'update':
    case 'replace':
      return null;
    case 'restore':
      return row.times > 0 && chain.retired > 0 ? null : 'bom.nothingToRestore';
    case 'delete':
      return chain.rows > 1 ? 'bom.hasHistory' : null;
  }
}

/** A row as answered: with its aircraft's tail number, its life today and the caller's abilities on it. */
const componentRow = component.row.extend({
  planeName: z.string(),
  life: ComponentLife.nullable(),
  abilities: BomAbilities,
});

/**
 * Replace: the current row (`id`) and the new component's fields (its plane, chain and order follow the old; its
 * category and type too unless given).
 */
const ReplaceInput = strictBody({
  ...component.shape,
  id: RecordId,
  plane: component.shape.plane.optional(),
  category: component.shape.category.optional(),
  /** Absent: the retired row's type (an engine's replacement stays an engine). */
  ctype: component.shape.ctype.unwrap().optional(),
});

/** One sheet row of an import (after the sheet rules of §9: category carried down); `row` is the sheet's row. */
export const BomImportRow = z.object({
  row: z.number().int().min(1).max(1_000_000),
  category: z.string().max(1000).nullish(),
  name: z.string().max(1000).nullish(),
  model: z.string().max(1000).nullish(),
  seri: z.string().max(1000).nullish(),
  installDate: z.string().max(100).nullish(),
  manufactureDate: z.string().max(100).nullish(),
  tsnHours: z.union([z.number(), z.string().max(100)]).nullish(),
  csnLandings: z.union([z.number(), z.string().max(100)]).nullish(),
  lifeHours: z.union([z.number(), z.string().max(100)]).nullish(),
  lifeLandings: z.union([z.number(), z.string().max(100)]).nullish(),
  lifeCalendar: z.string().max(100).nullish(),
  remarks: z.string().max(5000).nullish(),
});
export type BomImportRow = z.input<typeof BomImportRow>;
/** The template's columns, in order. */
export const BOM_IMPORT_COLUMNS = [
  'category',
  'name',
  'model',
  'seri',
  'installDate',
  'manufactureDate',
  'tsnHours',
  'csnLandings',
  'lifeHours',
  'lifeLandings',
  'lifeCalendar',
  'remarks',
] as const satisfies readonly (keyof BomImportRow)[];
export type BomImportColumn = (typeof BOM_IMPORT_COLUMNS)[number];
const BOM_DATE_COLUMNS: ReadonlySet<BomImportColumn> = new Set(['installDate', 'manufactureDate']);

/**
 * A component as its export writes it (issue 31: export → edit → import): the template's columns, each in the
 * form the import reads — dates as their day (YYYY-MM-DD; the sheet holds them as Excel dates), figures as
 * numbers, the rest as text, blank as null.
 */
export function bomSheetValues(
  row: Pick<PlaneBomRecord, BomImportColumn>,
): Record<BomImportColumn, string | number | null> {
  const out = {} as Record<BomImportColumn, string | number | null>;
  for (const column of BOM_IMPORT_COLUMNS) {
    const value = row[column] ?? null;
    out[column] = typeof value === 'string' && BOM_DATE_COLUMNS.has(column) ? value.slice(0, 10) : value;
  }
  return out;
}
export const BomImportInput = strictBody({
  plane: RecordId,
  rows: z.array(BomImportRow).min(1, 'bom.importEmpty').max(BOM_IMPORT_MAX_ROWS),
});
/** How many rows the sheet added, and how many current rows it changed (rows that stand for them). */
export const BomImportAnswer = z.object({ added: z.number(), updated: z.number() });
export { ImportProblem };

/** Fleet-wide life figures (fleet monitor, dashboard): counts and the most urgent rows. */
export const LifeSummary = z.object({
  warning: z.number(),
  overdue: z.number(),
  items: z.array(componentRow),
});

export const PlaneBom = {
  ...component,
  api: endpoints('PlaneBom', {
    Query: {
      access: aircraftRecordReaders,
      input: QueryPayload,
      output: listOf(componentRow),
      summary:
        'Installed components of an aircraft (filter plane eq, required): the chains’ current rows, by list order',
    },
    QueryRetire: {
      access: aircraftRecordReaders,
      input: QueryPayload,
      output: listOf(componentRow),
      summary: 'Replacement history of a chain (filter original eq, required): its retired rows, latest first',
    },
    QueryLife: {
      access: aircraftRecordReaders,
      input: FixedOrderQuery,
      output: listOf(componentRow),
      summary:
        'Installed life-limited components of every aircraft of the company (filters plane, lifeState); most ' +
        'urgent first',
    },
    LifeSummary: {
      access: aircraftRecordReaders,
      input: strictBody({}),
      output: LifeSummary,
      summary: 'Counts of installed components whose life warns or is over, and the 20 most urgent',
    },
    Add: {
      access: bomWriter('Add'),
      input: component.input,
      output: componentRow,
      summary: 'Adds a component to an aircraft',
    },
    Update: {
      access: bomWriter('Edit'),
      input: component.update,
      output: componentRow,
      summary: 'Changes a current component (absent keeps)',
    },
    Replace: {
      access: bomWriter('Add'),
      input: ReplaceInput,
      output: componentRow,
      summary: 'Retires the current row and adds its replacement (times + 1, same chain and place)',
    },
    Restore: {
      access: bomWriter('Edit'),
      input: IdInput,
      output: componentRow,
      summary: 'Cancels the latest replacement of a chain (id = its current row): the retired row is current again',
    },
    Delete: {
      access: bomWriter('Delete'),
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a component without replacement history',
    },
    Import: {
      access: bomWriter('Add'),
      input: BomImportInput,
      output: BomImportAnswer,
      summary:
        'Adds sheet rows to an aircraft: all validated first (400 lists every problem by row), then saved in one ' +
        'transaction',
    },
  }),
};

export type PlaneBomRecord = z.output<typeof component.row>;
export type PlaneBomRow = z.output<typeof componentRow>;
export type LifeSummary = z.output<typeof LifeSummary>;

import { z } from 'zod';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, type Fields, field, partial } from '../entity';
import type { MessageKey } from '../messages';
import { QueryPayload } from '../query';
import { fileList, requiredText, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of the reference data and registers (issue 6): plane types (a tree), brands, sites, units,
// aircraft models (a catalogue shared by every company) and aircraft. Messages are catalogue keys
// (messages.ts `register.*`). Add takes the record; Update takes `id` plus the fields to change (absent
// fields keep their stored value, null clears an optional one); Delete takes `id`.
//
// The field lists below are the single source of the records' API names: the server derives the columns
// (snake_case of the name), the query field maps and the answers from them.

/** Optional free text (fields.ts: normalised, invisible characters refused), '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

/** A quantity with at most two decimals (numeric(12, 2) on PostgreSQL); rounded to 0.01. */
const quantity = z
  .number({ error: 'register.badNumber' })
  .min(0, 'validation.numberMin')
  .max(9_999_999_999, 'validation.numberMax')
  .transform((v) => Math.round(v * 100) / 100)
  .nullish();

const count = z
  .number({ error: 'register.badNumber' })
  .int('register.badNumber')
  .min(0, 'validation.numberMin')
  .max(100_000, 'validation.numberMax');

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`; stored as `YYYY-MM-DD 00:00:00` for a bare date. */
const DateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'validation.dateFormat')
  .nullish()
  .transform((v) => (v && v.length === 10 ? `${v} 00:00:00` : v));

/** A required name: normalised, not empty (the given message), at most `max` characters. */
const requiredName = (requiredKey: MessageKey, max = 100) => requiredText(requiredKey, { max });

/** 0 = top level; a parent is another node of the same tree. */
const Parent = z.number({ error: 'register.badParent' }).int().min(0).max(2_147_483_647);
const Sorter = z.number().int().min(-1_000_000).max(1_000_000);

// Plane types: a tree (shared catalogue written by company 10000).
const planeTypeShape = {
  name: requiredName('register.typeNameRequired'),
  parent: Parent,
  sorter: Sorter,
  remarks: text(500, true),
};
export const PlaneTypeInput = strictBody({
  ...planeTypeShape,
  parent: Parent.default(0),
  sorter: Sorter.default(0),
});
export const PlaneTypeUpdateInput = strictBody({ id: RecordId, ...partial(planeTypeShape) });

// Brands, sites and units: a company's named list entries (name unique within the company), one declaration
// each; the server's named-list factory and the web's ListPage serve all three.
function namedList<const F extends Fields, const T extends string>(name: string, table: T, labels: string, fields: F) {
  const record = entity({ name, table, owner: 'company', labels, fields });
  const api = endpoints(name, {
    Query: { input: QueryPayload, output: listOf(record.row), summary: `${table} entries of the current company` },
    Add: { input: record.input, output: record.row, summary: `Adds a ${table} entry (name unique in the company)` },
    Update: { input: record.update, output: record.row, summary: `Changes a ${table} entry (absent keeps)` },
    Delete: { input: IdInput, output: IdAnswer, summary: `Deletes a ${table} entry that nothing uses` },
  });
  return { ...record, api };
}
const remarks = field.text(text(500, true), { label: 'plane.remarks', form: 'textarea' });

export const Brand = namedList('Brand', 'brand', 'plane.brand', {
  name: field.text(requiredName('register.brandNameRequired'), { required: 'register.brandNameRequired' }),
  remarks,
});
export const BrandInput = Brand.input;
export const BrandUpdateInput = Brand.update;

/** The spec spells the module in lower case (`/api/site/*`). */
export const Site = namedList('site', 'site', 'plane.site', {
  name: field.text(requiredName('register.siteNameRequired'), { required: 'register.siteNameRequired' }),
  addr: field.text(text(200)),
  remarks,
});
export const SiteInput = Site.input;
export const SiteUpdateInput = Site.update;

export const Unit = namedList('Unit', 'unit', 'plane.unit', {
  name: field.text(requiredName('register.unitNameRequired', 30), { required: 'register.unitNameRequired' }),
  remarks,
});
export const UnitInput = Unit.input;
export const UnitUpdateInput = Unit.update;

// Aircraft models: the model info panel (model document §2.2) plus category, brand and the managing company.
export const planeModelTextFields = [
  'manufacturer',
  'fuelType',
  'engType',
  'engModel',
  'engMaker',
  'proModel',
  'proMaker',
  'remarks',
] as const;
export const planeModelNumberFields = [
  'fuelCapacity',
  'emptyWeight',
  'maxTakeoffWeight',
  'maxLandingWeight',
  'cruiseSpeed',
  'flightRange',
  'climbRate',
  'ceiling',
  'takeoffDistance',
  'landingDistance',
  'length',
  'height',
  'width',
  'wingSpan',
] as const;
export const planeModelCountFields = ['seats', 'engCount'] as const;

const planeModelShape = {
  name: requiredName('register.modelNameRequired'),
  /** Plane-type (category) id. */
  type: RecordId.nullish(),
  /** Brand id: a brand of the managing company. */
  brand: RecordId.nullish(),
  /** Managing company id; only company 10000 may set it (otherwise the caller's company manages the model). */
  manager: RecordId.optional(),
  ...fields(planeModelTextFields, text(500)),
  remarks: text(500, true),
  ...fields(planeModelNumberFields, quantity),
  ...fields(planeModelCountFields, count.nullish()),
};
export const PlaneModelInput = strictBody(planeModelShape);
export const PlaneModelUpdateInput = strictBody({ id: RecordId, ...partial(planeModelShape) });

// Aircraft (materials document §3 "Aircraft"); `name` is the tail number (nationality registration).
export const planeEntityTextFields = [
  'seri',
  'manufactory',
  'manufactoryAddr',
  'airCertificate',
  'regNum',
  'radioNum',
  'engModel',
  'engManufactior',
  'proModel',
  'proManufactior',
  'ownerName',
  'ownerAddr',
  'ownerPost',
  'userName',
  'userAddr',
  'userPost',
] as const;
export const planeEntityNumberFields = [
  'flyWeight',
  'landWeight',
  'fuelQuantity',
  'length',
  'height',
  'wingSpan',
] as const;
export const planeEntityDateFields = ['produceDate', 'airDate', 'regDate', 'radioDate'] as const;

const planeEntityShape = {
  name: requiredName('register.tailRequired', 30),
  /** Model id (any model of the shared catalogue). */
  model: z.number({ error: 'register.modelRequired' }).int().positive().max(2_147_483_647),
  ...fields(planeEntityTextFields, text(200)),
  ...fields(planeEntityNumberFields, quantity),
  ...fields(planeEntityDateFields, DateText),
  /** Cumulative flight hours; editable until the flight log keeps it. */
  allFlyHours: z
    .number({ error: 'register.hoursFormat' })
    .min(0, 'register.hoursFormat')
    .max(9_999_999_999, 'register.hoursFormat')
    .transform((v) => Math.round(v * 100) / 100),
  pictures: fileList(['material'], 20).nullish(),
};
export const PlaneEntityInput = strictBody({
  ...planeEntityShape,
  allFlyHours: planeEntityShape.allFlyHours.default(0),
});
export const PlaneEntityUpdateInput = strictBody({ id: RecordId, ...partial(planeEntityShape) });

export type PlaneTypeInput = z.output<typeof PlaneTypeInput>;
export type BrandInput = z.output<typeof BrandInput>;
export type SiteInput = z.output<typeof SiteInput>;
export type UnitInput = z.output<typeof UnitInput>;
export type PlaneModelInput = z.output<typeof PlaneModelInput>;
export type PlaneEntityInput = z.output<typeof PlaneEntityInput>;

function fields<const K extends readonly string[], S extends z.ZodType>(names: K, schema: S) {
  return Object.fromEntries(names.map((n) => [n, schema])) as { [P in K[number]]: S };
}

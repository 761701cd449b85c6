import { z } from 'zod';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, type Fields, field, notNull } from '../entity';
import type { MessageKey } from '../messages';
import { QueryPayload } from '../query';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';
import { AIR_STATUSES } from './status';

// Contracts of the reference data and registers: plane types (a tree), brands, sites, units,
// aircraft models (a catalogue shared by every company) and aircraft. Messages are catalogue keys
// (messages.ts `register.*`). Add takes the record; Update takes `id` plus the fields to change (absent
// fields keep their stored value, null clears an optional one); Delete takes `id`.
//
// Each record is one entity declaration (../entity.ts) with its endpoint contracts (`api`): the server derives
// the columns, query field maps, row mapping and audit projection from it, the web its search fields, columns
// and form rules. Dates are fields.ts's one date schema (`dateValue`).

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

/** A required name: normalised, not empty (the given message), at most `max` characters. */
const requiredName = (requiredKey: MessageKey, max = 100) => requiredText(requiredKey, { max });

/** 0 = top level; a parent is another node of the same tree. */
const Parent = z.number({ error: 'register.badParent' }).int().min(0).max(2_147_483_647);
const Sorter = z.number().int().min(-1_000_000).max(1_000_000);

// Brands, sites and units (and any module's named list: warehouses, suppliers): a company's named list entries
// (name unique within the company), one declaration each; the server's named-list factory and the web's ListPage
// serve them all. Every member reads the names
// (they feed pickers everywhere), the view's holders the whole entries; the view's functions guard the writes.
export function namedList<const F extends Fields, const T extends string>(
  name: string,
  table: T,
  labels: string,
  view: string,
  fields: F,
) {
  const record = entity({ name, table, owner: 'company', labels, fields });
  const api = endpoints(name, {
    Query: {
      access: { view, names: { fields: ['id', 'name'] } },
      input: QueryPayload,
      output: listOf(record.row),
      summary: `${table} entries of the current company`,
    },
    Add: {
      access: { allow: [view, 'Add'] },
      input: record.input,
      output: record.row,
      summary: `Adds a ${table} entry (name unique in the company)`,
    },
    Update: {
      access: { allow: [view, 'Edit'] },
      input: record.update,
      output: record.row,
      summary: `Changes a ${table} entry (absent keeps)`,
    },
    Delete: {
      access: { allow: [view, 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: `Deletes a ${table} entry that nothing uses`,
    },
  });
  return { ...record, api };
}
/** The remarks of a named list entry. */
export const remarks = field.text(text(500, true), { label: 'plane.remarks', form: 'textarea' });

export const Brand = namedList('Brand', 'brand', 'plane.brand', 'base-brand', {
  name: notNull(
    field.text(requiredName('register.brandNameRequired'), { required: 'register.brandNameRequired' }),
    z.string(),
  ),
  remarks,
});
export const BrandInput = Brand.input;
export const BrandUpdateInput = Brand.update;

/** The spec spells the module in lower case (`/api/site/*`). */
export const Site = namedList('site', 'site', 'plane.site', 'plane-site', {
  name: notNull(
    field.text(requiredName('register.siteNameRequired'), { required: 'register.siteNameRequired' }),
    z.string(),
  ),
  addr: field.text(text(200)),
  remarks,
});
export const SiteInput = Site.input;
export const SiteUpdateInput = Site.update;

export const Unit = namedList('Unit', 'unit', 'plane.unit', 'base-unit', {
  name: notNull(
    field.text(requiredName('register.unitNameRequired', 30), { required: 'register.unitNameRequired' }),
    z.string(),
  ),
  remarks,
});
export const UnitInput = Unit.input;
export const UnitUpdateInput = Unit.update;

// Plane types: a tree (shared catalogue written by company 10000).
const planeType = entity({
  name: 'PlaneType',
  table: 'plane_type',
  owner: 'shared',
  labels: 'plane.type',
  fields: {
    name: notNull(
      field.text(requiredName('register.typeNameRequired'), { required: 'register.typeNameRequired' }),
      z.string(),
    ),
    parent: notNull(field.id(Parent, { required: 'register.badParent', form: 'tree' }), z.number()),
    sorter: notNull(field.number(Sorter), z.number()),
    remarks,
  },
});
/** Add: a new type goes to the top level, first, unless told otherwise. */
const planeTypeInput = strictBody({ ...planeType.shape, parent: Parent.default(0), sorter: Sorter.default(0) });
export const PlaneType = {
  ...planeType,
  input: planeTypeInput,
  api: endpoints('PlaneType', {
    Query: {
      // Shared catalogue and reference data for pickers (page size 1000): any member reads every type.
      access: 'member',
      input: QueryPayload,
      output: listOf(planeType.row),
      summary: 'Plane types of the shared catalogue (tree by parent; default sort: sorter ascending)',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: planeTypeInput,
      output: planeType.row,
      summary: 'Adds a plane type (parent 0 = top level); company 10000 only',
    },
    Update: {
      access: { allow: ['plane-model', 'Edit'] },
      input: planeType.update,
      output: planeType.row,
      summary: 'Renames, moves or reorders a plane type; company 10000 only',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a plane type without sub-types or models; company 10000 only',
    },
  }),
};
export const PlaneTypeInput = PlaneType.input;
export const PlaneTypeUpdateInput = PlaneType.update;

// Aircraft models (a catalogue shared by every company): the model info panel (model document §2.2, in its
// order) plus category, brand and the managing company.
const modelText = () => field.text(text(500));
const modelNumber = () => field.number(quantity);
const modelCount = () => field.number(count.nullish());
const planeModel = entity({
  name: 'PlaneModel',
  table: 'plane_model',
  owner: 'shared',
  labels: 'plane.model',
  fields: {
    name: notNull(
      field.text(requiredName('register.modelNameRequired'), { required: 'register.modelNameRequired' }),
      z.string(),
    ),
    /** Plane-type (category) id. */
    type: field.id(RecordId.nullish(), { column: 'type_id', form: 'tree' }),
    /** Brand id: a brand of the managing company. */
    brand: field.id(RecordId.nullish(), { column: 'brand_id' }),
    /** Managing company id; only company 10000 may set it (otherwise the caller's company manages the model). */
    manager: notNull(field.id(RecordId.optional(), { form: 'number' }), z.number()),
    manufacturer: modelText(),
    fuelType: modelText(),
    fuelCapacity: modelNumber(),
    seats: modelCount(),
    emptyWeight: modelNumber(),
    maxTakeoffWeight: modelNumber(),
    maxLandingWeight: modelNumber(),
    cruiseSpeed: modelNumber(),
    flightRange: modelNumber(),
    climbRate: modelNumber(),
    ceiling: modelNumber(),
    takeoffDistance: modelNumber(),
    landingDistance: modelNumber(),
    length: modelNumber(),
    height: modelNumber(),
    width: modelNumber(),
    wingSpan: modelNumber(),
    engType: modelText(),
    engModel: modelText(),
    engCount: modelCount(),
    engMaker: modelText(),
    proModel: modelText(),
    proMaker: modelText(),
    remarks,
    /** Set by the server when the model is added; not logged. */
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
/** A model as the list answers it: with the names of its category, brand and managing company. */
const planeModelListRow = planeModel.row.extend({
  typeName: z.string().nullable(),
  brandName: z.string().nullable(),
  managerName: z.string().nullable(),
});
export const PlaneModel = {
  ...planeModel,
  api: endpoints('PlaneModel', {
    Query: {
      // Shared catalogue and reference data (pickers, page size 1000): any member reads every model, with the
      // names of its category, brand and managing company.
      access: 'member',
      input: QueryPayload,
      output: listOf(planeModelListRow),
      summary: 'Models of the shared catalogue with typeName, brandName, managerName (default sort: name)',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: planeModel.input,
      output: planeModel.row,
      summary: 'Adds a model; the caller’s company manages it unless company 10000 names another manager',
    },
    Update: {
      access: { allow: ['plane-model', 'Edit'] },
      input: planeModel.update,
      output: planeModel.row,
      summary: 'Changes a model (absent fields keep their value); company 10000 or the manager only',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a model without aircraft or other dependent records; company 10000 or the manager only',
    },
  }),
};
export const PlaneModelInput = PlaneModel.input;
export const PlaneModelUpdateInput = PlaneModel.update;

// Aircraft (materials document §3 "Aircraft", in its order); `name` is the tail number (nationality
// registration).
const planeText = () => field.text(text(200));
const planeNumber = () => field.number(quantity);
const planeDate = () => field.date(dateValue().optional());
/** Cumulative flight hours; editable until the flight log keeps it. */
const FlyHours = z
  .number({ error: 'register.hoursFormat' })
  .min(0, 'register.hoursFormat')
  .max(9_999_999_999, 'register.hoursFormat')
  .transform((v) => Math.round(v * 100) / 100);
/** Total landings typed by hand: a whole number ≥ 0. */
const Landings = z
  .number({ error: 'register.landingsFormat' })
  .int('register.landingsFormat')
  .min(0, 'register.landingsFormat')
  .max(999_999_999, 'register.landingsFormat');
/** Manual utilisation: hours a day (0–24) and landings a day (0–1000). */
const DailyHours = z
  .number({ error: 'register.dailyHoursFormat' })
  .min(0, 'register.dailyHoursFormat')
  .max(24, 'register.dailyHoursFormat')
  .transform((v) => Math.round(v * 100) / 100);
const DailyLandings = z
  .number({ error: 'register.dailyLandingsFormat' })
  .min(0, 'register.dailyLandingsFormat')
  .max(1000, 'register.dailyLandingsFormat')
  .transform((v) => Math.round(v * 100) / 100);
/** The forecast window in days: 7 to 730. */
const ForecastWindow = z
  .number({ error: 'register.forecastWindowFormat' })
  .int('register.forecastWindowFormat')
  .min(7, 'register.forecastWindowFormat')
  .max(730, 'register.forecastWindowFormat');
const planeEntity = entity({
  name: 'PlaneEntity',
  table: 'plane_entity',
  owner: 'company',
  labels: 'plane.entity',
  fields: {
    name: notNull(
      field.text(requiredName('register.tailRequired', 30), { required: 'register.tailRequired' }),
      z.string(),
    ),
    /** Model id (any model of the shared catalogue). */
    model: notNull(
      field.id(z.number({ error: 'register.modelRequired' }).int().positive().max(2_147_483_647), {
        column: 'model_id',
        required: 'register.modelRequired',
      }),
      z.number(),
    ),
    seri: planeText(),
    produceDate: planeDate(),
    manufactory: planeText(),
    manufactoryAddr: planeText(),
    airCertificate: planeText(),
    airDate: planeDate(),
    regNum: planeText(),
    regDate: planeDate(),
    radioNum: planeText(),
    radioDate: planeDate(),
    flyWeight: planeNumber(),
    landWeight: planeNumber(),
    engModel: planeText(),
    engManufactior: planeText(),
    proModel: planeText(),
    proManufactior: planeText(),
    fuelQuantity: planeNumber(),
    length: planeNumber(),
    height: planeNumber(),
    wingSpan: planeNumber(),
    ownerName: planeText(),
    ownerAddr: planeText(),
    ownerPost: planeText(),
    userName: planeText(),
    userAddr: planeText(),
    userPost: planeText(),
    /** Typed by hand until the aircraft has a flight record; from then on the latest record's cumulative hours. */
    allFlyHours: notNull(field.number(FlyHours), z.number()),
    /** Total landings: typed by hand until the aircraft has a flight record, then the latest record's. */
    allLandings: notNull(field.number(Landings), z.number()),
    /** Engine hours: the latest flight record's engine meter reading (server-set; null without one). */
    engineHours: field.number(undefined, { nullable: true }),
    /** Daily utilisation typed for the forecast while the aircraft has no flight log (hours and landings a day). */
    manualDailyHours: field.number(DailyHours.nullish(), { nullable: true }),
    manualDailyLandings: field.number(DailyLandings.nullish(), { nullable: true }),
    /** Days of flight log the average utilisation is taken over (90 unless set). */
    forecastWindow: notNull(field.number(ForecastWindow), z.number()),
    /** The utilisation forecasts count with (server-set): from the log over the window, or the manual figures. */
    // Derived from the flight log or the manual figures above, so not logged as changes of their own.
    dailyHours: field.number(undefined, { nullable: true, audited: false }),
    dailyLandings: field.number(undefined, { nullable: true, audited: false }),
    /** Where dailyHours/dailyLandings come from: 'log', 'manual', or null (no forecast). */
    forecastSource: field.text(undefined, { nullable: true, audited: false }),
    /** The day the counters were read (the latest flight day, else the last manual figure): forecasts count from it. */
    countersDate: field.date(undefined, { nullable: true, audited: false }),
    /** Pictures (material uploads); answered as a list, empty when there are none. */
    pictures: field.json(fileList(['material'], 20).nullish(), z.array(FileEntry)),
    /** Set by the server when the aircraft is added; not logged. */
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
    /**
     * The airworthiness status (contracts/status.ts `AirStatus`: 1 serviceable, 2 with deferrals, 3 unserviceable),
     * derived and stored by the status module (issue 32); its history is that module's, so not logged here.
     */
    airStatus: notNull(field.enum(undefined, AIR_STATUSES, { audited: false }), z.number()),
    /** When the status last changed (null: never). */
    airStatusSince: field.date(undefined, { nullable: true, audited: false }),
  },
});
/** Add: hours start at 0 unless given. */
const planeEntityInput = strictBody({
  ...planeEntity.shape,
  allFlyHours: FlyHours.default(0),
  allLandings: Landings.default(0),
  forecastWindow: ForecastWindow.default(90),
});
/** An aircraft as the register lists it: with its model's name. */
const planeEntityListRow = planeEntity.row.extend({ modelName: z.string().nullable() });
/** What pickers get of an aircraft: id, tail number, model id (never hours or registration data). */
const planeNameRow = planeEntity.row.pick({ id: true, name: true, model: true });
export const PlaneEntity = {
  ...planeEntity,
  input: planeEntityInput,
  api: endpoints('PlaneEntity', {
    Query: {
      access: { view: 'plane-entity' },
      input: QueryPayload,
      output: listOf(planeEntityListRow),
      summary: 'Aircraft of the current company with modelName (default sort: tail number)',
    },
    QueryNames: {
      // Reference list for pickers on any screen (fleet monitor filter, later records): id, tail number and
      // model id of the company's aircraft, never hours or registration data. Tail numbers are painted on the
      // aircraft; every member of the company may know them.
      access: 'member',
      input: QueryPayload,
      output: listOf(planeNameRow),
      summary: 'The company’s aircraft for pickers: id, name (tail number), model (filters id, name, model)',
    },
    Add: {
      access: { allow: ['plane-entity', 'Add'] },
      input: planeEntityInput,
      output: planeEntity.row,
      summary: 'Adds an aircraft (tail number unique within the company; any model of the catalogue)',
    },
    Update: {
      access: { allow: ['plane-entity', 'Edit'] },
      input: planeEntity.update,
      output: planeEntity.row,
      summary:
        'Changes an aircraft (absent fields keep their value), including allFlyHours and allLandings until the ' +
        'aircraft has a flight record (then its flight log computes them)',
    },
    Delete: {
      access: { allow: ['plane-entity', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes an aircraft without dependent records',
    },
  }),
};
export const PlaneEntityInput = PlaneEntity.input;
export const PlaneEntityUpdateInput = PlaneEntity.update;

export type PlaneTypeInput = z.output<typeof PlaneTypeInput>;
export type BrandInput = z.output<typeof BrandInput>;
export type SiteInput = z.output<typeof SiteInput>;
export type UnitInput = z.output<typeof UnitInput>;
export type PlaneModelInput = z.output<typeof PlaneModelInput>;
export type PlaneEntityInput = z.output<typeof PlaneEntityInput>;

import { z } from 'zod';
import { RecordId, strictBody } from './contracts/platform';
import type { MessageKey } from './messages';

// One declaration per entity (docs/architecture.md "Entities"): each field's API name, column, kind, input
// schema (with its limits and messages), answer schema, filter and sort flags, label key and whether the
// operation log records it. Everything else is derived from it:
// - here: the Add and Update input schemas, the answer row's schema (OpenAPI) and its TypeScript type;
// - on the server (platform/entity): the query compiler's field map, row ↔ API mapping (JSON parsed and
//   serialised there only), the audit projection;
// - on the web (components/entity-fields.ts): search fields, table columns and form fields with rules made
//   from the input schemas.
// Adding a field = one line here, the migration, and (if shown) its label in the screen's catalogue.

/** How the query compiler compares a field (`json`: stored as JSON text, neither filtered nor sorted). */
export type FieldKind = 'id' | 'text' | 'number' | 'date' | 'enum' | 'bool' | 'json';

/** The editor a form shows for a field (derived from the kind when not given). */
export type FormKind = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'tree' | 'custom';

export interface Field<A extends z.ZodType = z.ZodType, I extends z.ZodType | undefined = z.ZodType | undefined> {
  kind: FieldKind;
  /** What a client may send (limits and messages); undefined: set by the server, never by a client. */
  input: I;
  /** What the API answers. */
  answer: A;
  /** The column; defaults to the name's snake_case. */
  column?: string;
  /** Filterable / sortable through the query payload (default: yes, but never for json). */
  filter?: boolean;
  sort?: boolean;
  /** The column may be NULL: a sort puts those rows last in both directions. */
  nullable?: boolean;
  /** Allowed values of an enum. */
  values?: readonly (string | number)[];
  /** The label's i18n key (web catalogues); defaults to `<entity labels>.<name>`. */
  label?: string;
  /** The message shown by a form when the field is left empty (the input schema refuses it too). */
  required?: MessageKey;
  /** Recorded in the operation log's changes (default yes). */
  audited?: boolean;
  /** The form's editor (default from the kind; multi-line text → textarea). */
  form?: FormKind;
}

type AnyField = Field<z.ZodType, z.ZodType | undefined>;
export type Fields = Record<string, AnyField>;

/** Who owns the rows: one company (`company_id`, every access scoped) or nobody (a shared catalogue). */
export type Owner = 'company' | 'shared';

export interface EntityDef<F extends Fields, T extends string = string> {
  /** The API module name (`Brand`, `site`, `PlaneEntity`). */
  name: string;
  table: T;
  owner: Owner;
  /** Prefix of the labels' i18n keys (`plane.site` → `plane.site.name`). */
  labels: string;
  fields: F;
}

type InputKeys<F extends Fields> = {
  [K in keyof F]: F[K]['input'] extends z.ZodType ? K : never;
}[keyof F];
type InputShape<F extends Fields> = { [K in InputKeys<F>]: Exclude<F[K]['input'], undefined> };
type OptionalShape<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<T[K]> };
type RowShape<F extends Fields> = { id: z.ZodNumber } & { [K in keyof F]: F[K]['answer'] };

export interface Entity<F extends Fields, T extends string = string> extends EntityDef<F, T> {
  /** Add: every input field with its schema (defaults applied by the schemas). */
  input: ReturnType<typeof strictBody<InputShape<F>>>;
  /** Update: `id` plus every input field optional (absent keeps the stored value). */
  update: ReturnType<typeof strictBody<{ id: typeof RecordId } & OptionalShape<InputShape<F>>>>;
  /** The answer row (`id` plus every field). */
  row: z.ZodObject<RowShape<F>>;
  /** The input shape alone (for contracts that add to it). */
  shape: InputShape<F>;
}

/** The API row of an entity. */
export type RowOf<E extends { row: z.ZodType }> = z.output<E['row']>;
/** The Add body of an entity as a client sends it. */
export type InputOf<E extends { input: z.ZodType }> = z.input<E['input']>;

/**
 * Every field optional (Update): absent keeps the stored value. A field's default (Add's value when none is sent)
 * is dropped: zod applies a default even under `.optional()`, so an Update leaving the field out would otherwise
 * write the default over the stored value (an engine's component type reset to "other", a document moved to the
 * root folder).
 */
export function partial<T extends z.ZodRawShape>(shape: T): OptionalShape<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([k, s]) => [k, ((s instanceof z.ZodDefault ? s.unwrap() : s) as z.ZodType).optional()]),
  ) as unknown as OptionalShape<T>;
}

export function entity<const F extends Fields, const T extends string>(def: EntityDef<F, T>): Entity<F, T> {
  const shape = Object.fromEntries(
    Object.entries(def.fields).flatMap(([name, f]) => (f.input ? [[name, f.input]] : [])),
  ) as InputShape<F>;
  const rowShape = {
    id: z.number(),
    ...Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, f.answer])),
  } as RowShape<F>;
  return {
    ...def,
    shape,
    input: strictBody(shape),
    update: strictBody({ id: RecordId, ...partial(shape) }),
    row: z.object(rowShape),
  };
}

/** The column of an API field name: its snake_case (`allFlyHours` → `all_fly_hours`). */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(def: { fields: Fields }, name: string): string {
  return def.fields[name]?.column ?? snakeCase(name);
}

/** The label key of a field. */
export function labelOf(def: { labels: string; fields: Fields }, name: string): string {
  return def.fields[name]?.label ?? `${def.labels}.${name}`;
}

/** Fields as declared, in order, with their names. */
export function fieldList<F extends Fields>(def: { fields: F }): (AnyField & { name: Extract<keyof F, string> })[] {
  return Object.entries(def.fields).map(([name, f]) => ({ ...f, name: name as Extract<keyof F, string> }));
}

/** A field of a NOT NULL column: answered with `answer` (never null) instead of the builder's nullable one. */
export function notNull<F extends AnyField, A extends z.ZodType>(
  declared: F,
  answer: A,
): Omit<F, 'answer'> & { answer: A } {
  return { ...declared, answer };
}

// --- Field builders --------------------------------------------------------------------------------------

/** A field's options besides input and answer; kept literal (a declared `column` reaches the table type). */
type Options = Omit<Partial<AnyField>, 'input' | 'answer' | 'kind'>;

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** Text: `input` is the contract's text schema (fields.ts `text` / `requiredText`). */
function textField<I extends z.ZodType | undefined, const O extends Options = Options>(input: I, options?: O) {
  return { kind: 'text' as const, input, answer: nullableString, ...(options as O) };
}

/** A number (quantity, count, hours). */
function numberField<I extends z.ZodType | undefined, const O extends Options = Options>(input: I, options?: O) {
  return { kind: 'number' as const, input, answer: nullableNumber, ...(options as O) };
}

/** A reference to another record by id (filtered and sorted as a number). */
function idField<I extends z.ZodType | undefined, const O extends Options = Options>(input: I, options?: O) {
  return { kind: 'id' as const, input, answer: nullableNumber, ...(options as O) };
}

/** A calendar date, answered `YYYY-MM-DD 00:00:00`. */
function dateField<I extends z.ZodType | undefined, const O extends Options = Options>(input: I, options?: O) {
  return { kind: 'date' as const, input, answer: nullableString, ...(options as O) };
}

/** A code out of `values`. */
function enumField<I extends z.ZodType | undefined, const O extends Options = Options>(
  input: I,
  values: readonly (string | number)[],
  options?: O,
) {
  return {
    kind: 'enum' as const,
    input,
    answer: z.union([z.string(), z.number()]).nullable(),
    values,
    ...(options as O),
  };
}

/** A 0/1 flag. */
function flagField<I extends z.ZodType | undefined, const O extends Options = Options>(input: I, options?: O) {
  return { kind: 'bool' as const, input, answer: z.number(), ...(options as O) };
}

/** A structured value stored as JSON text; `answer` is its parsed shape. */
function jsonField<A extends z.ZodType, I extends z.ZodType | undefined, const O extends Options = Options>(
  input: I,
  answer: A,
  options?: O,
) {
  return { kind: 'json' as const, input, answer, filter: false, sort: false, ...(options as O) };
}

/**
 * Field builders: `field.text(requiredText(...), { required })`, `field.number(quantity)`, `field.id(RecordId)`,
 * `field.date(DateValue)`, `field.enum(schema, values)`, `field.flag(schema)`, `field.json(input, answer)`; an
 * `undefined` input declares a field the server sets.
 */
export const field = {
  text: textField,
  number: numberField,
  id: idField,
  date: dateField,
  enum: enumField,
  flag: flagField,
  json: jsonField,
};

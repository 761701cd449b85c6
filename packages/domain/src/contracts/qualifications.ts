import { z } from 'zod';
import { addDays, daysBetween } from '../dates';
import { daysInMonth } from '../due/calendar';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import type { MessageKey } from '../messages';
import type { Fn } from '../permissions';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Qualifications (issue 34; docs/architecture.md "Qualifications", docs/domain.md "Who may sign"): per member of a
// company, licences (maintenance or pilot, with categories, ratings per model and privileges), the authorisations
// the organisation grants (scope: models, licence categories, kinds of work; valid from / to), training records,
// and medical examinations (a pilot's class 1/2/3 medical, valid by class and age to the end of a calendar month,
// or a staff health examination). Recency is computed, never stored: a certifying person's months of own signed
// work per model over the last 24 months, a pilot's landings in 90 days. Sign-offs are refused on the server
// naming the missing qualification (qualification/signer.ts). Messages `qual.*` (i18n/qualifications.ts).
//
// Everything below the entities' declarations is pure: the server stores and answers what these functions compute.

/** The kinds of work an authorisation covers: what a sign-off asks for (docs/domain.md "Who may sign"). */
export const WORK_KINDS = ['maintenance', 'inspection', 'rii', 'crs', 'ad', 'engine', 'deferral'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
const WorkKindInput = z.enum(WORK_KINDS, { error: 'qual.kindInvalid' });

/** A licence is a maintenance licence (CCAR-66, EASA Part-66, FAA A&P) or a pilot licence. */
export const LICENCE_KINDS = ['maintenance', 'pilot'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** Licence categories offered (free text within 10 characters is accepted too: CCAR-66 ME / AV...). */
export const LICENCE_CATEGORIES = ['A', 'B1', 'B2', 'B3', 'C', 'ME', 'AV'] as const;

/** 1, 2, 3: a pilot's medical class; 0: a staff health examination (its next due is stated). */
export const MEDICAL_CLASSES = [0, 1, 2, 3] as const;
export const MEDICAL_RESULTS = ['fit', 'restricted', 'unfit'] as const;
export type MedicalResult = (typeof MEDICAL_RESULTS)[number];

/** Recency of a certifying person: at least 6 months of own signed work on the model in the preceding 24. */
export const RECENCY_WINDOW_MONTHS = 24;
export const RECENCY_REQUIRED_MONTHS = 6;
/** Recency of a pilot in command: at least 3 landings in the preceding 90 days. */
export const PILOT_RECENCY_DAYS = 90;
export const PILOT_RECENCY_LANDINGS = 3;
/** Expiries warn 90 days ahead, then 30 (the dashboard's and the to-dos' two steps). */
export const EXPIRY_WARN_DAYS = 90;
export const EXPIRY_URGENT_DAYS = 30;

/** Most files a licence, authorisation, training or medical holds. */
export const QUAL_FILES = 10;
/** Most models, categories or kinds in one scope. */
const SCOPE_MAX = 50;

// --- Pure rules ------------------------------------------------------------------------------------------

/** Where an expiry stands on `today`: past, within 30 days, within 90, later, or never expires. */
export type ExpiryState = 'expired' | 'due30' | 'due90' | 'valid' | 'none';

/** An expiry day `YYYY-MM-DD…` (valid through that day) on `today`. */
export function expiryState(expires: string | null, today: string): ExpiryState {
  if (expires === null) return 'none';
  const left = daysBetween(today, expires.slice(0, 10));
  if (left < 0) return 'expired';
  if (left < EXPIRY_URGENT_DAYS) return 'due30';
  if (left < EXPIRY_WARN_DAYS) return 'due90';
  return 'valid';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of the calendar month `months` after the month of `day` (2026-01-15 + 12 → 2027-01-31). */
export function endOfMonthAfter(day: string, months: number): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = (((m % 12) + 12) % 12) + 1;
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** Age in whole years on `day` of a person born on `birth` (a 29 February birthday counts on 1 March). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = [Number(birth.slice(0, 4)), Number(birth.slice(5, 7)), Number(birth.slice(8, 10))];
  const [y, m, d] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The age at which a medical's validity shortens. */
export const MEDICAL_AGE_THRESHOLD = 40;

/**
 * Calendar months a pilot's medical is valid, by class and the holder's age at the examination (14 CFR 61.23(d):
 * class 1: 12, from 40: 6; class 2: 12; class 3: 60, from 40: 24). An unknown age takes the shorter validity.
 */
export function medicalMonths(medicalClass: number, age: number | null): number | null {
  const older = age === null || age >= MEDICAL_AGE_THRESHOLD;
  if (medicalClass === 1) return older ? 6 : 12;
  if (medicalClass === 2) return 12;
  if (medicalClass === 3) return older ? 24 : 60;
  return null;
}

/**
 * The last day a medical is valid: a stated day wins (a certificate that prints its own); else a pilot class's
 * months from the examination to the end of that calendar month; a staff examination without a stated day: none.
 */
export function medicalValidUntil(m: {
  medicalClass: number;
  examDate: string;
  birthDate: string | null;
  statedUntil: string | null;
}): string | null {
  if (m.statedUntil !== null) return m.statedUntil.slice(0, 10);
  const exam = m.examDate.slice(0, 10);
  const months = medicalMonths(m.medicalClass, m.birthDate === null ? null : ageOn(m.birthDate.slice(0, 10), exam));
  return months === null ? null : endOfMonthAfter(exam, months);
}

/** A person's recency on one model: the months with own signed work in the window, and whether it is enough. */
export interface Recency {
  /** Months counted: those with signed work, and those of the window before the authorisation was granted. */
  months: number;
  /** Months with own signed work in the window. */
  worked: number;
  required: number;
  ok: boolean;
  /** The last day with signed work on the model (any time), or null. */
  lastDay: string | null;
}

/** `YYYY-MM` of the month `n` months before the month of `day`. */
function monthBefore(day: string, n: number): string {
  const m = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - n;
  return `${Math.floor(m / 12)}-${pad((m % 12) + 1)}`;
}

/**
 * Recency on `today` (CAA 145.A.35: 6 months of relevant experience in the preceding 2 years) from the days of
 * the person's own signed work on the model (record sign-offs, task-card steps performed or inspected, order
 * inspections and releases). The window is the 24 calendar months ending with today's. Months of the window before
 * `grantedFrom` (the earliest authorisation's start) count as assessed when the organisation granted it, so a new
 * authorisation starts recent and the rule bites once it has been held long enough to show the work.
 */
export function recencyOf(workDays: readonly string[], today: string, grantedFrom: string | null): Recency {
  const window = new Set<string>();
  for (let n = 0; n < RECENCY_WINDOW_MONTHS; n++) window.add(monthBefore(today, n));
  const worked = new Set(workDays.map((d) => d.slice(0, 7)).filter((m) => window.has(m)));
  const granted = grantedFrom === null ? null : grantedFrom.slice(0, 7);
  const assessed = granted === null ? [] : [...window].filter((m) => m < granted && !worked.has(m));
  const months = worked.size + assessed.length;
  const lastDay = workDays.length === 0 ? null : workDays.reduce((a, b) => (a > b ? a : b)).slice(0, 10);
  return {
    months,
    worked: worked.size,
    required: RECENCY_REQUIRED_MONTHS,
    ok: months >= RECENCY_REQUIRED_MONTHS,
    lastDay,
  };
}

/** A pilot's landings in the 90 days ending `today` (its flights as pilot in command), and whether enough. */
export function pilotRecencyOf(
  flights: readonly { day: string; landings: number }[],
  today: string,
): { landings: number; required: number; ok: boolean } {
  const from = addDays(today, -(PILOT_RECENCY_DAYS - 1));
  const landings = flights
    .filter((f) => f.day.slice(0, 10) >= from && f.day.slice(0, 10) <= today)
    .reduce((sum, f) => sum + f.landings, 0);
  return { landings, required: PILOT_RECENCY_LANDINGS, ok: landings >= PILOT_RECENCY_LANDINGS };
}

/** The scope and validity of an authorisation, as the rules read it. */
export interface AuthorisationScope {
  models: readonly number[];
  kinds: readonly string[];
  validFrom: string;
  validTo: string | null;
}

/** Whether an authorisation is in force on `today` (valid from its first day through its last). */
export function inForce(a: Pick<AuthorisationScope, 'validFrom' | 'validTo'>, today: string): boolean {
  return a.validFrom.slice(0, 10) <= today && (a.validTo === null || a.validTo.slice(0, 10) >= today);
}

/** Whether an authorisation covers work of `kind` on a model on `today`. */
export function covers(a: AuthorisationScope, model: number, kind: WorkKind, today: string): boolean {
  return inForce(a, today) && a.models.includes(model) && a.kinds.includes(kind);
}

/**
 * Whether two authorisations of one person overlap: a model and a kind in common, and validity periods that meet
 * (an open end runs forever). Overlapping grants for the same scope are refused: one scope, one authorisation.
 */
export function overlaps(a: AuthorisationScope, b: AuthorisationScope): boolean {
  if (!a.models.some((m) => b.models.includes(m))) return false;
  if (!a.kinds.some((k) => b.kinds.includes(k))) return false;
  const aTo = a.validTo?.slice(0, 10) ?? '9999-12-31';
  const bTo = b.validTo?.slice(0, 10) ?? '9999-12-31';
  return a.validFrom.slice(0, 10) <= bTo && b.validFrom.slice(0, 10) <= aTo;
}

/** Why a sign-off is refused, naming the missing qualification (a 601 `RULE` with its parameters), or null. */
export interface SignRefusal {
  message: MessageKey;
  params: Record<string, string | number>;
}

// --- Entities --------------------------------------------------------------------------------------------

const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const flag = z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }).default(0);
/** The member (a user of the caller's company): required. */
const Member = z.number({ error: 'qual.userRequired' }).int().positive().max(2_147_483_647);
const RequiredDay = (key: MessageKey) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: 'validation.dateFormat' })
    .transform((v) => v ?? null)
    .pipe(dateValue())
    .refine((v) => v !== null, key);
const Files = fileList(['qualification'], QUAL_FILES).nullish();
const Models = z
  .array(RecordId, { error: 'qual.modelsInvalid' })
  .max(SCOPE_MAX, 'qual.modelsInvalid')
  .refine((v) => new Set(v).size === v.length, 'qual.modelsRepeated');
const Categories = z
  .array(requiredText('qual.categoryInvalid', { max: 10 }), { error: 'qual.categoryInvalid' })
  .max(SCOPE_MAX, 'qual.categoryInvalid')
  .refine((v) => new Set(v).size === v.length, 'qual.categoryRepeated');
const Kinds = z
  .array(WorkKindInput, { error: 'qual.kindInvalid' })
  .min(1, 'qual.kindsRequired')
  .max(WORK_KINDS.length, 'qual.kindInvalid')
  .refine((v) => new Set(v).size === v.length, 'qual.kindRepeated');

const licence = entity({
  name: 'QualLicence',
  table: 'qual_licence',
  owner: 'company',
  labels: 'qual',
  fields: {
    user: notNull(field.id(Member, { column: 'user_id', required: 'qual.userRequired', form: 'select' }), z.number()),
    kind: notNull(
      field.enum(z.enum(LICENCE_KINDS, { error: 'qual.licenceKindInvalid' }), LICENCE_KINDS, { form: 'select' }),
      z.string(),
    ),
    /** CCAR-66 AV, EASA Part-66, FAA A&P; PPL, CPL, ATPL... */
    licenceType: notNull(
      field.text(requiredText('qual.licenceTypeRequired', { max: 50 }), { required: 'qual.licenceTypeRequired' }),
      z.string(),
    ),
    licenceNo: notNull(
      field.text(requiredText('qual.licenceNoRequired', { max: 50 }), { required: 'qual.licenceNoRequired' }),
      z.string(),
    ),
    /** Maintenance categories (B1, B2, C; CCAR-66 ME, AV). */
    categories: notNull(field.json(Categories.default([]), z.array(z.string())), z.array(z.string())),
    authority: field.text(text(100)),
    issued: notNull(field.date(RequiredDay('qual.issuedRequired'), { required: 'qual.issuedRequired' }), z.string()),
    /** Null: does not expire. Never before `issued` (qual.expiresBeforeIssued). */
    expires: field.date(dateValue().optional(), { nullable: true }),
    /** A pilot licence's type ratings: aircraft models of the platform (qual.ratingUnknownModel). */
    ratings: notNull(field.json(Models.default([]), z.array(z.number())), z.array(z.number())),
    /** A pilot licence's privileges. */
    instrument: notNull(field.flag(flag), z.number()),
    instructor: notNull(field.flag(flag), z.number()),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: notNull(field.json(Files, z.array(FileEntry)), z.array(FileEntry)),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type QualLicenceRecord = RowOf<typeof licence>;

const authorisation = entity({
  name: 'QualAuthorisation',
  table: 'qual_authorisation',
  owner: 'company',
  labels: 'qual',
  fields: {
    user: notNull(field.id(Member, { column: 'user_id', required: 'qual.userRequired', form: 'select' }), z.number()),
    /** The organisation's authorisation number (stamp number). */
    authNo: notNull(
      field.text(requiredText('qual.authNoRequired', { max: 50 }), { required: 'qual.authNoRequired' }),
      z.string(),
    ),
    /** Aircraft models covered (at least one). */
    models: notNull(
      field.json(Models.min(1, 'qual.modelsRequired'), z.array(z.number()), { required: 'qual.modelsRequired' }),
      z.array(z.number()),
    ),
    /** Licence categories the authorisation is issued under. */
    categories: notNull(field.json(Categories.default([]), z.array(z.string())), z.array(z.string())),
    /** Kinds of work (WORK_KINDS, at least one). */
    kinds: notNull(field.json(Kinds, z.array(z.string()), { required: 'qual.kindsRequired' }), z.array(z.string())),
    validFrom: notNull(
      field.date(RequiredDay('qual.validFromRequired'), { required: 'qual.validFromRequired' }),
      z.string(),
    ),
    /** Null: until revoked. Never before validFrom (qual.validToBeforeFrom). */
    validTo: field.date(dateValue().optional(), { nullable: true }),
    /** Who granted it (the quality manager's name). */
    grantedBy: notNull(
      field.text(requiredText('qual.grantedByRequired', { max: 100 }), { required: 'qual.grantedByRequired' }),
      z.string(),
    ),
    /** Sign-offs under it also need a valid medical (NDT vision, a licence's medical requirement). */
    medicalRequired: notNull(field.flag(flag), z.number()),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: notNull(field.json(Files, z.array(FileEntry)), z.array(FileEntry)),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type QualAuthorisationRecord = RowOf<typeof authorisation>;

const training = entity({
  name: 'QualTraining',
  table: 'qual_training',
  owner: 'company',
  labels: 'qual',
  fields: {
    user: notNull(field.id(Member, { column: 'user_id', required: 'qual.userRequired', form: 'select' }), z.number()),
    course: notNull(
      field.text(requiredText('qual.courseRequired', { max: 200 }), { required: 'qual.courseRequired' }),
      z.string(),
    ),
    courseDate: notNull(
      field.date(RequiredDay('qual.courseDateRequired'), { required: 'qual.courseDateRequired' }),
      z.string(),
    ),
    /** Null: does not expire. Never before courseDate. */
    expires: field.date(dateValue().optional(), { nullable: true }),
    certificateNo: field.text(text(100)),
    /** Models the course was about (type training), optional. */
    models: notNull(field.json(Models.default([]), z.array(z.number())), z.array(z.number())),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: notNull(field.json(Files, z.array(FileEntry)), z.array(FileEntry)),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type QualTrainingRecord = RowOf<typeof training>;

const MedicalClass = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: 'qual.medicalClassInvalid',
});

const medical = entity({
  name: 'QualMedical',
  table: 'qual_medical',
  owner: 'company',
  labels: 'qual',
  fields: {
    user: notNull(field.id(Member, { column: 'user_id', required: 'qual.userRequired', form: 'select' }), z.number()),
    /** MEDICAL_CLASSES: 1, 2, 3 a pilot's class; 0 a staff health examination. */
    medicalClass: notNull(field.enum(MedicalClass, MEDICAL_CLASSES, { form: 'select' }), z.number()),
    examDate: notNull(
      field.date(RequiredDay('qual.examDateRequired'), { required: 'qual.examDateRequired' }),
      z.string(),
    ),
    result: notNull(
      field.enum(z.enum(MEDICAL_RESULTS, { error: 'qual.resultInvalid' }), MEDICAL_RESULTS, { form: 'select' }),
      z.string(),
    ),
    restrictions: field.text(text(500, true), { form: 'textarea' }),
    /** The last valid day the certificate states (wins over the class rule; required for a staff examination). */
    statedUntil: field.date(dateValue().optional(), { nullable: true }),
    /** The last valid day (medicalValidUntil, server-set). */
    validUntil: field.date(undefined, { nullable: true }),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: notNull(field.json(Files, z.array(FileEntry)), z.array(FileEntry)),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});
export type QualMedicalRecord = RowOf<typeof medical>;

/** A record as answered: with its holder's name and its expiry state on the server's today. */
const withHolder = { userName: z.string(), expiry: z.enum(['expired', 'due30', 'due90', 'valid', 'none']) };
const licenceRow = licence.row.extend(withHolder);
export type QualLicenceRow = z.output<typeof licenceRow>;
const authorisationRow = authorisation.row.extend({ ...withHolder, inForce: z.boolean() });
export type QualAuthorisationRow = z.output<typeof authorisationRow>;
const trainingRow = training.row.extend(withHolder);
export type QualTrainingRow = z.output<typeof trainingRow>;
const medicalRow = medical.row.extend({ ...withHolder, age: z.number().nullable() });
export type QualMedicalRow = z.output<typeof medicalRow>;

/** Recency of a person on one model (recencyOf), answered per model of their authorisations and work. */
export const RecencyRow = z.object({
  model: z.number(),
  modelName: z.string(),
  months: z.number(),
  worked: z.number(),
  required: z.number(),
  ok: z.boolean(),
  lastDay: z.string().nullable(),
});
export type RecencyRow = z.output<typeof RecencyRow>;

/** A member as the qualification screens list them, with the state of what they hold. */
export const QualPersonRow = z.object({
  user: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  isPilot: z.number(),
  isRepairman: z.number(),
  birthDate: z.string().nullable(),
  /** Licences of the kind the screen shows (maintenance or pilot), authorisations in force, open medicals. */
  licences: z.number(),
  authorisations: z.number(),
  /** The worst expiry state over everything the person holds (expired first). */
  expiry: z.enum(['expired', 'due30', 'due90', 'valid', 'none']),
  /** The nearest expiry day and what it is. */
  nextExpiry: z.string().nullable(),
  nextWhat: z.enum(['licence', 'authorisation', 'training', 'medical']).nullable(),
  /** The last medical's last valid day, or null. */
  medicalUntil: z.string().nullable(),
});
export type QualPersonRow = z.output<typeof QualPersonRow>;

/** Everything one person holds (the person drawer of the three screens). */
export const QualPerson = QualPersonRow.extend({
  licenceRows: z.array(licenceRow),
  authorisationRows: z.array(authorisationRow),
  trainingRows: z.array(trainingRow),
  medicalRows: z.array(medicalRow),
  /** Per model: months of own signed work in the last 24 (certifying staff). */
  recency: z.array(RecencyRow),
  /** Landings as pilot in command in the last 90 days. */
  pilotRecency: z.object({ landings: z.number(), required: z.number(), ok: z.boolean() }),
});
export type QualPerson = z.output<typeof QualPerson>;

/** One expiring (or expired) qualification: the dashboard's card and the to-dos. */
export const ExpiringRow = z.object({
  user: z.number(),
  userName: z.string(),
  what: z.enum(['licence', 'authorisation', 'training', 'medical']),
  id: z.number(),
  /** The licence's type and number, the authorisation's number, the course, the medical's class. */
  label: z.string(),
  expires: z.string(),
  state: z.enum(['expired', 'due30', 'due90']),
  daysLeft: z.number(),
});
export type ExpiringRow = z.output<typeof ExpiringRow>;

/** The qualification matrix: people × models × kinds (the kinds each person's authorisations in force cover). */
export const MatrixAnswer = z.object({
  today: z.string(),
  /**
   * Whether the company holds at least one authorisation (any member, any validity): sign-offs are then checked
   * against authorisations; until then against licences alone (the screens say so).
   */
  enforced: z.boolean(),
  models: z.array(z.object({ id: z.number(), name: z.string() })),
  kinds: z.array(z.string()),
  people: z.array(
    z.object({
      user: z.number(),
      name: z.string(),
      /** Per model id: the kinds covered today, whether recent, and the earliest end of what covers it. */
      cells: z.record(
        z.string(),
        z.object({ kinds: z.array(z.string()), recent: z.boolean(), until: z.string().nullable() }),
      ),
      licence: z.string().nullable(),
      licenceExpiry: z.enum(['expired', 'due30', 'due90', 'valid', 'none']),
      medicalUntil: z.string().nullable(),
    }),
  ),
});
export type MatrixAnswer = z.output<typeof MatrixAnswer>;

// --- Inputs ----------------------------------------------------------------------------------------------

const PeopleInput = strictBody({
  /** Who the screen lists: certifying staff (repairman flag or a maintenance licence), pilots, or everyone. */
  role: z.enum(['repairman', 'pilot', 'all'], { error: 'validation.invalid' }).default('all'),
  name: z.string().max(100).optional(),
  /** Only people with something expired or expiring within 90 days. */
  expiringOnly: z.boolean().optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
});
export type PeopleInput = z.input<typeof PeopleInput>;

const PersonInput = strictBody({ user: RecordId });

const BirthDateInput = strictBody({ user: RecordId, birthDate: dateValue('day').nullable() });

const MedicalQueryInput = strictBody({
  user: RecordId.optional(),
  medicalClass: MedicalClass.optional(),
  state: z.enum(['expired', 'due30', 'due90', 'valid', 'none'], { error: 'validation.invalid' }).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
});
export type MedicalQueryInput = z.input<typeof MedicalQueryInput>;

const ExpiringInput = strictBody({
  /** Everyone's (who may read the qualification screens) or the caller's own. */
  mine: z.boolean().optional(),
  days: z.number().int().min(0).max(365).default(EXPIRY_WARN_DAYS),
});
export type ExpiringInput = z.input<typeof ExpiringInput>;

const MatrixInput = strictBody({ models: z.array(RecordId).max(SCOPE_MAX).optional() });
export type MatrixInput = z.input<typeof MatrixInput>;

/** Readers of qualifications: any of the three screens. */
const qualReaders = {
  anyView: ['qualification-repairman', 'qualification-pilot', 'qualification-health'],
} as const;
const repairman = (fn: Fn) => ({ allow: ['qualification-repairman', fn] as const });
/** Licences: the staff screen writes maintenance licences, the pilots' screen pilot licences (checked by kind). */
const licenceWriters = (fn: Fn) => ({
  anyOf: [
    ['qualification-repairman', fn],
    ['qualification-pilot', fn],
  ] as const,
});
const medicalWriters = (fn: Fn) => ({
  anyOf: [
    ['qualification-health', fn],
    ['qualification-pilot', fn],
  ] as const,
});

/** The people and their qualifications (/api/Qualification/*). */
export const Qualification = {
  api: endpoints('Qualification', {
    People: {
      access: qualReaders,
      input: PeopleInput,
      output: listOf(QualPersonRow),
      summary: 'Members of the company with the state of their licences, authorisations and medicals',
    },
    Person: {
      access: qualReaders,
      input: PersonInput,
      output: QualPerson,
      summary: 'Everything one member holds, with recency per model and as pilot in command',
    },
    SetBirthDate: {
      access: {
        anyOf: [
          ['qualification-pilot', 'Edit'],
          ['qualification-health', 'Edit'],
        ],
      },
      input: BirthDateInput,
      output: QualPersonRow,
      summary: 'A member’s date of birth (a pilot medical’s validity depends on the age at the examination)',
    },
    Expiring: {
      access: 'member',
      input: ExpiringInput,
      output: z.array(ExpiringRow),
      summary: 'Licences, authorisations, trainings and medicals expired or expiring within N days (own, or all)',
    },
    Matrix: {
      access: qualReaders,
      input: MatrixInput,
      output: MatrixAnswer,
      summary: 'The qualification matrix: each certifying person × model × kind of work covered today',
    },
    MatrixPdf: {
      access: qualReaders,
      input: MatrixInput,
      raw: true,
      summary: 'The qualification matrix as a PDF (application/pdf attachment) in the reader’s language',
    },
  }),
};

const IdBody = strictBody({ id: RecordId });

/** Licences (/api/QualLicence/*). */
export const QualLicence = {
  ...licence,
  api: endpoints('QualLicence', {
    Add: {
      access: licenceWriters('Add'),
      input: licence.input,
      output: licenceRow,
      summary: 'Adds a licence of a member',
    },
    Update: { access: licenceWriters('Edit'), input: licence.update, output: licenceRow, summary: 'Changes a licence' },
    Delete: { access: licenceWriters('Delete'), input: IdBody, output: IdAnswer, summary: 'Deletes a licence' },
  }),
};

/** Authorisations (/api/QualAuthorisation/*). */
export const QualAuthorisation = {
  ...authorisation,
  api: endpoints('QualAuthorisation', {
    Add: {
      access: repairman('Add'),
      input: authorisation.input,
      output: authorisationRow,
      summary: 'Grants an authorisation (no overlap with another of the person’s for the same scope)',
    },
    Update: {
      access: repairman('Edit'),
      input: authorisation.update,
      output: authorisationRow,
      summary: 'Changes an authorisation (revoke: a validTo of today)',
    },
    Delete: {
      access: repairman('Delete'),
      input: IdBody,
      output: IdAnswer,
      summary: 'Deletes an authorisation never signed under',
    },
  }),
};

/** Training records (/api/QualTraining/*). */
export const QualTraining = {
  ...training,
  api: endpoints('QualTraining', {
    Add: { access: repairman('Add'), input: training.input, output: trainingRow, summary: 'Adds a training record' },
    Update: {
      access: repairman('Edit'),
      input: training.update,
      output: trainingRow,
      summary: 'Changes a training record',
    },
    Delete: { access: repairman('Delete'), input: IdBody, output: IdAnswer, summary: 'Deletes a training record' },
  }),
};

/** Medical examinations (/api/QualMedical/*). */
export const QualMedical = {
  ...medical,
  api: endpoints('QualMedical', {
    Query: {
      access: qualReaders,
      input: MedicalQueryInput,
      output: listOf(medicalRow),
      summary: 'Medical examinations of the company’s members, nearest end of validity first',
    },
    Add: {
      access: medicalWriters('Add'),
      input: medical.input,
      output: medicalRow,
      summary: 'Records a medical examination (its validity by class and age, or as stated)',
    },
    Update: {
      access: medicalWriters('Edit'),
      input: medical.update,
      output: medicalRow,
      summary: 'Changes a medical examination',
    },
    Delete: {
      access: medicalWriters('Delete'),
      input: IdBody,
      output: IdAnswer,
      summary: 'Deletes a medical examination',
    },
  }),
};

/** The work kinds' order on screens and paper, for labels `qual.kind.<kind>`. */
export const kindLabelKey = (kind: string) => `qual.kind.${kind}` as MessageKey;
/** For the web's checkboxes: whether a date is after another (expiry after issue). */
export const notBefore = (later: string | null | undefined, earlier: string | null | undefined): boolean =>
  !later || !earlier || later.slice(0, 10) >= earlier.slice(0, 10);

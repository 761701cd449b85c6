import { ObjType } from '@hangar/domain/codes';
import {
  ageOn,
  expiryState,
  inForce,
  kindLabelKey,
  medicalValidUntil,
  overlaps,
  type QualAuthorisation,
  type QualAuthorisationRecord,
  type QualAuthorisationRow,
  type QualLicence,
  type QualLicenceRecord,
  type QualLicenceRow,
  type QualMedical,
  type QualMedicalRecord,
  type QualMedicalRow,
  type QualTraining,
  type QualTrainingRecord,
  type QualTrainingRow,
} from '@hangar/domain/contracts/qualifications';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { MessageKey } from '@hangar/domain/messages';
import type { Fn } from '@hangar/domain/permissions';
import { can } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { auditOf } from '../../platform/entity/entity-map';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { wordsOf } from '../../platform/pdf/words';
import {
  activeMembers,
  deleteQual,
  findQual,
  insertQual,
  type MemberRow,
  modelNames,
  QUAL,
  type QualRecords,
  type QualWhat,
  qualRows,
  updateQual,
} from './qualification.repo';
import { workDays } from './recency';

// Licences, authorisations, training records and medicals (issue 34; docs/architecture.md "Qualifications"): each
// write checks the person is an active member of the caller's company (the body never names a company), the models
// it names exist, its dates in order; a licence's kind against the caller's grant (the staff screen writes
// maintenance licences, the pilots' screen pilot licences); an authorisation against the person's others (one scope,
// one authorisation); a medical's last valid day is computed here (medicalValidUntil) from the member's date of birth.

type LicenceBody<K extends keyof typeof QualLicence.api> = EndpointBody<(typeof QualLicence.api)[K]>;
type AuthBody<K extends keyof typeof QualAuthorisation.api> = EndpointBody<(typeof QualAuthorisation.api)[K]>;
type TrainingBody<K extends keyof typeof QualTraining.api> = EndpointBody<(typeof QualTraining.api)[K]>;
type MedicalBody<K extends keyof typeof QualMedical.api> = EndpointBody<(typeof QualMedical.api)[K]>;

export const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);
const nowOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const dayOf = (value: string) => value.slice(0, 10);

/** The active member the body names, or 400 `qual.userNotMember` on the field. */
export async function memberOr400(ctx: Ctx<unknown>, user: number, field = 'user'): Promise<MemberRow> {
  const [member] = await activeMembers(ctx.db, ctx.scope, [user]);
  if (!member) throw invalid('qual.userNotMember', field);
  return member;
}

/** 400 naming the field when a model id given does not exist (shared catalogue). */
async function knownModels(ctx: Ctx<unknown>, ids: readonly number[], field: string, key: MessageKey) {
  const names = await modelNames(ctx.db, ids);
  const unknown = ids.find((id) => !names.has(id));
  if (unknown !== undefined) throw invalid(key, field, { id: unknown });
  return names;
}

/** The kind of work's label in the caller's language. */
export const kindLabel = (ctx: Pick<Ctx<unknown>, 'lang'>, kind: string) => wordsOf(ctx.lang)(kindLabelKey(kind));

/** The given fields of an Update body (absent keeps the stored value). */
function given<T>(body: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'id')) as Partial<T>;
}

async function recordOr404<W extends QualWhat>(ctx: Ctx<unknown>, what: W, id: number): Promise<QualRecords[W]> {
  const found = await findQual(ctx.db, ctx.scope, what, id);
  if (!found) throw notFound();
  return found;
}

const OBJ = {
  licence: ObjType.QualLicence,
  authorisation: ObjType.QualAuthorisation,
  training: ObjType.QualTraining,
  medical: ObjType.QualMedical,
} as const;

/** The operation-log name of a record: its holder's name and its label. */
async function logName(ctx: Ctx<unknown>, user: number, label: string): Promise<string> {
  const [member] = await activeMembers(ctx.db, ctx.scope, [user]);
  return `${member?.name ?? user} ${label}`.slice(0, 200);
}

/** Inserts (before null) or changes a record, with its operation-log row and its change announcement. */
async function saved<W extends QualWhat>(
  ctx: Ctx<unknown>,
  what: W,
  label: (r: QualRecords[W]) => string,
  before: QualRecords[W] | null,
  values: Record<string, unknown>,
): Promise<QualRecords[W]> {
  const { entity, table } = QUAL[what];
  let id = before?.id ?? 0;
  if (before === null) id = await insertQual(ctx.db, ctx.scope, what, values, ctx.scope.userId);
  else await updateQual(ctx.db, ctx.scope, what, id, values);
  const after = await recordOr404(ctx, what, id);
  await ctx.audit({
    targetType: OBJ[what],
    targetId: id,
    name: await logName(ctx, after.user, label(after)),
    changes: diff(before === null ? {} : auditOf(entity, before), auditOf(entity, after)),
  });
  ctx.changed(table, [id]);
  return after;
}

/** Deletes a record, with its operation-log row (what it held) and its change announcement. */
async function dropped<W extends QualWhat>(
  ctx: Ctx<unknown>,
  what: W,
  label: (r: QualRecords[W]) => string,
  before: QualRecords[W],
): Promise<{ id: number }> {
  const { entity, table } = QUAL[what];
  await deleteQual(ctx.db, ctx.scope, what, before.id);
  await ctx.audit({
    targetType: OBJ[what],
    targetId: before.id,
    name: await logName(ctx, before.user, label(before)),
    before: auditOf(entity, before),
  });
  ctx.changed(table, [before.id]);
  return { id: before.id };
}

/** The name each record's holder goes by, for the answers. */
async function holderNames(ctx: Ctx<unknown>, users: readonly number[]): Promise<Map<number, string>> {
  const members = await activeMembers(ctx.db, ctx.scope, [...new Set(users)]);
  return new Map(members.map((m) => [m.user, m.name]));
}

// --- Answers ---------------------------------------------------------------------------------------------------

export function licenceRow(r: QualLicenceRecord, userName: string, today: string): QualLicenceRow {
  return { ...r, userName, expiry: expiryState(r.expires, today) };
}
export function authorisationRow(r: QualAuthorisationRecord, userName: string, today: string): QualAuthorisationRow {
  return { ...r, userName, expiry: expiryState(r.validTo, today), inForce: inForce(r, today) };
}
export function trainingRow(r: QualTrainingRecord, userName: string, today: string): QualTrainingRow {
  return { ...r, userName, expiry: expiryState(r.expires, today) };
}
export function medicalRow(
  r: QualMedicalRecord,
  userName: string,
  birthDate: string | null,
  today: string,
): QualMedicalRow {
  const age = birthDate === null ? null : ageOn(birthDate, r.examDate.slice(0, 10));
  return { ...r, userName, expiry: expiryState(r.validUntil, today), age };
}

// --- Licences --------------------------------------------------------------------------------------------------

/** The screen that writes licences of a kind. */
const viewOfLicence = (kind: string) => (kind === 'pilot' ? 'qualification-pilot' : 'qualification-repairman');

/** 403 unless the caller holds `fn` of the screen that writes licences of the kind (administrators pass). */
function assertLicenceKind(ctx: Ctx<unknown>, kind: string, fn: Fn): void {
  if (!can(ctx.scope, viewOfLicence(kind), fn)) throw new AppError('FORBIDDEN', 'qual.licenceKindForbidden');
}

type LicenceValues = Omit<QualLicenceRecord, 'id' | 'createdAt'>;

async function checkLicence(ctx: Ctx<unknown>, l: LicenceValues, id: number | null): Promise<void> {
  await memberOr400(ctx, l.user);
  if (l.kind !== 'pilot' && l.ratings.length > 0) throw invalid('qual.ratingsPilotOnly', 'ratings');
  await knownModels(ctx, l.ratings, 'ratings', 'qual.ratingUnknownModel');
  if (l.expires && dayOf(l.expires) < dayOf(l.issued)) {
    throw invalid('qual.expiresBeforeIssued', 'expires', { date: dayOf(l.issued) });
  }
  const others = await qualRows(ctx.db, ctx.scope, 'licence', [l.user]);
  if (others.some((o) => o.id !== id && o.kind === l.kind && o.licenceNo.trim() === l.licenceNo.trim())) {
    throw invalid('qual.licenceNoTaken', 'licenceNo', { no: l.licenceNo });
  }
}

const licenceLabel = (l: QualLicenceRecord) => `${l.licenceType} ${l.licenceNo}`;

async function answerLicence(ctx: Ctx<unknown>, r: QualLicenceRecord) {
  return licenceRow(r, (await holderNames(ctx, [r.user])).get(r.user) ?? String(r.user), todayOf(ctx));
}

export async function addLicence(ctx: Ctx<LicenceBody<'Add'>>) {
  const b = ctx.body;
  assertLicenceKind(ctx, b.kind, 'Add');
  const values: LicenceValues = {
    user: b.user,
    kind: b.kind,
    licenceType: b.licenceType,
    licenceNo: b.licenceNo,
    categories: b.categories,
    authority: b.authority ?? null,
    issued: b.issued,
    expires: b.expires ?? null,
    ratings: b.ratings,
    instrument: b.instrument,
    instructor: b.instructor,
    remarks: b.remarks ?? null,
    files: b.files ?? [],
  };
  await checkLicence(ctx, values, null);
  const after = await saved(ctx, 'licence', licenceLabel, null, { ...values, createdAt: nowOf(ctx) });
  return answerLicence(ctx, after);
}

export async function changeLicence(ctx: Ctx<LicenceBody<'Update'>>) {
  const before = await recordOr404(ctx, 'licence', ctx.body.id);
  assertLicenceKind(ctx, before.kind, 'Edit');
  const merged = { ...before, ...given<QualLicenceRecord>(ctx.body) };
  merged.files = merged.files ?? [];
  assertLicenceKind(ctx, merged.kind, 'Edit');
  await checkLicence(ctx, merged, before.id);
  const { id: _id, createdAt: _at, ...values } = merged;
  const after = await saved(ctx, 'licence', licenceLabel, before, values);
  return answerLicence(ctx, after);
}

export async function removeLicence(ctx: Ctx<LicenceBody<'Delete'>>) {
  const before = await recordOr404(ctx, 'licence', ctx.body.id);
  assertLicenceKind(ctx, before.kind, 'Delete');
  return dropped(ctx, 'licence', licenceLabel, before);
}

// --- Authorisations --------------------------------------------------------------------------------------------

type AuthValues = Omit<QualAuthorisationRecord, 'id' | 'createdAt'>;

async function checkAuthorisation(ctx: Ctx<unknown>, a: AuthValues, id: number | null): Promise<void> {
  await memberOr400(ctx, a.user);
  const names = await knownModels(ctx, a.models, 'models', 'qual.modelUnknown');
  if (a.validTo && dayOf(a.validTo) < dayOf(a.validFrom)) {
    throw invalid('qual.validToBeforeFrom', 'validTo', { date: dayOf(a.validFrom) });
  }
  const others = await qualRows(ctx.db, ctx.scope, 'authorisation', [a.user]);
  const clash = others.find((o) => o.id !== id && overlaps(o, a));
  if (clash) {
    const model = a.models.find((m) => clash.models.includes(m)) ?? a.models[0];
    const kind = a.kinds.find((k) => clash.kinds.includes(k)) ?? a.kinds[0];
    throw invalid('qual.authorisationOverlaps', 'models', {
      no: clash.authNo,
      model: names.get(model) ?? String(model),
      kind: kindLabel(ctx, kind),
      from: dayOf(clash.validFrom),
    });
  }
}

const authLabel = (a: QualAuthorisationRecord) => a.authNo;

async function answerAuthorisation(ctx: Ctx<unknown>, r: QualAuthorisationRecord) {
  return authorisationRow(r, (await holderNames(ctx, [r.user])).get(r.user) ?? String(r.user), todayOf(ctx));
}

export async function addAuthorisation(ctx: Ctx<AuthBody<'Add'>>) {
  const b = ctx.body;
  const values: AuthValues = {
    user: b.user,
    authNo: b.authNo,
    models: b.models,
    categories: b.categories,
    kinds: b.kinds,
    validFrom: b.validFrom,
    validTo: b.validTo ?? null,
    grantedBy: b.grantedBy,
    medicalRequired: b.medicalRequired,
    remarks: b.remarks ?? null,
    files: b.files ?? [],
  };
  await checkAuthorisation(ctx, values, null);
  const after = await saved(ctx, 'authorisation', authLabel, null, { ...values, createdAt: nowOf(ctx) });
  return answerAuthorisation(ctx, after);
}

export async function changeAuthorisation(ctx: Ctx<AuthBody<'Update'>>) {
  const before = await recordOr404(ctx, 'authorisation', ctx.body.id);
  const merged = { ...before, ...given<QualAuthorisationRecord>(ctx.body) };
  merged.files = merged.files ?? [];
  await checkAuthorisation(ctx, merged, before.id);
  const { id: _id, createdAt: _at, ...values } = merged;
  const after = await saved(ctx, 'authorisation', authLabel, before, values);
  return answerAuthorisation(ctx, after);
}

/**
 * Delete: refused once the person signed work on a model it covers while it was valid (the sign-offs may rest on
 * it): revoke it with a last valid day instead.
 */
export async function removeAuthorisation(ctx: Ctx<AuthBody<'Delete'>>) {
  const before = await recordOr404(ctx, 'authorisation', ctx.body.id);
  const from = dayOf(before.validFrom);
  const to = day(before.validTo) ?? todayOf(ctx);
  const work = (await workDays(ctx.db, ctx.scope, [before.user], from)).get(before.user);
  const used = before.models.some((m) => (work?.get(m) ?? []).some((d) => d >= from && d <= to));
  if (used) throw invalid('qual.authorisationUsed', 'id');
  return dropped(ctx, 'authorisation', authLabel, before);
}

// --- Trainings -------------------------------------------------------------------------------------------------

type TrainingValues = Omit<QualTrainingRecord, 'id' | 'createdAt'>;

async function checkTraining(ctx: Ctx<unknown>, t: TrainingValues): Promise<void> {
  await memberOr400(ctx, t.user);
  await knownModels(ctx, t.models, 'models', 'qual.modelUnknown');
  if (t.expires && dayOf(t.expires) < dayOf(t.courseDate)) {
    throw invalid('qual.trainingExpiresBeforeCourse', 'expires', { date: dayOf(t.courseDate) });
  }
}

const trainingLabel = (t: QualTrainingRecord) => t.course;

async function answerTraining(ctx: Ctx<unknown>, r: QualTrainingRecord) {
  return trainingRow(r, (await holderNames(ctx, [r.user])).get(r.user) ?? String(r.user), todayOf(ctx));
}

export async function addTraining(ctx: Ctx<TrainingBody<'Add'>>) {
  const b = ctx.body;
  const values: TrainingValues = {
    user: b.user,
    course: b.course,
    courseDate: b.courseDate,
    expires: b.expires ?? null,
    certificateNo: b.certificateNo ?? null,
    models: b.models,
    remarks: b.remarks ?? null,
    files: b.files ?? [],
  };
  await checkTraining(ctx, values);
  const after = await saved(ctx, 'training', trainingLabel, null, { ...values, createdAt: nowOf(ctx) });
  return answerTraining(ctx, after);
}

export async function changeTraining(ctx: Ctx<TrainingBody<'Update'>>) {
  const before = await recordOr404(ctx, 'training', ctx.body.id);
  const merged = { ...before, ...given<QualTrainingRecord>(ctx.body) };
  merged.files = merged.files ?? [];
  await checkTraining(ctx, merged);
  const { id: _id, createdAt: _at, ...values } = merged;
  const after = await saved(ctx, 'training', trainingLabel, before, values);
  return answerTraining(ctx, after);
}

export async function removeTraining(ctx: Ctx<TrainingBody<'Delete'>>) {
  const before = await recordOr404(ctx, 'training', ctx.body.id);
  return dropped(ctx, 'training', trainingLabel, before);
}

// --- Medicals --------------------------------------------------------------------------------------------------

type MedicalValues = Omit<QualMedicalRecord, 'id' | 'createdAt' | 'validUntil'>;

/** Checks a medical and answers its last valid day (medicalValidUntil, with the member's date of birth). */
async function checkMedical(ctx: Ctx<unknown>, m: MedicalValues): Promise<string | null> {
  const member = await memberOr400(ctx, m.user);
  const exam = dayOf(m.examDate);
  if (exam > todayOf(ctx)) throw invalid('qual.examInFuture', 'examDate');
  if (m.statedUntil && dayOf(m.statedUntil) < exam)
    throw invalid('qual.statedBeforeExam', 'statedUntil', { date: exam });
  if (m.medicalClass === 0 && !m.statedUntil) throw invalid('qual.statedRequired', 'statedUntil');
  if (m.result === 'restricted' && !m.restrictions) throw invalid('qual.restrictionsRequired', 'restrictions');
  return validUntilOf(m, member.birthDate);
}

function validUntilOf(m: Pick<QualMedicalRecord, 'medicalClass' | 'examDate' | 'statedUntil'>, birth: string | null) {
  const until = medicalValidUntil({
    medicalClass: m.medicalClass,
    examDate: m.examDate,
    birthDate: birth,
    statedUntil: m.statedUntil,
  });
  return until === null ? null : `${until} 00:00:00`;
}

const medicalLabelOf = (ctx: Pick<Ctx<unknown>, 'lang'>) => (medicalClass: number) =>
  medicalClass === 0
    ? wordsOf(ctx.lang)('qual.medicalStaff')
    : wordsOf(ctx.lang)('qual.medicalClassN', { n: medicalClass });

export { medicalLabelOf };

const medicalLabel = (m: QualMedicalRecord) => `${m.medicalClass} ${day(m.examDate)}`;

async function answerMedical(ctx: Ctx<unknown>, r: QualMedicalRecord) {
  const [member] = await activeMembers(ctx.db, ctx.scope, [r.user]);
  return medicalRow(r, member?.name ?? String(r.user), member?.birthDate ?? null, todayOf(ctx));
}

export async function addMedical(ctx: Ctx<MedicalBody<'Add'>>) {
  const b = ctx.body;
  const values: MedicalValues = {
    user: b.user,
    medicalClass: b.medicalClass,
    examDate: b.examDate,
    result: b.result,
    restrictions: b.restrictions ?? null,
    statedUntil: b.statedUntil ?? null,
    remarks: b.remarks ?? null,
    files: b.files ?? [],
  };
  const validUntil = await checkMedical(ctx, values);
  const after = await saved(ctx, 'medical', medicalLabel, null, { ...values, validUntil, createdAt: nowOf(ctx) });
  return answerMedical(ctx, after);
}

export async function changeMedical(ctx: Ctx<MedicalBody<'Update'>>) {
  const before = await recordOr404(ctx, 'medical', ctx.body.id);
  const merged = { ...before, ...given<QualMedicalRecord>(ctx.body) };
  merged.files = merged.files ?? [];
  const validUntil = await checkMedical(ctx, merged);
  const { id: _id, createdAt: _at, ...values } = merged;
  const after = await saved(ctx, 'medical', medicalLabel, before, { ...values, validUntil });
  return answerMedical(ctx, after);
}

export async function removeMedical(ctx: Ctx<MedicalBody<'Delete'>>) {
  const before = await recordOr404(ctx, 'medical', ctx.body.id);
  return dropped(ctx, 'medical', medicalLabel, before);
}

/**
 * A member's medicals' last valid days again after their date of birth changed (the age at each examination
 * decides a pilot class's months), each change logged.
 */
export async function recomputeMedicals(ctx: Ctx<unknown>, user: number, birth: string | null): Promise<void> {
  for (const before of await qualRows(ctx.db, ctx.scope, 'medical', [user])) {
    const validUntil = validUntilOf(before, birth);
    if (day(validUntil) === day(before.validUntil)) continue;
    await saved(ctx, 'medical', medicalLabel, before, { validUntil });
  }
}

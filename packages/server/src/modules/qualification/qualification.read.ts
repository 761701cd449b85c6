import { ObjType } from '@hangar/domain/codes';
import {
  EXPIRY_URGENT_DAYS,
  type ExpiringRow,
  expiryState,
  type MatrixAnswer,
  PILOT_RECENCY_DAYS,
  pilotRecencyOf,
  type Qualification,
  type QualMedical,
  type QualPerson,
  type QualPersonRow,
  type RecencyRow,
  recencyOf,
  WORK_KINDS,
} from '@hangar/domain/contracts/qualifications';
import { addDays } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { can } from '../../platform/access/scope';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import {
  expiryItems,
  type Holdings,
  holdingsOf,
  holdingsOfUser,
  inForceToday,
  latestMedical,
  primaryLicence,
  stateOf,
  worstState,
} from './qualification.holdings';
import {
  activeMembers,
  fleetModels,
  type MemberRow,
  modelNames,
  pilotFlights,
  qualRows,
  setBirthDate,
} from './qualification.repo';
import {
  authorisationRow,
  licenceRow,
  medicalLabelOf,
  medicalRow,
  memberOr400,
  recomputeMedicals,
  todayOf,
  trainingRow,
} from './qualification.service';
import { recencySince, workDays } from './recency';
import { enforcedIn } from './signer.repo';

// What the qualification screens read (issue 34; docs/architecture.md "Qualifications"): the people with the state
// of what they hold (People), one person whole with recency per model (Person), the warnings of what ends soon
// (Expiring: everyone's for readers of a qualification screen, else the caller's own), the matrix of certifying
// people × models × kinds (Matrix, and its PDF in qualification.pdf.ts), the medicals list (QualMedical/Query), and
// a member's date of birth (SetBirthDate: their medicals' validity follows).

type QBody<K extends keyof typeof Qualification.api> = EndpointBody<(typeof Qualification.api)[K]>;
type Role = 'repairman' | 'pilot' | 'all';

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const dayOf = (value: string) => value.slice(0, 10);

/** The screens that read qualifications: a holder of any of them sees everyone's. */
const QUAL_VIEWS = ['qualification-repairman', 'qualification-pilot', 'qualification-health'] as const;

/** Whether a member belongs on a screen: certifying staff (flag, maintenance licence or authorisation), pilots. */
function fitsRole(m: MemberRow, h: Holdings, role: Role): boolean {
  if (role === 'repairman')
    return m.isRepairman === 1 || h.licences.some((l) => l.kind === 'maintenance') || h.authorisations.length > 0;
  if (role === 'pilot') return m.isPilot === 1 || h.licences.some((l) => l.kind === 'pilot');
  return true;
}

function personRow(ctx: Ctx<unknown>, m: MemberRow, h: Holdings, role: Role, today: string): QualPersonRow {
  const items = expiryItems(h, medicalLabelOf(ctx));
  const states = items.map((i) => expiryState(i.expires, today));
  const next = items.reduce<(typeof items)[number] | null>(
    (a, b) => (a === null || b.expires < a.expires ? b : a),
    null,
  );
  const kind = role === 'pilot' ? 'pilot' : role === 'repairman' ? 'maintenance' : null;
  return {
    user: m.user,
    name: m.name,
    phone: m.phone,
    department: m.department,
    isPilot: m.isPilot,
    isRepairman: m.isRepairman,
    birthDate: m.birthDate,
    licences: h.licences.filter((l) => kind === null || l.kind === kind).length,
    authorisations: inForceToday(h.authorisations, today).length,
    expiry: worstState(states),
    nextExpiry: next?.expires ?? null,
    nextWhat: next?.what ?? null,
    medicalUntil: day(latestMedical(h.medicals)?.validUntil),
  };
}

export async function queryPeople(ctx: Ctx<QBody<'People'>>) {
  const { role, name, expiringOnly, page, pageSize } = ctx.body;
  const today = todayOf(ctx);
  const [members, all] = await Promise.all([
    activeMembers(ctx.db, ctx.scope, null),
    holdingsOf(ctx.db, ctx.scope, null),
  ]);
  const needle = name?.trim().toLowerCase() ?? '';
  const rows = members
    .map((m) => ({ m, h: holdingsOfUser(all, m.user) }))
    .filter(({ m, h }) => fitsRole(m, h, role))
    .filter(({ m }) => !needle || m.name.toLowerCase().includes(needle) || (m.phone ?? '').includes(needle))
    .map(({ m, h }) => personRow(ctx, m, h, role, today))
    .filter((r) => !expiringOnly || ['expired', 'due30', 'due90'].includes(r.expiry));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), totalItems: rows.length };
}

async function memberOr404(ctx: Ctx<unknown>, user: number): Promise<MemberRow> {
  const [member] = await activeMembers(ctx.db, ctx.scope, [user]);
  if (!member) throw notFound();
  return member;
}

/** Recency per model of the person's authorisations and of their work in the window (recencyOf). */
async function recencyRows(ctx: Ctx<unknown>, user: number, h: Holdings, today: string): Promise<RecencyRow[]> {
  const work = (await workDays(ctx.db, ctx.scope, [user], recencySince(today))).get(user) ?? new Map();
  const models = [...new Set([...h.authorisations.flatMap((a) => a.models), ...work.keys()])];
  const names = await modelNames(ctx.db, models);
  const inForce = inForceToday(h.authorisations, today);
  return models
    .map((model) => {
      const from = inForce
        .filter((a) => a.models.includes(model))
        .map((a) => dayOf(a.validFrom))
        .sort()[0];
      return {
        model,
        modelName: names.get(model) ?? String(model),
        ...recencyOf(work.get(model) ?? [], today, from ?? null),
      };
    })
    .sort((a, b) => a.modelName.localeCompare(b.modelName) || a.model - b.model);
}

export async function getPerson(ctx: Ctx<QBody<'Person'>>): Promise<QualPerson> {
  const today = todayOf(ctx);
  const m = await memberOr404(ctx, ctx.body.user);
  const h = await holdingsOf(ctx.db, ctx.scope, [m.user]);
  const flights = await pilotFlights(ctx.db, ctx.scope, m.user, addDays(today, -(PILOT_RECENCY_DAYS - 1)));
  return {
    ...personRow(ctx, m, h, 'all', today),
    licenceRows: h.licences.map((r) => licenceRow(r, m.name, today)),
    authorisationRows: h.authorisations.map((r) => authorisationRow(r, m.name, today)),
    trainingRows: h.trainings.map((r) => trainingRow(r, m.name, today)),
    medicalRows: [...h.medicals]
      .sort((a, b) => b.examDate.localeCompare(a.examDate) || b.id - a.id)
      .map((r) => medicalRow(r, m.name, m.birthDate, today)),
    recency: await recencyRows(ctx, m.user, h, today),
    pilotRecency: pilotRecencyOf(flights, today),
  };
}

/** SetBirthDate: the member's date of birth; their medicals' last valid days follow (each change logged). */
export async function changeBirthDate(ctx: Ctx<QBody<'SetBirthDate'>>) {
  const { user, birthDate } = ctx.body;
  const today = todayOf(ctx);
  const before = await memberOr400(ctx, user);
  if (birthDate !== null && birthDate > today) throw invalid('qual.birthInFuture', 'birthDate');
  await setBirthDate(ctx.db, ctx.scope, user, birthDate);
  await ctx.audit({
    targetType: ObjType.QualPerson,
    targetId: user,
    name: before.name,
    changes: before.birthDate === birthDate ? {} : { birthDate: [before.birthDate, birthDate] },
  });
  await recomputeMedicals(ctx, user, birthDate);
  const m = await memberOr404(ctx, user);
  return personRow(ctx, m, await holdingsOf(ctx.db, ctx.scope, [user]), 'all', today);
}

/** Expiring: expired or ending within `days`; everyone's for readers of a qualification screen unless `mine`. */
export async function expiring(ctx: Ctx<QBody<'Expiring'>>): Promise<ExpiringRow[]> {
  const today = todayOf(ctx);
  const everyone = ctx.body.mine !== true && QUAL_VIEWS.some((view) => can(ctx.scope, view));
  const users = everyone ? null : [ctx.scope.userId];
  const [members, h] = await Promise.all([
    activeMembers(ctx.db, ctx.scope, users),
    holdingsOf(ctx.db, ctx.scope, users),
  ]);
  const names = new Map(members.map((m) => [m.user, m.name]));
  return expiryItems(h, medicalLabelOf(ctx))
    .filter((i) => names.has(i.user))
    .map((i) => ({ ...i, ...stateOf(i, today) }))
    .filter((i) => i.daysLeft < ctx.body.days || i.daysLeft < 0)
    .map((i) => ({
      user: i.user,
      userName: names.get(i.user) ?? String(i.user),
      what: i.what,
      id: i.id,
      label: i.label,
      expires: i.expires,
      state:
        i.daysLeft < 0
          ? ('expired' as const)
          : i.daysLeft < EXPIRY_URGENT_DAYS
            ? ('due30' as const)
            : ('due90' as const),
      daysLeft: i.daysLeft,
    }))
    .sort((a, b) => a.expires.localeCompare(b.expires) || a.userName.localeCompare(b.userName) || a.id - b.id);
}

/**
 * The matrix: the certifying people (People's repairman rule) × the models of the company's aircraft (or those
 * asked for) × the kinds of work their authorisations in force today cover, whether recent on the model, and the
 * earliest end of what covers it (null: open-ended).
 */
export async function matrixOf(ctx: Ctx<QBody<'Matrix'>>): Promise<MatrixAnswer> {
  const today = todayOf(ctx);
  const [members, all] = await Promise.all([
    activeMembers(ctx.db, ctx.scope, null),
    holdingsOf(ctx.db, ctx.scope, null),
  ]);
  const people = members
    .map((m) => ({ m, h: holdingsOfUser(all, m.user) }))
    .filter(({ m, h }) => fitsRole(m, h, 'repairman'));
  const wanted = ctx.body.models ?? (await fleetModels(ctx.db, ctx.scope));
  const names = await modelNames(ctx.db, wanted);
  const models = [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const work = await workDays(
    ctx.db,
    ctx.scope,
    people.map(({ m }) => m.user),
    recencySince(today),
  );
  return {
    today,
    enforced: await enforcedIn(ctx.db, ctx.scope),
    models,
    kinds: [...WORK_KINDS],
    people: people.map(({ m, h }) => {
      const inForce = inForceToday(h.authorisations, today);
      const cells: MatrixAnswer['people'][number]['cells'] = {};
      for (const model of models) {
        const covering = inForce.filter((a) => a.models.includes(model.id));
        const kinds = WORK_KINDS.filter((k) => covering.some((a) => a.kinds.includes(k)));
        const from = covering.map((a) => dayOf(a.validFrom)).sort()[0] ?? null;
        const ends = covering
          .map((a) => day(a.validTo))
          .filter((d): d is string => d !== null)
          .sort();
        const recent = recencyOf(work.get(m.user)?.get(model.id) ?? [], today, from).ok;
        cells[String(model.id)] = { kinds, recent, until: ends[0] ?? null };
      }
      const licence = primaryLicence(h.licences, today);
      return {
        user: m.user,
        name: m.name,
        cells,
        licence: licence ? `${licence.licenceType} ${licence.licenceNo}` : null,
        licenceExpiry: licence ? expiryState(licence.expires, today) : 'none',
        medicalUntil: day(latestMedical(h.medicals)?.validUntil),
      };
    }),
  };
}

/** QualMedical/Query: the company's medicals (a member's, a class's, a state's), nearest end of validity first. */
export async function queryMedicals(ctx: Ctx<EndpointBody<(typeof QualMedical.api)['Query']>>) {
  const { user, medicalClass, state, page, pageSize } = ctx.body;
  const today = todayOf(ctx);
  const [members, list] = await Promise.all([
    activeMembers(ctx.db, ctx.scope, user === undefined ? null : [user]),
    qualRows(ctx.db, ctx.scope, 'medical', user === undefined ? null : [user]),
  ]);
  const byUser = new Map(members.map((m) => [m.user, m]));
  const rows = list
    .filter((r) => medicalClass === undefined || r.medicalClass === medicalClass)
    .flatMap((r) => {
      const m = byUser.get(r.user);
      return m ? [medicalRow(r, m.name, m.birthDate, today)] : [];
    })
    .filter((r) => state === undefined || r.expiry === state)
    .sort(
      (a, b) =>
        (day(a.validUntil) ?? '9999-12-31').localeCompare(day(b.validUntil) ?? '9999-12-31') ||
        a.userName.localeCompare(b.userName) ||
        a.id - b.id,
    );
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), totalItems: rows.length };
}

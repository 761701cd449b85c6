import {
  type AdDocument,
  type AdRegister,
  type AdRegisterRow,
  type AdState,
  complianceDeadline,
} from '@hangar/domain/contracts/ad-register';
import { DocumentDict, partKeyOf } from '@hangar/domain/contracts/documents';
import type { StatusReason } from '@hangar/domain/contracts/status';
import { todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import { companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { type ComponentRef, findComponent, installedComponents } from '../plane-bom';
import { planeCounters } from '../plane-entity';
import { countersAtDay } from '../plane-fly';
import {
  aircraftEvaluatedAgainst,
  applianceDocumentsOf,
  type ComplianceRecord,
  type ControlDue,
  controlDueOf,
  documentsById,
  type Evaluation,
  evaluatedDocuments,
  evaluationsOf,
  planesOf,
  type RegisterDocument,
  signedRecordsOf,
} from './ad-register.repo';

// The AD/SB register (issue 32; docs/architecture.md "AD/SB register"): computed on read from what other modules
// keep — the evaluations (plane-notice), the model documents' register data (document), the control items a
// notified instruction put under control (maintain-ctrl) and the signed records that name a document by id
// (maintain-task). A record whose free-text number matches a document's but that does not name it by id does not
// comply with it (the demo's "CAD2025-DA40-02" evaluated vs "EASA AD 2024-0156" recorded).

type Body<K extends keyof typeof AdRegister.api> = EndpointBody<(typeof AdRegister.api)[K]>;

/** A stored due date as a day; the far-future "never" and the year-1 "whatever the day" are no deadline. */
function dayOf(value: string | null): string | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  return day.startsWith('9999') || day.startsWith('0001') ? null : day;
}

/** The stored due's state on `today`: 0 fine, 1 warning, 2 overdue (the monitor's rule). */
function dueState(due: ControlDue, today: string): number {
  if ((due.overdueDate?.slice(0, 10) ?? '9999') <= today) return 2;
  if ((due.warnDate?.slice(0, 10) ?? '9999') <= today) return 1;
  return 0;
}

/** Later compliance first: by work day (a record without one counts as the oldest), then by id. */
const isLater = (a: ComplianceRecord, b: ComplianceRecord) =>
  (a.workDate ?? '') !== (b.workDate ?? '') ? (a.workDate ?? '') > (b.workDate ?? '') : a.id > b.id;

export interface RegisterFilter {
  /** The company's aircraft (null: all). */
  planeIds: readonly number[] | null;
  /** One document (the fleet view): its model's aircraft, unevaluated ones included. */
  document?: RegisterDocument;
  dict?: number;
}

/** The register rows of the company's aircraft on `today` (one per evaluation; the fleet view adds unevaluated). */
export async function registerOf(
  db: Kysely<Database>,
  companyId: number,
  filter: RegisterFilter,
  today: string,
): Promise<AdRegisterRow[]> {
  const planes = await planesOf(db, companyId, { planeIds: filter.planeIds, model: filter.document?.target });
  if (planes.length === 0) return [];
  const planeIds = planes.map((p) => p.id);
  const evaluations = await evaluationsOf(db, companyId, {
    planeIds,
    document: filter.document?.id,
    dict: filter.dict,
  });
  const docs = await documentsById(db, [
    ...evaluations.map((e) => e.document),
    ...(filter.document ? [filter.document.id] : []),
  ]);
  const superseding = await documentsById(
    db,
    [...docs.values()].map((d) => d.supersededBy).filter((id): id is number => id !== null),
  );
  const planeSet = new Set(planeIds);
  const latest = new Map<string, ComplianceRecord>();
  for (const r of await signedRecordsOf(db, companyId, planeIds, [...docs.keys()])) {
    // An appliance document's record complies for its serial, on whichever aircraft; another for its aircraft.
    const key =
      r.componentPart !== null
        ? applianceKey(r.document, serialKey(r.component, r.componentPart, r.componentSeri))
        : `${r.planeId}:${r.document}`;
    if (r.componentPart === null && !planeSet.has(r.planeId)) continue;
    const seen = latest.get(key);
    if (!seen || isLater(r, seen)) latest.set(key, r);
  }
  const controlOf = (e: Evaluation, r: ComplianceRecord | undefined) =>
    r?.maintainCtrl ?? (e.notified ? e.ctrlId : null);
  const dues = await controlDueOf(
    db,
    companyId,
    [
      ...evaluations.map((e) => controlOf(e, latest.get(`${e.planeId}:${e.document}`))),
      ...[...latest.values()].map((r) => r.maintainCtrl),
    ].filter((id): id is number => id !== null),
  );
  const appliance = [...docs.values()].some((d) => d.applianceParts !== null);
  const components = appliance ? await installedComponents(db, companyId, planeIds) : [];

  // Compliance hours count from the aircraft's total at the document's effective date (its flight log then).
  const hoursDeadlines = new Map<string, number>();
  for (const e of evaluations) {
    const doc = docs.get(e.document);
    const plane = planes.find((p) => p.id === e.planeId);
    if (!doc || !plane || doc.complianceHours === null || doc.effectiveDate === null) continue;
    const at = await countersAtDay(db, companyId, plane.counters, doc.effectiveDate, today);
    hoursDeadlines.set(`${e.planeId}:${e.document}`, Math.round((at.hours + doc.complianceHours) * 100) / 100);
  }

  const byPlane = new Map(planes.map((p) => [p.id, p]));
  const rows: AdRegisterRow[] = [];
  const evaluated = new Set<string>();
  for (const e of evaluations) {
    const doc = docs.get(e.document);
    const plane = byPlane.get(e.planeId);
    if (!doc || !plane) continue;
    evaluated.add(`${e.planeId}:${e.document}`);
    const hours = {
      deadlineHours: hoursDeadlines.get(`${e.planeId}:${e.document}`) ?? null,
      hours: Number(plane.counters.all_fly_hours ?? 0),
    };
    const at = { superseding, dues, controlOf, today, hoursLimit: hours };
    if (doc.applianceParts === null || e.fit !== 1) {
      rows.push(rowOf(doc, plane, e, latest.get(`${e.planeId}:${e.document}`), at));
      continue;
    }
    // An appliance document applicable to the aircraft: one row per installed component of its part numbers.
    const fitted = components.filter((c) => c.planeId === plane.id && fits(doc, c.part));
    if (fitted.length === 0) rows.push(rowOf(doc, plane, e, undefined, at, 'none'));
    for (const c of fitted)
      rows.push(rowOf(doc, plane, e, latest.get(applianceKey(doc.id, serialKey(c.id, c.part, c.seri))), at, c));
  }
  if (filter.document) {
    const doc = docs.get(filter.document.id);
    for (const plane of planes) {
      if (doc && !evaluated.has(`${plane.id}:${doc.id}`))
        rows.push(
          rowOf(doc, plane, null, undefined, {
            superseding,
            dues,
            controlOf,
            today,
            hoursLimit: { deadlineHours: null, hours: Number(plane.counters.all_fly_hours ?? 0) },
          }),
        );
    }
  }
  return rows.sort(
    (a, b) =>
      (a.seri ?? a.name).localeCompare(b.seri ?? b.name) ||
      a.document - b.document ||
      a.planeName.localeCompare(b.planeName) ||
      (a.componentSeri ?? '').localeCompare(b.componentSeri ?? '') ||
      (a.component ?? 0) - (b.component ?? 0),
  );
}

/** Whether a component's part number is one the appliance document names (trimmed, case-insensitive). */
function fits(doc: RegisterDocument, part: string | null): boolean {
  return part !== null && (doc.applianceParts ?? []).some((p) => partKeyOf(p) === partKeyOf(part));
}

/** A serial's identity across the company: its part and serial number, or the component row without a serial. */
const serialKey = (id: number | null, part: string | null, seri: string | null) =>
  part && seri ? `${partKeyOf(part)}\u0000${partKeyOf(seri)}` : `#${id}`;

const applianceKey = (document: number, component: string) => `${document}:${component}`;

/** What every row of a register read shares. */
interface RowContext {
  superseding: Map<number, RegisterDocument>;
  dues: Map<number, ControlDue>;
  controlOf: (e: Evaluation, r: ComplianceRecord | undefined) => number | null;
  today: string;
  /** The aircraft's total hours by which the document's compliance hours run out, and its total now. */
  hoursLimit: { deadlineHours: number | null; hours: number };
}

function rowOf(
  doc: RegisterDocument,
  plane: { id: number; name: string },
  e: Evaluation | null,
  record: ComplianceRecord | undefined,
  { superseding, dues, controlOf, today, hoursLimit }: RowContext,
  /** An appliance document's component, or 'none' when none of its part numbers is installed. */
  component: ComponentRef | 'none' | null = null,
): AdRegisterRow {
  const noComponent = component === 'none';
  const fitted = component === 'none' ? null : component;
  let state: AdState;
  if (!e) state = 'unevaluated';
  else if (e.fit !== 1 || noComponent) state = 'notApplicable';
  else if (doc.supersededBy !== null) state = 'superseded';
  else if (record) state = doc.repetitive === 1 || record.isRepeat === 1 ? 'repetitive' : 'complied';
  else state = 'open';
  const ctrlId = e ? controlOf(e, record) : null;
  const stored = ctrlId === null ? undefined : dues.get(ctrlId);
  // Another aircraft's item, or a withdrawn (disabled) one, is no deadline of this one.
  const due = stored && stored.planeId === plane.id && !stored.disabled ? stored : undefined;
  let deadline: string | null = null;
  let deadlineHours: number | null = null;
  let deadlineFrom: AdRegisterRow['deadlineFrom'] = null;
  let overdue = false;
  if (state === 'open' && e) {
    if (e.notified && due) {
      deadline = dayOf(due.expireDate);
      deadlineFrom = 'control';
      overdue = dueState(due, today) === 2;
    } else {
      // Its own compliance time: a day and/or flight hours, whichever comes first.
      deadline = complianceDeadline(doc);
      deadlineHours = hoursLimit.deadlineHours;
      deadlineFrom = deadline === null && deadlineHours === null ? null : 'compliance';
      overdue = (deadline !== null && deadline < today) || (deadlineHours !== null && hoursLimit.hours > deadlineHours);
    }
  }
  const next = state === 'repetitive' && due ? due : undefined;
  return {
    document: doc.id,
    dict: doc.dict,
    seri: doc.seri,
    name: doc.name,
    revision: doc.revision,
    effectiveDate: doc.effectiveDate,
    complianceDate: doc.complianceDate,
    complianceDays: doc.complianceDays,
    complianceHours: doc.complianceHours,
    repetitive: doc.repetitive,
    planeId: plane.id,
    planeName: plane.name,
    applianceParts: doc.applianceParts,
    component: fitted?.id ?? null,
    componentName: fitted?.name ?? null,
    componentPart: fitted?.part ?? null,
    componentSeri: fitted?.seri ?? null,
    noComponent,
    state,
    unfitReason: state === 'notApplicable' && !noComponent ? (e?.unfitReason ?? null) : null,
    supersededBy: doc.supersededBy,
    supersededBySeri:
      doc.supersededBy === null
        ? null
        : (superseding.get(doc.supersededBy)?.seri ?? superseding.get(doc.supersededBy)?.name ?? null),
    notified: e?.notified ?? false,
    ctrlId: due ? ctrlId : null,
    deadline,
    deadlineHours,
    deadlineFrom,
    overdue,
    task: record?.id ?? null,
    workDate: record?.workDate ?? null,
    flyHours: record?.flyHours ?? null,
    landings: record?.landings ?? null,
    complianceMethod: record?.complianceMethod ?? null,
    signedName: record?.signedName ?? null,
    nextDueDate: next?.expireDate ?? null,
    nextDueHours: next?.expireHours ?? null,
    nextDueLandings: next?.expireLandings ?? null,
    nextDueState: next ? dueState(next, today) : null,
  };
}

/**
 * The rows of an aircraft's register as its drawer shows them (the public face: the PDF status report), or null
 * when the aircraft is not the company's.
 */
export async function adRegisterOf(
  db: Kysely<Database>,
  companyId: number,
  planeId: number,
  today: string,
): Promise<AdRegisterRow[]> {
  return registerOf(db, companyId, { planeIds: [planeId] }, today);
}

/**
 * The status contribution (`statusReasons`): an applicable, open AD (dict 2) past its deadline grounds the aircraft
 * (`adOverdue`, ref = the document, title = its number, due = the deadline).
 */
export async function adStatusReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
): Promise<StatusReason[]> {
  const rows = await registerOf(db, companyId, { planeIds, dict: DocumentDict.CadAd }, today);
  return rows
    .filter((r) => r.state === 'open' && r.overdue)
    .map((r) => ({
      planeId: r.planeId,
      kind: 'adOverdue',
      grounding: true,
      ref: r.document,
      // An appliance document's row names the component: the status says which serial grounds the aircraft.
      title: [r.seri ?? r.name, r.componentName, r.componentPart, r.componentSeri].filter((v) => v).join(' '),
      due: r.deadline,
    }));
}

/**
 * Raises `planeStatusInputsChanged` for every aircraft evaluated against a model document (a change of its
 * register data: compliance time, revision, repetitive, supersession), in the caller's transaction; the caller
 * writes the model (company 10000 or its manager), so the aircraft of every operator are reached.
 */
export async function documentsChanged(
  ctx: Pick<Ctx<unknown>, 'db' | 'scope' | 'emit'>,
  model: { id: number; manager: number },
  documentId: number,
): Promise<void> {
  for (const { companyId, planeId } of await aircraftEvaluatedAgainst(ctx.db, ctx.scope, model, documentId)) {
    await ctx.emit('planeStatusInputsChanged', { companyId, planeId });
  }
}

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

export async function planeRegister(ctx: Ctx<Body<'Plane'>>): Promise<AdRegisterRow[]> {
  const plane = await planeCounters(ctx.db, ctx.scope, ctx.body.plane);
  if (!plane) throw notFound();
  return registerOf(ctx.db, companyOf(ctx.scope), { planeIds: [plane.id], dict: ctx.body.dict }, todayOf(ctx));
}

/**
 * A component's own AD list (issue 32): the appliance documents of its part number as its aircraft's register has
 * them for its serial (not applicable ones included), then those of the aircraft's model not evaluated yet. A
 * retired component has none (its compliance travels to wherever its serial is installed next).
 */
export async function componentRegister(ctx: Ctx<Body<'Component'>>): Promise<AdRegisterRow[]> {
  const companyId = companyOf(ctx.scope);
  const component = await findComponent(ctx.db, ctx.scope, ctx.body.bom);
  if (!component) throw notFound();
  const part = component.part;
  if (component.closed !== 0 || !part) return [];
  const today = todayOf(ctx);
  const register = await registerOf(ctx.db, companyId, { planeIds: [component.planeId] }, today);
  const rows = register.filter(
    (r) =>
      r.applianceParts?.some((p) => partKeyOf(p) === partKeyOf(part)) &&
      (r.component === null || r.component === component.id),
  );
  const [plane] = await planesOf(ctx.db, companyId, { planeIds: [component.planeId] });
  if (!plane || plane.model === null) return rows;
  const seen = new Set(register.map((r) => r.document));
  const unevaluated = (await applianceDocumentsOf(ctx.db, plane.model)).filter((d) => !seen.has(d.id) && fits(d, part));
  const superseding = await documentsById(
    ctx.db,
    unevaluated.map((d) => d.supersededBy).filter((id): id is number => id !== null),
  );
  const at: RowContext = {
    superseding,
    dues: new Map(),
    controlOf: () => null,
    today,
    hoursLimit: { deadlineHours: null, hours: Number(plane.counters.all_fly_hours ?? 0) },
  };
  return [
    ...rows,
    ...unevaluated
      .map((d) => rowOf(d, plane, null, undefined, at, component))
      .sort((a, b) => (a.seri ?? a.name).localeCompare(b.seri ?? b.name) || a.document - b.document),
  ];
}

export async function fleetRegister(ctx: Ctx<Body<'Fleet'>>): Promise<AdRegisterRow[]> {
  const doc = (await documentsById(ctx.db, [ctx.body.document])).get(ctx.body.document);
  if (!doc) throw notFound();
  return registerOf(ctx.db, companyOf(ctx.scope), { planeIds: null, document: doc }, todayOf(ctx));
}

export async function openRegister(ctx: Ctx<Body<'Open'>>): Promise<AdRegisterRow[]> {
  const rows = await registerOf(ctx.db, companyOf(ctx.scope), { planeIds: null, dict: ctx.body.dict }, todayOf(ctx));
  return rows
    .filter((r) => r.state === 'open')
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        (a.deadline ?? '9999-12-31').localeCompare(b.deadline ?? '9999-12-31') ||
        a.planeName.localeCompare(b.planeName),
    );
}

export async function registerDocuments(ctx: Ctx<Body<'Documents'>>): Promise<AdDocument[]> {
  const docs = await evaluatedDocuments(ctx.db, companyOf(ctx.scope), ctx.body.dict);
  const rows = await registerOf(ctx.db, companyOf(ctx.scope), { planeIds: null, dict: ctx.body.dict }, todayOf(ctx));
  // Aircraft, not rows: an appliance document has a row per installed serial.
  const count = (id: number, open: boolean) =>
    new Set(rows.filter((r) => r.document === id && (!open || r.state === 'open')).map((r) => r.planeId)).size;
  return docs
    .map((d) => ({
      id: d.id,
      dict: d.dict,
      seri: d.seri,
      name: d.name,
      revision: d.revision,
      model: d.target,
      modelName: d.modelName,
      evaluated: count(d.id, false),
      open: count(d.id, true),
    }))
    .sort((a, b) => (a.seri ?? a.name).localeCompare(b.seri ?? b.name) || a.id - b.id);
}

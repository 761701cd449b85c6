import { DocumentDict } from '@hangar/domain/contracts/documents';
import { type AdStatusRow, type RecordReport, TaskType } from '@hangar/domain/contracts/records';
import { todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { companyOf } from '../../platform/access/scope';
import { notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { registerOf } from '../ad-register';
import { planeCounters } from '../plane-entity';
import { numberedRecords, openFaults, type StatusRecord, storedDueOf } from './record-report.repo';

// Reports over the maintenance records (beyond the spec, issue 17): an aircraft's AD (or SB) status table — from the
// AD/SB register (issue 32: every document evaluated against the aircraft, its state and compliance by the signed
// record linked by id), then each number of the records naming no model document with its latest compliance and,
// for a repetitive one linked to a control item, the item's next due as stored (14 CFR 91.417(a)(2)(v)) — and the
// company's open faults for the dashboard. Reading needs the aircraft
// drawer's archive (plane-entity) or the operation screen (plane-operation).

type Body<K extends keyof typeof RecordReport.api> = EndpointBody<(typeof RecordReport.api)[K]>;

/** Later compliance first: by work day (records without one count as the oldest), then by id. */
function isLater(a: StatusRecord, b: StatusRecord): boolean {
  const da = a.workDate ?? '';
  const db = b.workDate ?? '';
  return da !== db ? da > db : a.id > b.id;
}

const day = (v: string | null) => (v === null ? null : v.slice(0, 10));

export async function adStatus(ctx: Ctx<Body<'AdStatus'>>): Promise<AdStatusRow[]> {
  const plane = await planeCounters(ctx.db, ctx.scope, ctx.body.plane);
  if (!plane) throw notFound();
  const type = ctx.body.type ?? TaskType.Ad;
  const today = todayIn(ctx.deps.config.timeZone);
  // The register: every model document evaluated against the aircraft, complied by the signed record naming it.
  const dict = type === TaskType.Ad ? DocumentDict.CadAd : DocumentDict.SbSi;
  const register = (await registerOf(ctx.db, companyOf(ctx.scope), { planeIds: [plane.id], dict }, today)).map(
    (r): AdStatusRow => ({
      standardSeri: r.seri ?? r.name,
      type,
      document: r.document,
      componentPart: r.componentPart,
      componentSeri: r.componentSeri,
      revision: r.revision,
      state: r.state,
      unfitReason: r.unfitReason,
      supersededBySeri: r.supersededBySeri,
      deadline: r.deadline,
      overdue: r.overdue,
      description: r.name,
      complianceMethod: r.complianceMethod,
      unfit: r.state === 'notApplicable' ? 1 : 0,
      isRepeat: r.repetitive === 1 || r.state === 'repetitive' ? 1 : 0,
      task: r.task,
      workDate: r.workDate,
      flyHours: r.flyHours,
      landings: r.landings,
      closed: r.task === null ? 0 : 1,
      signedName: r.signedName,
      maintainCtrl: r.nextDueState === null ? null : r.ctrlId,
      nextDueDate: r.nextDueDate,
      nextDueHours: r.nextDueHours,
      nextDueLandings: r.nextDueLandings,
      nextDueState: r.nextDueState,
    }),
  );
  // Records that name no model document (a number outside the model's library): each number's latest record.
  const latest = new Map<string, StatusRecord>();
  for (const r of await numberedRecords(ctx.db, ctx.scope, plane.id, type)) {
    const seen = latest.get(r.standardSeri);
    if (!seen || isLater(r, seen)) latest.set(r.standardSeri, r);
  }
  const linked = (r: StatusRecord) => (r.isRepeat === 1 ? r.maintainCtrl : null);
  const dues = await storedDueOf(
    ctx.db,
    ctx.scope,
    plane.id,
    [...latest.values()].map(linked).filter((id): id is number => id !== null),
  );
  const outside = [...latest.values()].map((r): AdStatusRow => {
    const ctrl = linked(r);
    const due = ctrl === null ? undefined : dues.get(ctrl);
    const state = !due
      ? null
      : (day(due.overdueDate) ?? '9999') <= today
        ? 2
        : (day(due.warnDate) ?? '9999') <= today
          ? 1
          : 0;
    return {
      standardSeri: r.standardSeri,
      type,
      document: null,
      componentPart: null,
      componentSeri: null,
      revision: null,
      state: r.unfit === 1 ? 'notApplicable' : r.closed !== 1 ? 'open' : r.isRepeat === 1 ? 'repetitive' : 'complied',
      unfitReason: null,
      supersededBySeri: null,
      deadline: null,
      overdue: false,
      description: r.description,
      complianceMethod: r.complianceMethod,
      unfit: r.unfit,
      isRepeat: r.isRepeat,
      task: r.id,
      workDate: r.workDate,
      flyHours: r.flyHours,
      landings: r.landings,
      closed: r.closed,
      signedName: r.signedName,
      maintainCtrl: due ? ctrl : null,
      nextDueDate: due?.expireDate ?? null,
      nextDueHours: due?.expireHours ?? null,
      nextDueLandings: due?.expireLandings ?? null,
      nextDueState: state,
    };
  });
  return [...register, ...outside].sort(
    (x, y) =>
      x.standardSeri.localeCompare(y.standardSeri) ||
      (x.componentSeri ?? '').localeCompare(y.componentSeri ?? '') ||
      (x.task ?? 0) - (y.task ?? 0),
  );
}

export async function faultSummary(ctx: Ctx<Body<'FaultSummary'>>) {
  return openFaults(ctx.db, ctx.scope);
}

import { type AdStatusRow, type RecordReport, TaskType } from '@hangar/domain/contracts/records';
import { todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { planeCounters } from '../plane-entity';
import { numberedRecords, openFaults, type StatusRecord, storedDueOf } from './record-report.repo';

// Reports over the maintenance records (beyond the spec, issue 17): an aircraft's AD (or SB) status table — each
// number's latest compliance and, for a repetitive one linked to a control item, the item's next due as stored
// (14 CFR 91.417(a)(2)(v)) — and the company's open faults for the dashboard. Reading needs the aircraft
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
  const today = todayIn(ctx.deps.config.timeZone);
  return [...latest.values()]
    .sort((x, y) => x.standardSeri.localeCompare(y.standardSeri) || x.id - y.id)
    .map((r) => {
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
}

export async function faultSummary(ctx: Ctx<Body<'FaultSummary'>>) {
  return openFaults(ctx.db, ctx.scope);
}

import type { DeferralDueRow } from '@hangar/domain/contracts/deferrals';
import type { FleetQueryInput, FleetRow } from '@hangar/domain/contracts/maintenance';
import type { DueListInput, StatusReportInput } from '@hangar/domain/contracts/reports';
import { DEFAULT_DUE_DAYS } from '@hangar/domain/contracts/reports';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { type PdfBuilder, pdfDocument } from '../../platform/pdf/document';
import { namePart, sendDocument } from '../../platform/pdf/reply';
import { num, type Words, wordsOf } from '../../platform/pdf/words';
import { queryFleetCtrl } from '../maintain-ctrl';
import { userNames } from '../maintain-task';
import { deferralsDue } from '../mel';
import { queryPlaneEntities } from '../plane-entity';
import { dueTable, listOf, STATUS_REPORT_SECTIONS } from './aircraft-report.sections';

// The aircraft status report and the fleet due list (issue 32; docs/architecture.md "Server-made PDFs and
// signed-record exports"): PDFs made on request in the caller's language, of the caller's company only (another
// company's aircraft is not found, as everywhere).

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

/** The footer every report page carries: who made it and when, and its place. */
async function finish(ctx: Ctx<unknown>, w: Words, doc: PdfBuilder): Promise<Buffer> {
  return doc.finish({
    generated: w('report.generated', {
      by: (await userNames(ctx.db, ctx.scope, [ctx.scope.userId])).get(ctx.scope.userId) ?? '',
      at: formatDateTime(new Date(), ctx.deps.config.timeZone),
    }),
    page: (page, pages) => w('report.page', { page, pages }),
  });
}

export async function statusReport(ctx: Ctx<z.output<typeof StatusReportInput>>) {
  const w = wordsOf(ctx.lang);
  const today = todayOf(ctx);
  const [plane] = (await queryPlaneEntities(ctx.db, ctx.scope, listOf([['id', 'eq', ctx.body.plane]]))).items;
  if (!plane) throw notFound();
  const title = w('report.statusTitle');
  const doc = pdfDocument({ title: `${title} ${plane.name}`, lang: ctx.lang, author: plane.name });
  doc.title(`${title} · ${plane.name}`, `${plane.modelName ?? ''} · ${w('report.asOf', { date: today })}`);
  const source = { ctx, w, today, plane };
  for (const section of STATUS_REPORT_SECTIONS) await section(source, doc);
  const bytes = await finish(ctx, w, doc);
  sendDocument(ctx.reply, bytes, 'application/pdf', `${namePart(plane.name)}-status-${today}.pdf`);
}

/** Everything due within the days or within the hours (either), by aircraft, each aircraft's nearest first. */
async function dueRows(ctx: Ctx<unknown>, days: number | undefined, hours: number | undefined): Promise<FleetRow[]> {
  const found = new Map<number, FleetRow>();
  const fleet = async (filter: Partial<z.output<typeof FleetQueryInput>>) => {
    const { items } = await queryFleetCtrl({ ...ctx, body: { ...listOf([]), ...filter } });
    for (const row of items) found.set(row.id, row);
  };
  if (days !== undefined) await fleet({ dueWithinDays: days });
  if (hours !== undefined) await fleet({ dueWithinHours: hours });
  const rank = (r: FleetRow) => (r.due.overdue ? 0 : r.due.warning ? 1 : 2);
  return [...found.values()].sort(
    (x, y) =>
      x.planeName.localeCompare(y.planeName) ||
      rank(x) - rank(y) ||
      (x.due.dueDate ?? '9999').localeCompare(y.due.dueDate ?? '9999') ||
      x.id - y.id,
  );
}

/**
 * The open deferrals due within the days or the hours (either; mel's Deferral/Due window, none for a caller who may not
 * read deferrals), by id.
 */
async function dueDeferrals(ctx: Ctx<unknown>, days: number | undefined, hours: number | undefined) {
  const found = new Map<number, DeferralDueRow>();
  if (days !== undefined) for (const d of await deferralsDue(ctx, { dueWithinDays: days })) found.set(d.id, d);
  if (hours !== undefined) for (const d of await deferralsDue(ctx, { dueWithinHours: hours })) found.set(d.id, d);
  return [...found.values()];
}

/** An aircraft of the due list: its heading's figures and its rows (items and deferrals). */
interface DuePlane {
  name: string;
  model: string;
  hours: number;
  landings: number;
  rows: { name: string; due: FleetRow['due'] }[];
}

export async function fleetDueList(ctx: Ctx<z.output<typeof DueListInput>>) {
  const w = wordsOf(ctx.lang);
  const today = todayOf(ctx);
  const hours = ctx.body.hours;
  const days = ctx.body.days ?? (hours === undefined ? DEFAULT_DUE_DAYS : undefined);
  const rows = await dueRows(ctx, days, hours);
  const title = w('report.dueTitle');
  const window = [
    days !== undefined && w('report.dueWithinDays', { days }),
    hours !== undefined && w('report.dueWithinHours', { hours: num(hours, 1) }),
  ]
    .filter(Boolean)
    .join(` ${w('report.or')} `);
  const doc = pdfDocument({ title, lang: ctx.lang, landscape: true });
  doc.title(title, `${window} · ${w('report.asOf', { date: today })}`);
  const planes = new Map<number, DuePlane>();
  for (const row of rows) {
    const plane = planes.get(row.planeEntity) ?? {
      name: row.planeName,
      model: row.modelName,
      hours: row.allFlyHours,
      landings: row.allLandings,
      rows: [],
    };
    plane.rows.push(row);
    planes.set(row.planeEntity, plane);
  }
  // The open deferrals due in the window (issue 32), as rows of their aircraft: 保留 C · MEL item: fault.
  for (const d of await dueDeferrals(ctx, days, hours)) {
    let plane = planes.get(d.plane);
    if (!plane) {
      const [p] = (await queryPlaneEntities(ctx.db, ctx.scope, listOf([['id', 'eq', d.plane]]))).items;
      plane = {
        name: p?.name ?? '',
        model: p?.modelName ?? '',
        hours: d.allFlyHours,
        landings: d.allLandings,
        rows: [],
      };
      planes.set(d.plane, plane);
    }
    const fault = d.faultTitle ?? d.placard;
    plane.rows.push({
      name: w('report.deferralRow', { category: d.category, item: `${d.itemNo} ${d.title}`, fault }),
      due: d.due,
    });
  }
  const rank = (due: FleetRow['due']) => (due.overdue ? 0 : due.warning ? 1 : 2);
  if (planes.size === 0) doc.paragraph(w('report.none'));
  for (const p of [...planes.values()].sort((x, y) => x.name.localeCompare(y.name))) {
    const items = p.rows.sort(
      (x, y) => rank(x.due) - rank(y.due) || (x.due.dueDate ?? '9999').localeCompare(y.due.dueDate ?? '9999'),
    );
    doc.heading(
      `${w('report.planeTotals', { plane: p.name, model: p.model, hours: num(p.hours, 1), landings: p.landings })} · ${w('report.itemsDue', { count: items.length })}`,
    );
    dueTable(doc, w, items, 4);
  }
  const bytes = await finish(ctx, w, doc);
  sendDocument(ctx.reply, bytes, 'application/pdf', `fleet-due-${today}.pdf`);
}

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
  const planes = new Map<number, FleetRow[]>();
  for (const row of rows) planes.set(row.planeEntity, [...(planes.get(row.planeEntity) ?? []), row]);
  if (planes.size === 0) doc.paragraph(w('report.none'));
  for (const items of planes.values()) {
    const p = items[0];
    doc.heading(
      `${w('report.planeTotals', { plane: p.planeName, model: p.modelName, hours: num(p.allFlyHours, 1), landings: p.allLandings })} · ${w('report.itemsDue', { count: items.length })}`,
    );
    dueTable(doc, w, items, 4);
  }
  const bytes = await finish(ctx, w, doc);
  sendDocument(ctx.reply, bytes, 'application/pdf', `fleet-due-${today}.pdf`);
}

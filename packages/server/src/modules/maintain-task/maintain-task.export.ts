import type { AmendmentChange, ExportInput, MaintainTaskRecord } from '@hangar/domain/contracts/records';
import { formatDateTime } from '@hangar/domain/dates';
import type { z } from 'zod';
import { companyOf } from '../../platform/access/scope';
import { notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { pdfDocument } from '../../platform/pdf/document';
import { namePart, sendDocument } from '../../platform/pdf/reply';
import { num, type Words, wordsOf } from '../../platform/pdf/words';
import { makeBundle } from '../../platform/records/bundle';
import { recordKey } from '../../platform/records/record-key';
import { type ChainLink, chainHead, chainLinks, linkRangeOf } from '../../platform/records/sign-chain';
import type { AssemblyRecord } from '../maintain-assembly';
import { planeCounters } from '../plane-entity';
import { amendmentsOf, findTask, userNames } from './maintain-task.repo';

// The signed-record export (issue 32; docs/architecture.md "Server-made PDFs and signed-record exports"): one
// signed record, or an aircraft's whole signed history, as the links of its chain. ExportPdf sets them as logbook
// entries (what was done, by whom with which licence, when, references, parts, the amendment history and each
// sign-off's place and hash on the chain), from the content as signed; ExportBundle answers the same links as a
// `hangar-record-bundle/1` (platform/records/bundle.ts) that `verify-records --bundle` checks offline.

type Body = z.output<typeof ExportInput>;

interface Export {
  planeId: number;
  planeName: string;
  /** The record, when one was asked for. */
  record: number | null;
  /** Contiguous links: the aircraft's whole chain, or from the record's first sign-off to its latest. */
  links: ChainLink[];
}

async function exportOf(ctx: Ctx<Body>): Promise<Export> {
  const { id, plane } = ctx.body;
  let planeId: number;
  let range: { from?: number; to?: number } = {};
  if (id !== undefined) {
    const found = await linkRangeOf(ctx.db, ctx.scope, id);
    if (!found) {
      // Another company's record and an unknown id read the same; a record of ours never signed is refused.
      if (!(await findTask(ctx.db, ctx.scope, id))) throw notFound();
      throw rule('report.notSigned');
    }
    planeId = found.plane;
    range = { from: found.first, to: found.last };
  } else {
    planeId = plane as number;
  }
  const counters = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!counters) throw notFound();
  const links = await chainLinks(ctx.db, ctx.scope, planeId, range);
  if (links.length === 0) throw rule('report.noChain');
  return { planeId, planeName: counters.name, record: id ?? null, links };
}

const fileName = (e: Export, ext: string) =>
  `${namePart(e.planeName)}-${e.record === null ? 'records' : `record-${e.record}`}.${ext}`;

export async function exportBundle(ctx: Ctx<Body>) {
  const e = await exportOf(ctx);
  const head = await chainHead(ctx.db, ctx.scope, e.planeId);
  const bundle = makeBundle(recordKey(ctx.deps.config.dataDir), e.links, {
    company: companyOf(ctx.scope),
    plane: e.planeId,
    planeName: e.planeName,
    scope: e.record === null ? 'plane' : 'record',
    record: e.record,
    head: head ?? { seq: 0, hash: '' },
    exportedAt: new Date().toISOString(),
  });
  sendDocument(
    ctx.reply,
    `${JSON.stringify(bundle, null, 2)}\n`,
    'application/json; charset=utf-8',
    fileName(e, 'bundle.json'),
  );
}

interface Signed {
  record: MaintainTaskRecord;
  items: AssemblyRecord[];
}

/** What a link signed; whatever does not read as a record shows empty (the bundle's check tells what is wrong). */
function contentOf(link: ChainLink): Signed {
  let parsed: Partial<Signed> = {};
  try {
    parsed = JSON.parse(link.content) as Partial<Signed>;
  } catch {
    // left empty
  }
  return {
    record: { id: link.task, ...(parsed.record ?? {}) } as MaintainTaskRecord,
    items: Array.isArray(parsed.items) ? parsed.items : [],
  };
}

export async function exportPdf(ctx: Ctx<Body>) {
  const e = await exportOf(ctx);
  const w = wordsOf(ctx.lang);
  // Each record once, in the order of its first sign-off, as its latest link signed it.
  const byTask = new Map<number, ChainLink[]>();
  for (const link of e.links) {
    if (e.record !== null && link.task !== e.record) continue;
    byTask.set(link.task, [...(byTask.get(link.task) ?? []), link]);
  }
  const signed = [...byTask.values()].map((links) => ({ links, ...contentOf(links[links.length - 1]) }));
  const names = await userNames(
    ctx.db,
    ctx.scope,
    signed.flatMap((s) => (typeof s.record.workPerson === 'number' ? [s.record.workPerson] : [])),
  );
  const title = e.record === null ? w('report.historyTitle', { plane: e.planeName }) : w('report.logbookTitle');
  const doc = pdfDocument({ title, lang: ctx.lang, author: e.planeName });
  doc.title(title, `${e.planeName} · ${w('report.keyId')} ${recordKey(ctx.deps.config.dataDir).id}`);
  for (const s of signed) {
    await recordEntry(ctx, w, doc, s, names);
  }
  doc.paragraph(w('report.bundleNote'));
  const me = await userNames(ctx.db, ctx.scope, [ctx.scope.userId]);
  const bytes = await doc.finish({
    generated: w('report.generated', {
      by: me.get(ctx.scope.userId) ?? String(ctx.scope.userId),
      at: formatDateTime(new Date(), ctx.deps.config.timeZone),
    }),
    page: (page, pages) => w('report.page', { page, pages }),
  });
  sendDocument(ctx.reply, bytes, 'application/pdf', fileName(e, 'pdf'));
}

type Doc = ReturnType<typeof pdfDocument>;

async function recordEntry(
  ctx: Ctx<Body>,
  w: Words,
  doc: Doc,
  s: Signed & { links: ChainLink[] },
  names: Map<number, string>,
): Promise<void> {
  const r = s.record;
  const recordTitle = r.standardSeri ?? r.issueCondition ?? r.description ?? '';
  doc.heading(w('report.recordHeading', { id: r.id, title: recordTitle }));
  const references = [
    r.standardSeri &&
      `${w('task.standardSeri')} ${r.standardSeri}${r.standardDate ? ` (${r.standardDate.slice(0, 10)})` : ''}`,
    r.workCard && `${w('task.workCard')} ${r.workCard}`,
    r.complianceMethod && `${w('task.complianceMethod')} ${r.complianceMethod}`,
    r.componentPart && `${w('task.component')} ${r.componentPart} / ${r.componentSeri ?? ''}`,
    r.matModel && `${w('task.matModel')} ${r.matModel}${r.matSeri ? ` / ${r.matSeri}` : ''}`,
  ].filter(Boolean);
  const pairs: [string, string | number | null][] = [
    [w('task.type'), w(`task.type.${r.type}`)],
    [w('task.ata'), r.ata],
    [w('task.issueCondition'), r.issueCondition],
    [w('task.description'), r.description],
    [w('report.references'), references.join('; ')],
    [w('task.workDate'), r.workDate?.slice(0, 10) ?? null],
    [w('task.workPerson'), typeof r.workPerson === 'number' ? (names.get(r.workPerson) ?? String(r.workPerson)) : null],
    [`${w('task.flyHours')} / ${w('task.landings')}`, `${num(r.flyHours, 2)} / ${r.landings ?? ''}`],
    [w('task.signedName'), r.signedName],
    [
      `${w('task.licenceNo')} (${w('task.licenceType')})`,
      r.licenceNo ? `${r.licenceNo} (${r.licenceType ?? ''})` : null,
    ],
    [w('task.signedAt'), r.signedAt],
    [`${w('task.signedHours')} / ${w('task.signedLandings')}`, `${num(r.signedHours, 2)} / ${r.signedLandings ?? ''}`],
  ];
  if (r.deal) pairs.push([w('task.deal'), r.deal]);
  if (r.reason) pairs.push([w('task.reason'), r.reason]);
  if (r.comments) pairs.push([w('task.comments'), r.comments]);
  doc.keyValues(pairs);
  doc.table(
    [
      { title: w('report.signOff'), width: 1 },
      { title: w('task.signedAt'), width: 1.5 },
      { title: w('task.signHash'), width: 5 },
    ],
    s.links.map((l) => [l.seq, l.signedAt, l.hash]),
  );
  if (s.items.length > 0) {
    doc.paragraph(w('report.parts'));
    doc.table(
      [
        { title: w('assembly.ctype'), width: 1 },
        { title: w('assembly.name'), width: 1.4 },
        { title: w('report.removed'), width: 2 },
        { title: w('report.installed'), width: 2 },
        { title: w('assembly.changeDate'), width: 1 },
      ],
      s.items.map((i) => [
        w(`assembly.ctype.${i.ctype}`),
        i.name,
        [i.removeModel, i.removeSeri, i.removeHours === null ? null : `${num(i.removeHours, 2)} h`]
          .filter(Boolean)
          .join(' / '),
        [i.installModel, i.installSeri, i.installHours === null ? null : `${num(i.installHours, 2)} h`]
          .filter(Boolean)
          .join(' / '),
        i.changeDate?.slice(0, 10),
      ]),
    );
  }
  const amendments = await amendmentsOf(ctx.db, ctx.scope, r.id);
  if (amendments.length > 0) {
    const openers = await userNames(
      ctx.db,
      ctx.scope,
      amendments.flatMap((a) => (a.opened_by === null ? [] : [a.opened_by])),
    );
    doc.paragraph(w('report.amendments'));
    doc.table(
      [
        { title: w('report.openedAt'), width: 1.3 },
        { title: w('report.openedBy'), width: 1 },
        { title: w('task.reason'), width: 2 },
        { title: w('report.changes'), width: 3 },
        { title: w('report.resigned'), width: 1.5 },
      ],
      amendments.map((a) => [
        a.opened_at,
        a.opened_by === null ? null : (openers.get(a.opened_by) ?? String(a.opened_by)),
        a.reason,
        (JSON.parse(a.changes ?? '[]') as AmendmentChange[])
          .map((c) => `${w(`task.${c.field}`)}: ${show(c.before)} → ${show(c.after)}`)
          .join('; '),
        a.resigned_at ? `${a.resigned_name ?? ''} ${a.resigned_at}` : null,
      ]),
    );
  }
}

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { AirStatus, statusOf } from '@hangar/domain/contracts/status';
import { usedLife } from '@hangar/domain/life';
import type { QueryPayload } from '@hangar/domain/query';
import { companyOf } from '../../platform/access/scope';
import type { Ctx } from '../../platform/http/module';
import type { PdfBuilder } from '../../platform/pdf/document';
import { num, type Words } from '../../platform/pdf/words';
import { recordKey } from '../../platform/records/record-key';
import { chainHead } from '../../platform/records/sign-chain';
import { adRegisterOf } from '../ad-register';
import { queryCtrl } from '../maintain-ctrl';
import { queryTask } from '../maintain-task';
import { deferralsOf } from '../mel';
import { queryBom } from '../plane-bom';
import { queryCert } from '../plane-cert';
import type { queryPlaneEntities } from '../plane-entity';

// The aircraft status report's sections, in the order they print. Each section is one function: it loads what it
// shows through the owning module's face (the same reads the screens make, scoped to the caller's company) and
// writes its heading and its block. A new section (the deferrals of the mel module, the AD/SB register) is one
// more function and one more entry in STATUS_REPORT_SECTIONS.

export type ReportPlane = Awaited<ReturnType<typeof queryPlaneEntities>>['items'][number];

export interface ReportSource {
  /** The caller's request (its company scope, database, language and configuration). */
  ctx: Ctx<unknown>;
  w: Words;
  today: string;
  plane: ReportPlane;
}

export type ReportSection = (source: ReportSource, doc: PdfBuilder) => Promise<void>;

/** A list read's payload: fixed filters, everything on one page. */
export function listOf(fixed: [string, string, unknown][], more: Partial<QueryPayload> = {}): QueryPayload {
  return {
    filters: [],
    fixedFilters: fixed.map(([name, compare, value]) => ({ name, compare, value }) as QueryPayload['filters'][number]),
    page: 1,
    pageSize: 10_000,
    ...more,
  };
}

/** A date or stored timestamp as its day. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

const read = <B>(ctx: Ctx<unknown>, body: B): Ctx<B> => ({ ...ctx, body });

const identity: ReportSection = async ({ w, plane }, doc) => {
  doc.heading(w('report.section.identity'));
  doc.keyValues([
    [w('plane.entity.name'), plane.name],
    [w('plane.entity.model'), plane.modelName],
    [w('plane.entity.seri'), plane.seri],
    [w('plane.entity.userName'), plane.userName],
    [w('plane.entity.ownerName'), plane.ownerName],
    [w('plane.entity.manufactory'), plane.manufactory],
    [w('plane.entity.regNum'), plane.regNum],
    [w('plane.entity.airCertificate'), plane.airCertificate],
  ]);
};

const totals: ReportSection = async ({ w, plane }, doc) => {
  doc.heading(w('report.section.totals'));
  doc.keyValues([
    [w('plane.entity.allFlyHours'), num(plane.allFlyHours, 2)],
    [w('plane.entity.allLandings'), plane.allLandings],
    [w('report.engineHours', { model: plane.engModel ?? '—' }), num(plane.engineHours, 2)],
    [w('report.countersDate'), plane.countersDate],
    [
      w('report.utilisation'),
      plane.dailyHours === null
        ? null
        : w('report.perDay', { hours: num(plane.dailyHours, 2), landings: num(plane.dailyLandings, 2) }),
    ],
  ]);
};

const status: ReportSection = async ({ ctx, w, today, plane }, doc) => {
  const reasons = await ctx.deps.registry.statusReasons(ctx.db, companyOf(ctx.scope), [plane.id], today);
  const air = statusOf(reasons);
  doc.heading(w('report.section.status'));
  doc.keyValues([[w('report.status'), w(`report.status.${air}`)]], 1);
  if (air === AirStatus.Serviceable) return;
  doc.table(
    [
      { title: w('report.reasonKind'), width: 1.3 },
      { title: w('report.reason'), width: 3 },
      { title: w('report.dueDate'), width: 1 },
      { title: w('report.grounding'), width: 0.7 },
    ],
    reasons.map((r) => [w(`report.reason.${r.kind}`), r.title, r.due, r.grounding ? w('report.yes') : w('report.no')]),
  );
};

/**
 * A table of control items with their due (name, due date, remaining days / hours / landings, forecast, state): the
 * status report's items next due and the fleet due list's items of each aircraft.
 */
export function dueTable(
  doc: PdfBuilder,
  w: Words,
  rows: readonly Pick<MaintainCtrlRow, 'name' | 'due'>[],
  itemWidth: number,
): void {
  doc.table(
    [
      { title: w('report.item'), width: itemWidth },
      { title: w('report.dueDate'), width: 1.1 },
      { title: w('report.remainDays'), width: 0.8, align: 'right' },
      { title: w('report.remainHours'), width: 0.8, align: 'right' },
      { title: w('report.remainLandings'), width: 0.8, align: 'right' },
      { title: w('report.forecastDate'), width: 1.1 },
      { title: w('report.state'), width: 0.8 },
    ],
    rows.map((c) => [
      c.name,
      c.due.expireDate,
      c.due.remainDays,
      num(c.due.remainHours, 1),
      c.due.remainLandings,
      c.due.forecastDate,
      dueState(w, c.due),
    ]),
    w('report.none'),
  );
}

function dueState(w: Words, due: MaintainCtrlRow['due']): string {
  if (due.complied) return w('report.state.complied');
  if (due.overdue) return w('report.state.overdue');
  if (due.unknown) return w('report.state.unknown');
  if (due.warning) return w('report.state.warning');
  return w('report.state.fine');
}

const dueItems: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryCtrl(read(ctx, listOf([['planeEntity', 'eq', plane.id]])));
  const rank = (c: MaintainCtrlRow) => (c.due.overdue ? 0 : c.due.warning ? 1 : c.due.complied ? 3 : 2);
  const rows = items
    .filter((c) => !c.disabled)
    .sort((x, y) => rank(x) - rank(y) || (x.due.dueDate ?? '9999').localeCompare(y.due.dueDate ?? '9999'));
  doc.heading(w('report.section.due'));
  dueTable(doc, w, rows, 3);
};

const lifeLimited: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryBom(read(ctx, listOf([['plane', 'eq', plane.id]])));
  const limited = items.filter((b) => b.life && (b.lifeHours !== null || b.lifeLandings !== null || b.lifeCalendar));
  doc.heading(w('report.section.life'));
  doc.table(
    [
      { title: w('bom.name'), width: 2 },
      { title: w('bom.model'), width: 1.3 },
      { title: w('bom.seri'), width: 1.2 },
      { title: w('report.lifeLimit'), width: 1.6 },
      { title: w('report.lifeRemain'), width: 1.8 },
      { title: w('report.dueDate'), width: 1 },
      { title: w('report.state'), width: 0.8 },
    ],
    limited.map((b) => {
      const life = b.life;
      const limit = [
        b.lifeHours !== null && w('report.hoursShort', { value: num(b.lifeHours, 1) }),
        b.lifeLandings !== null && w('report.landingsShort', { value: b.lifeLandings }),
        b.lifeCalendar,
      ].filter(Boolean);
      const remain = [
        life?.remainHours != null && w('report.hoursShort', { value: num(life.remainHours, 1) }),
        life?.remainLandings != null && w('report.landingsShort', { value: life.remainLandings }),
        life?.remainDays != null && w('report.daysShort', { value: life.remainDays }),
      ].filter(Boolean);
      const state = life?.overdue ? 'overdue' : life?.warning ? 'warning' : 'fine';
      return [
        b.name,
        b.model,
        b.seri,
        limit.join(' / '),
        remain.join(' / '),
        day(life?.expireDate),
        w(`report.state.${state}`),
      ];
    }),
    w('report.none'),
  );
};

const components: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryBom(read(ctx, listOf([['plane', 'eq', plane.id]])));
  // Time and cycles since new now, for every component with its figures at installation (life-limited or not).
  const used = (b: (typeof items)[number]) =>
    b.life ?? usedLife(b, { hours: plane.allFlyHours ?? 0, landings: plane.allLandings ?? 0 });
  doc.heading(w('report.section.components'));
  doc.table(
    [
      { title: w('bom.name'), width: 2.2 },
      { title: w('bom.model'), width: 1.4 },
      { title: w('bom.seri'), width: 1.3 },
      { title: w('bom.installDate'), width: 1 },
      { title: w('report.tsn'), width: 0.9, align: 'right' },
      { title: w('report.csn'), width: 0.9, align: 'right' },
    ],
    items.map((b) => [b.name, b.model, b.seri, day(b.installDate), num(used(b).tsnHours, 1), used(b).csnLandings]),
    w('report.none'),
  );
};

const faults: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryTask(
    read(
      ctx,
      listOf([
        ['plane', 'eq', plane.id],
        ['type', 'eq', 100],
        ['closed', 'eq', 0],
      ]),
    ),
  );
  doc.heading(w('report.section.faults'));
  doc.table(
    [
      { title: w('task.issueDate'), width: 1 },
      { title: w('task.issueCondition'), width: 2 },
      { title: w('task.description'), width: 3 },
      { title: w('task.ata'), width: 0.8 },
      { title: w('task.state'), width: 1 },
    ],
    items.map((f) => [day(f.issueDate), f.issueCondition, f.description, f.ata, w(`recordList.state.${f.state}`)]),
    w('report.none'),
  );
};

const certificates: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryCert(
    read(
      ctx,
      listOf([
        ['plane', 'eq', plane.id],
        ['closed', 'eq', 0],
      ]),
    ),
  );
  doc.heading(w('report.section.certificates'));
  doc.table(
    [
      { title: w('cert.name'), width: 2.5 },
      { title: w('cert.seri'), width: 1.5 },
      { title: w('cert.issueDate'), width: 1 },
      { title: w('cert.expireDate'), width: 1 },
      { title: w('report.daysLeft'), width: 0.8, align: 'right' },
    ],
    items.map((c) => [c.name, c.seri, day(c.issueDate), day(c.expireDate), c.daysLeft]),
    w('report.none'),
  );
};

/** The AD/SB register: every document evaluated against the aircraft, its revision, state and what it rests on. */
const adRegister: ReportSection = async ({ ctx, w, today, plane }, doc) => {
  const rows = await adRegisterOf(ctx.db, companyOf(ctx.scope), plane.id, today);
  doc.heading(w('report.section.adRegister'));
  const deadlineOf = (r: (typeof rows)[number]) => {
    if (r.state === 'open') {
      const limits = [r.deadline, r.deadlineHours === null ? null : w('adreg.byHours', { n: num(r.deadlineHours) })];
      const due = limits.filter(Boolean).join(' / ') || w('adreg.noDeadline');
      return r.overdue ? `${due} ${w('adreg.overdue')}` : due;
    }
    if (r.state === 'repetitive')
      return [r.nextDueDate ? day(r.nextDueDate) : null, r.nextDueHours === null ? null : `${num(r.nextDueHours)} h`]
        .filter(Boolean)
        .join(' / ');
    if (r.state === 'superseded') return w('adreg.supersededBy', { seri: r.supersededBySeri ?? '' });
    return null;
  };
  doc.table(
    [
      { title: w('adreg.col.seri'), width: 1.5 },
      { title: w('adreg.col.name'), width: 1.9 },
      { title: w('adreg.col.revision'), width: 0.6 },
      // An appliance document's row is one serial's (issue 32).
      { title: w('adreg.col.component'), width: 1.3 },
      { title: w('adreg.col.state'), width: 1.0 },
      { title: w('adreg.col.deadline'), width: 1.3 },
      { title: w('adreg.col.compliance'), width: 2.0 },
    ],
    rows.map((r) => [
      r.seri,
      r.name,
      r.revision,
      [r.componentPart, r.componentSeri].filter(Boolean).join(' ') || null,
      w(`adreg.state.${r.state}`),
      deadlineOf(r),
      r.noComponent
        ? w('adreg.noComponent', { parts: (r.applianceParts ?? []).join(', ') })
        : r.state === 'notApplicable'
          ? r.unfitReason
          : r.task === null
            ? null
            : [day(r.workDate), r.complianceMethod, r.signedName].filter(Boolean).join(' · '),
    ]),
    w('report.none'),
  );
};

const deferrals: ReportSection = async ({ ctx, w, today, plane }, doc) => {
  const rows = await deferralsOf(ctx.db, companyOf(ctx.scope), plane.id, today);
  doc.heading(w('report.section.deferrals'));
  doc.table(
    [
      { title: w('deferral.faultTitle'), width: 2 },
      { title: w('deferral.melItem'), width: 2.2 },
      { title: w('deferral.category'), width: 0.6 },
      { title: w('deferral.discovered'), width: 1.2 },
      { title: w('deferral.due'), width: 1.3 },
      { title: w('deferral.state'), width: 0.9 },
      { title: w('deferral.placard'), width: 2.2 },
    ],
    rows.map((d) => [
      d.faultTitle,
      `${d.ata} ${d.itemNo} ${d.title}`,
      d.category,
      d.discovered,
      [
        d.dueDate,
        d.dueHours === null ? null : `${num(d.dueHours)} h`,
        d.dueLandings === null ? null : `${d.dueLandings} ${w('report.landingsUnit')}`,
      ]
        .filter(Boolean)
        .join(' / ') +
        (d.extension
          ? ` (${w('deferral.extendedBy', { approver: d.extension.approver ?? '', reason: d.extension.reason ?? '' })})`
          : ''),
      d.state ? w(`deferral.state.${d.state}`) : null,
      d.placard,
    ]),
    w('report.none'),
  );
};

/** How many signed records the report lists (the newest). */
export const LAST_SIGNED = 15;

const lastSigned: ReportSection = async ({ ctx, w, plane }, doc) => {
  const { items } = await queryTask(
    read(
      ctx,
      listOf(
        [
          ['plane', 'eq', plane.id],
          ['closed', 'eq', 1],
        ],
        { sortField: 'signedAt', sortOrder: 'desc', pageSize: LAST_SIGNED },
      ),
    ),
  );
  doc.heading(`${w('report.section.records')} (${w('report.recordsShown', { count: LAST_SIGNED })})`);
  doc.table(
    [
      { title: w('task.workDate'), width: 1 },
      { title: w('task.type'), width: 1.1 },
      { title: w('task.issueCondition'), width: 2.6 },
      { title: w('task.signedName'), width: 1 },
      { title: w('task.licenceNo'), width: 1.1 },
      { title: w('task.signedAt'), width: 1.4 },
      { title: w('task.signSeq'), width: 0.6, align: 'right' },
    ],
    items.map((r) => [
      day(r.workDate),
      w(`task.type.${r.type}`),
      r.standardSeri ?? r.issueCondition ?? r.description,
      r.signedName,
      r.licenceNo,
      r.signedAt,
      r.signSeq,
    ]),
    w('report.none'),
  );
};

const chain: ReportSection = async ({ ctx, w, plane }, doc) => {
  const head = await chainHead(ctx.db, ctx.scope, plane.id);
  doc.heading(w('report.section.chain'));
  if (!head) {
    doc.paragraph(w('report.noChain'));
    return;
  }
  doc.keyValues(
    [
      [w('report.chainHead'), head.seq],
      [w('report.chainHash'), head.hash],
      [w('report.keyId'), recordKey(ctx.deps.config.dataDir).id],
    ],
    1,
  );
  doc.paragraph(w('report.chainNote'));
};

/** The status report's sections in print order. */
export const STATUS_REPORT_SECTIONS: readonly ReportSection[] = [
  identity,
  totals,
  status,
  dueItems,
  lifeLimited,
  components,
  adRegister,
  faults,
  deferrals,
  certificates,
  lastSigned,
  chain,
];

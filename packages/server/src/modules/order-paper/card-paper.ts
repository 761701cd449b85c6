import { measured, type OrderCardRow, type OrderStepRow } from '@hangar/domain/contracts/orders';
import type { PdfBuilder } from '../../platform/pdf/document';
import { num, type Words } from '../../platform/pdf/words';
import {
  cardLink,
  cardNumber,
  day,
  finishPaper,
  minute,
  type PaperPart,
  type PaperSource,
  paperDocument,
  partsTable,
} from './paper-kit';

// The task card PDF (issue 33 "Paper"): one card, or every card of an order one after the other (each from a new
// page). A card's page: its header (order, aircraft, number, name, version, source) with a QR code of the card's
// web address and the address printed under it; the steps as a table of sign-off boxes — the performer's and, for
// a required inspection item (RII), the inspector's, filled with name, licence and time once signed and left empty
// for a hand signature until then, the measured value with its unit and limits —; the card's parts; the labour.

export interface CardPaper extends PaperSource {
  /** The cards to print (OrderCardRow ids, in the order's order); every card of the order when absent. */
  cards?: readonly number[];
  /** The app's public origin for the cards' QR codes (`paperOrigin`). */
  origin: string;
  /** The order's part lines: each card lists its own. */
  parts?: readonly PaperPart[];
}

/** A sign-off box of a step: who, under which licence, when; empty until signed. */
function signed(name: string | null, licence: string | null, at: string | null): string {
  return [name, licence, minute(at)].filter(Boolean).join('\n');
}

/** The measured-value box: the value with its unit (empty until measured), the limits under it. */
function measuredCell(w: Words, s: OrderStepRow): string | null {
  if (!measured(s)) return null;
  const unit = s.unit ? ` ${s.unit}` : '';
  const value = s.value === null ? '' : `${num(s.value, 4)}${unit}`;
  const limits =
    s.min !== null && s.max !== null
      ? w('paper.limits', { min: num(s.min, 4), max: num(s.max, 4) })
      : s.min !== null
        ? w('paper.limitMin', { min: num(s.min, 4) })
        : s.max !== null
          ? w('paper.limitMax', { max: num(s.max, 4) })
          : null;
  return [value, limits === null ? null : `(${limits}${unit})`].filter((v) => v !== null).join('\n');
}

/** Each row tall enough for a hand signature in an empty box. */
const SIGN_ROW = 34;

function card(source: CardPaper, doc: PdfBuilder, w: Words, c: OrderCardRow): void {
  const { order, plane } = source;
  const url = cardLink(source.origin, order.id, c.id);
  doc.title(
    w('paper.cardTitle', { seri: cardNumber(c), name: c.name }),
    w('paper.cardOf', { order: `${order.seri} ${order.title}`, plane: plane.name }),
    { text: url, caption: w('paper.qrCaption', { url }) },
  );
  const parent = c.parentCard === null ? undefined : order.cardList.find((p) => p.id === c.parentCard);
  doc.keyValues([
    [w('paper.orderSeri'), order.seri],
    [w('paper.plane'), [plane.name, plane.modelName].filter(Boolean).join(' · ')],
    [w('paper.cardSeri'), cardNumber(c)],
    [w('paper.cardName'), c.name],
    [w('paper.version'), c.version],
    [w('paper.source'), w(`paper.source.${c.source}`)],
    [w('paper.state'), w(`paper.cardState.${c.state}`)],
    [w('paper.estimated'), num(c.estimatedHours, 2)],
    ...(parent ? ([[w('paper.foundOn'), `${parent.seq}. ${cardNumber(parent)} ${parent.name}`]] as const) : []),
    ...(c.remarks ? ([[w('paper.remarks'), c.remarks]] as const) : []),
  ]);

  doc.heading(w('paper.section.steps'));
  doc.table(
    [
      { title: w('paper.col.seq'), width: 0.45, align: 'center' },
      { title: w('paper.col.step'), width: 3.2 },
      { title: w('paper.col.measured'), width: 1.2 },
      { title: w('paper.col.performer'), width: 1.35 },
      { title: w('paper.col.inspector'), width: 1.35 },
    ],
    c.steps.map((s) => [
      s.rii ? `${s.seq}\n${w('paper.rii')}` : s.seq,
      s.text,
      measuredCell(w, s),
      signed(s.performedName, s.performedLicence, s.performedAt),
      s.rii ? signed(s.inspectedName, s.inspectedLicence, s.inspectedAt) : w('paper.notRii'),
    ]),
    w('paper.noSteps'),
    { minRowHeight: SIGN_ROW },
  );

  const parts = (source.parts ?? []).filter((p) => p.card === c.id);
  if (parts.length > 0) {
    doc.heading(w('paper.section.cardParts'));
    partsTable(doc, w, order, parts, false);
  }

  doc.heading(w('paper.section.labour'));
  const person = (l: OrderCardRow['labour'][number]) => l.name ?? source.names.get(l.user) ?? null;
  const total = c.labour.reduce((s, l) => s + l.hours, 0);
  doc.table(
    [
      { title: w('paper.col.person'), width: 1.5 },
      { title: w('paper.col.day'), width: 1 },
      { title: w('paper.col.hours'), width: 0.7, align: 'right' },
      { title: w('paper.col.remarks'), width: 3 },
    ],
    c.labour.length === 0
      ? []
      : [
          ...c.labour.map((l) => [person(l), day(l.day), num(l.hours, 2), l.remarks]),
          [w('paper.labourTotal'), null, num(total, 2), null],
        ],
    w('report.none'),
  );
}

/** The task cards' PDF: the cards asked for (every card of the order when none is named), each from a new page. */
export function taskCardsPdf(source: CardPaper): Promise<Buffer> {
  const { order } = source;
  const wanted = source.cards ? new Set(source.cards) : null;
  const cards = order.cardList.filter((c) => wanted === null || wanted.has(c.id));
  const only = cards.length === 1 ? cards[0] : undefined;
  const { doc, w } = paperDocument(source, () =>
    only ? `${order.seri} ${cardNumber(only)} ${only.name}` : `${order.seri} ${source.plane.name}`,
  );
  cards.forEach((c, i) => {
    if (i > 0) doc.pageBreak();
    card(source, doc, w, c);
  });
  if (cards.length === 0) doc.paragraph(w('report.none'));
  return finishPaper(source, doc, w);
}

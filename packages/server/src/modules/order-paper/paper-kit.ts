import type { OrderCardRow, OrderDetail } from '@hangar/domain/contracts/orders';
import type { Lang } from '@hangar/domain/messages';
import { type PdfBuilder, pdfDocument } from '../../platform/pdf/document';
import { namePart } from '../../platform/pdf/reply';
import { num, type Words, wordsOf } from '../../platform/pdf/words';

// What the order's paper (issue 33; docs/architecture.md "Production order paper") is made from, and what its
// three documents share. The renderers are pure: they take the order as the order module's face answers it
// (`orderDetail`: the order, its cards with their steps and labour), the little they print about the aircraft,
// the company and the parts, the names of the users the order names by id, and the reader's language; they read
// no database and answer the PDF's bytes. The endpoint that serves them loads these and sends the bytes
// (platform/pdf/reply.ts `sendDocument`).

/** The aircraft as the paper names it. */
export interface PaperPlane {
  /** Tail number. */
  name: string;
  modelName?: string | null;
  /** Manufacturer's serial number. */
  seri?: string | null;
}

/** The maintenance organisation the paper is from. */
export interface PaperCompany {
  name: string;
}

/** One part line of the order (the parts module's reservation of a card's material line). */
export interface PaperPart {
  /** The order card it is for (OrderCardRow.id), or null for the order as a whole. */
  card: number | null;
  partNumber: string;
  name: string;
  unit?: string | null;
  reserved: number;
  issued: number;
}

/** What every document of the paper is given. */
export interface PaperSource {
  lang: Lang;
  company: PaperCompany;
  plane: PaperPlane;
  order: OrderDetail;
  /** Names of the users the order names by id only (releasedBy, closedBy, labour without a name): `orderPaperPeople`. */
  names: ReadonlyMap<number, string>;
  /** The footer: who asked for the document (a name) and when (`YYYY-MM-DD HH:mm:ss` in the company's zone). */
  generatedBy: string;
  generatedAt: string;
}

/** The users a source's `names` must hold for the order (maintain-task `userNames` loads them). */
export function orderPaperPeople(order: OrderDetail): number[] {
  const ids = new Set<number>();
  for (const id of [order.releasedBy, order.closedBy, order.inspectedBy]) if (id !== null) ids.add(id);
  for (const card of order.cardList) for (const l of card.labour) if (!l.name) ids.add(l.user);
  return [...ids];
}

/**
 * The web address of a card: the order screen with the order and the card opened (`?order=&card=`, like the
 * aircraft register's `?plane=`). `origin` is the app's public origin (config PUBLIC_ORIGIN; without it, the
 * request's own: `paperOrigin`).
 */
export function cardLink(origin: string, orderId: number, cardId: number): string {
  return `${origin.replace(/\/+$/, '')}/maintain/order?order=${orderId}&card=${cardId}`;
}

/** The origin links on paper point at: the configured public origin, else the request's protocol and host. */
export function paperOrigin(publicOrigin: string | undefined, req: { protocol: string; host: string }): string {
  return publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`;
}

/** The file names the documents are sent under. */
export const paperFileName = {
  order: (order: OrderDetail) => `${namePart(order.seri)}.pdf`,
  cards: (order: OrderDetail, card?: OrderCardRow) =>
    card
      ? `${namePart(order.seri)}-${namePart(card.seri ?? String(card.seq))}.pdf`
      : `${namePart(order.seri)}-cards.pdf`,
  crs: (order: OrderDetail) => `${namePart(order.seri)}-CRS.pdf`,
};

/** A stored day or timestamp as its day. */
export const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
/** A stored timestamp to the minute. */
export const minute = (value: string | null | undefined) => (value ? value.slice(0, 16) : null);

/** The document and its words in the reader's language. */
export function paperDocument(source: PaperSource, title: (w: Words) => string): { doc: PdfBuilder; w: Words } {
  const w = wordsOf(source.lang);
  return { doc: pdfDocument({ title: title(w), lang: source.lang, author: source.company.name }), w };
}

/** The footer on every page (the reports' words) and the bytes. */
export function finishPaper(source: PaperSource, doc: PdfBuilder, w: Words): Promise<Buffer> {
  return doc.finish({
    generated: w('report.generated', { by: source.generatedBy, at: source.generatedAt }),
    page: (page, pages) => w('report.page', { page, pages }),
  });
}

/** A person and when ("王芳, 2026-05-01 10:00"), or null when nobody. */
export function byAt(w: Words, name: string | null | undefined, at: string | null | undefined): string | null {
  if (!name && !at) return null;
  return w('paper.byAt', { name: name ?? '', at: minute(at) ?? '' });
}

/** The aircraft's identity pairs (tail number, model, serial, operator). */
export function planePairs(source: PaperSource, w: Words): [string, string | null][] {
  return [
    [w('paper.plane'), source.plane.name],
    [w('paper.model'), source.plane.modelName ?? null],
    [w('paper.serial'), source.plane.seri ?? null],
    [w('paper.operator'), source.company.name],
  ];
}

/** A card's number as printed: its number, else its place in the order. */
export const cardNumber = (card: OrderCardRow) => card.seri ?? `#${card.seq}`;

/** A part line's quantity with its unit. */
export const quantity = (value: number, unit: string | null | undefined) =>
  unit ? `${num(value, 3)} ${unit}` : num(value, 3);

/** The parts table (the order's, or a card's when `withCard` is false). */
export function partsTable(
  doc: PdfBuilder,
  w: Words,
  order: OrderDetail,
  parts: readonly PaperPart[],
  withCard: boolean,
) {
  const cards = new Map(order.cardList.map((c) => [c.id, c]));
  const cardOf = (id: number | null) => {
    const card = id === null ? undefined : cards.get(id);
    return card ? `${card.seq}. ${card.seri ?? card.name}` : null;
  };
  doc.table(
    [
      ...(withCard ? [{ title: w('paper.col.card'), width: 1.4 }] : []),
      { title: w('paper.col.partNo'), width: 1.6 },
      { title: w('paper.col.partName'), width: 2.6 },
      { title: w('paper.col.reserved'), width: 0.9, align: 'right' as const },
      { title: w('paper.col.issued'), width: 0.9, align: 'right' as const },
    ],
    parts.map((p) => [
      ...(withCard ? [cardOf(p.card)] : []),
      p.partNumber,
      p.name,
      quantity(p.reserved, p.unit),
      quantity(p.issued, p.unit),
    ]),
    w('report.none'),
  );
}

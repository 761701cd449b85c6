import { OrderState } from '@hangar/domain/contracts/orders';
import { num } from '../../platform/pdf/words';
import {
  byAt,
  finishPaper,
  type PaperPart,
  type PaperSource,
  paperDocument,
  partsTable,
  planePairs,
} from './paper-kit';

// The order PDF (issue 33 "Paper"): the summary (aircraft, number, title, site, planned dates, state, who
// released, inspected and closed it), the task cards (place, source, number, name, version, state, estimated and
// booked hours) and the parts (card, part number, name, reserved, issued).

export interface OrderPaper extends PaperSource {
  /** The order's part lines (the parts module's reservations), in print order. */
  parts: readonly PaperPart[];
}

/** The order PDF's bytes. */
export function orderPdf(source: OrderPaper): Promise<Buffer> {
  const { order, names } = source;
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const title = `${source.plane.name} · ${order.title}`;
  const { doc, w } = paperDocument(source, () => `${order.seri} ${title}`);
  doc.title(w('paper.orderTitle', { seri: order.seri }), title);

  doc.heading(w('paper.section.summary'));
  const estimated = order.cardList.reduce((s, c) => s + (c.estimatedHours ?? 0), 0);
  const booked = order.cardList.reduce((s, c) => s + c.bookedHours, 0);
  doc.keyValues([
    ...planePairs(source, w),
    [w('paper.orderSeri'), order.seri],
    [w('paper.orderName'), order.title],
    [w('paper.site'), order.siteName],
    [w('paper.planned'), w('paper.plannedRange', { start: order.plannedStart, end: order.plannedEnd })],
    [w('paper.state'), w(`paper.state.${order.state}`)],
    [w('paper.cardsDone'), w('paper.cardsDoneOf', { done: order.cardsDone, all: order.cards })],
    [w('paper.releasedBy'), byAt(w, nameOf(order.releasedBy), order.releasedAt)],
    [w('paper.inspectedBy'), byAt(w, order.inspectedName ?? nameOf(order.inspectedBy), order.inspectedAt)],
    [w('paper.closedBy'), byAt(w, nameOf(order.closedBy), order.closedAt)],
    [w('paper.hoursTotal'), `${num(estimated, 2)} / ${num(booked, 2)}`],
    ...(order.state === OrderState.Cancelled
      ? ([[w('paper.cancelReason'), order.cancelReason]] as [string, string | null][])
      : []),
    [w('paper.remarks'), order.remarks],
  ]);

  doc.heading(w('paper.section.cards'));
  doc.table(
    [
      { title: w('paper.col.seq'), width: 0.5, align: 'right' },
      { title: w('paper.col.source'), width: 1.1 },
      { title: w('paper.col.cardSeri'), width: 1.3 },
      { title: w('paper.col.cardName'), width: 3 },
      { title: w('paper.col.version'), width: 0.7 },
      { title: w('paper.col.state'), width: 0.8 },
      { title: w('paper.col.estimated'), width: 0.8, align: 'right' },
      { title: w('paper.col.booked'), width: 0.8, align: 'right' },
    ],
    order.cardList.map((c) => [
      c.seq,
      w(`paper.source.${c.source}`),
      c.seri,
      c.name,
      c.version,
      w(`paper.cardState.${c.state}`),
      num(c.estimatedHours, 2),
      num(c.bookedHours, 2),
    ]),
    w('report.none'),
  );

  doc.heading(w('paper.section.parts'));
  partsTable(doc, w, order, source.parts, true);
  return finishPaper(source, doc, w);
}

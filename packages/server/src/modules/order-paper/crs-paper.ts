import { num } from '../../platform/pdf/words';
import { cardNumber, day, finishPaper, minute, type PaperSource, paperDocument, planePairs } from './paper-kit';

// The certificate of release to service (放行证明; issue 33 "Close" and "Paper"): the aircraft's identity and its
// totals at release, the order, the work performed (each card with the maintenance record the close wrote for
// it), the release statement in the reader's language, the certifying staff with licence number and time, and the
// CRS record's place and hash on the aircraft's record chain, so that the paper can be checked against the
// signed records (the record bundle and `verify-records`).

/** The CRS record's sign-off (the maintenance record of type Release the close signed). */
export interface CrsSignature {
  /** The record's id (maintain_task.id). */
  record: number;
  signedName: string;
  licenceNo: string | null;
  licenceType?: string | null;
  /** `YYYY-MM-DD HH:mm:ss`, the company's time zone. */
  signedAt: string;
  /** The sign-off's hash (hex SHA-256) and its place in the aircraft's chain. */
  hash: string;
  seq: number;
  /** The record key's id (platform/records/record-key.ts), to compare with the operator's published one. */
  keyId?: string | null;
  /** The aircraft's totals stamped on the record, when the order does not carry them. */
  hours?: number | null;
  landings?: number | null;
  /** The release's remarks (Close's). */
  remarks?: string | null;
}

export interface CrsPaper extends PaperSource {
  crs: CrsSignature;
}

/** The certificate of release to service's bytes. */
export function crsPdf(source: CrsPaper): Promise<Buffer> {
  const { order, crs, plane } = source;
  const { doc, w } = paperDocument(source, (w) => `${w('paper.crsTitle')} ${order.seri} ${plane.name}`);
  doc.title(w('paper.crsTitle'), w('paper.crsSubtitle', { seri: order.seri, plane: plane.name }));

  doc.heading(w('paper.section.aircraft'));
  doc.keyValues([
    ...planePairs(source, w),
    [w('paper.hoursAtRelease'), num(order.releaseHours ?? crs.hours ?? null, 2)],
    [w('paper.landingsAtRelease'), order.releaseLandings ?? crs.landings ?? null],
  ]);

  doc.heading(w('paper.section.order'));
  doc.keyValues([
    [w('paper.orderSeri'), order.seri],
    [w('paper.orderName'), order.title],
    [w('paper.site'), order.siteName],
    [w('paper.planned'), w('paper.plannedRange', { start: order.plannedStart, end: order.plannedEnd })],
    [w('paper.inspectedBy'), [order.inspectedName, minute(order.inspectedAt)].filter(Boolean).join(', ') || null],
    [w('paper.closedBy'), day(order.closedAt ?? crs.signedAt)],
  ]);

  doc.heading(w('paper.section.work'));
  doc.table(
    [
      { title: w('paper.col.seq'), width: 0.5, align: 'right' },
      { title: w('paper.col.source'), width: 1.1 },
      { title: w('paper.col.cardSeri'), width: 1.3 },
      { title: w('paper.col.cardName'), width: 3.2 },
      { title: w('paper.col.record'), width: 1.1 },
    ],
    order.cardList.map((c) => [
      c.seq,
      w(`paper.source.${c.source}`),
      cardNumber(c),
      c.name,
      c.recordTask === null ? null : w('paper.recordNo', { id: c.recordTask }),
    ]),
    w('report.none'),
  );

  doc.heading(w('paper.section.release'));
  doc.paragraph(w('paper.statement'));
  if (crs.remarks) doc.paragraph(crs.remarks);

  doc.heading(w('paper.section.signature'));
  doc.keyValues(
    [
      [w('paper.signer'), crs.signedName],
      [w('paper.licence'), [crs.licenceNo, crs.licenceType].filter(Boolean).join(' · ') || null],
      [w('paper.signedAt'), crs.signedAt],
      [w('paper.crsRecord'), w('paper.recordNo', { id: crs.record })],
    ],
    1,
  );

  doc.heading(w('paper.section.verify'));
  doc.keyValues(
    [
      [w('paper.chainSeq'), crs.seq],
      [w('paper.chainHash'), crs.hash],
      ...(crs.keyId ? ([[w('paper.keyId'), crs.keyId]] as const) : []),
    ],
    1,
  );
  doc.paragraph(w('paper.verifyNote'));
  return finishPaper(source, doc, w);
}

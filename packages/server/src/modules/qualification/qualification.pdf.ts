import type { Qualification } from '@hangar/domain/contracts/qualifications';
import { kindLabelKey, type MatrixAnswer } from '@hangar/domain/contracts/qualifications';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Ctx } from '../../platform/http/module';
import { type Cell, type Column, pdfDocument } from '../../platform/pdf/document';
import { sendDocument } from '../../platform/pdf/reply';
import { wordsOf } from '../../platform/pdf/words';
import { matrixOf } from './qualification.read';
import { activeMembers } from './qualification.repo';

// The qualification matrix as a PDF (issue 34; platform/pdf): A4 landscape, in the reader's language, one row per
// certifying person and model of the company's aircraft, a column per kind of work (√ where an authorisation in force
// today covers it), whether the person is recent on the model and until when they are authorised; the person's
// maintenance licence and last medical's end. The numbers are Matrix's: the screen and the paper say the same.

type Body = EndpointBody<(typeof Qualification.api)['MatrixPdf']>;

/** The PDF's table rows: a person × each model, a person without a model once. */
export function matrixRows(m: MatrixAnswer, w: ReturnType<typeof wordsOf>): Cell[][] {
  const rows: Cell[][] = [];
  for (const p of m.people) {
    const person = [p.name, p.licence ?? '', p.medicalUntil ?? ''];
    if (m.models.length === 0) rows.push([...person, '', ...m.kinds.map(() => ''), '', '']);
    for (const model of m.models) {
      const cell = p.cells[String(model.id)];
      const kinds = cell?.kinds ?? [];
      rows.push([
        ...person,
        model.name,
        ...m.kinds.map((k) => (kinds.includes(k) ? '√' : '')),
        cell?.recent ? w('qual.matrix.recentOk') : w('qual.matrix.recentShort'),
        kinds.length === 0 ? '' : (cell?.until ?? w('qual.matrix.open')),
      ]);
    }
  }
  return rows;
}

export async function matrixPdf(ctx: Ctx<Body>) {
  const w = wordsOf(ctx.lang);
  const matrix = await matrixOf(ctx);
  const title = w('qual.matrix.title');
  const doc = pdfDocument({ title, lang: ctx.lang, landscape: true });
  doc.title(title, w('qual.matrix.asOf', { date: matrix.today }));
  const columns: Column[] = [
    { title: w('qual.matrix.person'), width: 2 },
    { title: w('qual.matrix.licence'), width: 2.4 },
    { title: w('qual.matrix.medical'), width: 1.7 },
    { title: w('qual.matrix.model'), width: 2 },
    ...matrix.kinds.map((k) => ({ title: w(kindLabelKey(k)), width: 1.1, align: 'center' as const })),
    { title: w('qual.matrix.recent'), width: 1.2, align: 'center' },
    { title: w('qual.matrix.until'), width: 1.7 },
  ];
  doc.table(columns, matrixRows(matrix, w), w('qual.matrix.empty'));
  const [me] = await activeMembers(ctx.db, ctx.scope, [ctx.scope.userId]);
  const bytes = await doc.finish({
    generated: w('report.generated', {
      by: me?.name ?? '',
      at: formatDateTime(new Date(), ctx.deps.config.timeZone),
    }),
    page: (page, pages) => w('report.page', { page, pages }),
  });
  sendDocument(ctx.reply, bytes, 'application/pdf', `qualification-matrix-${matrix.today}.pdf`);
}

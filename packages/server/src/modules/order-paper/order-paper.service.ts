import type { OrderPaper } from '@hangar/domain/contracts/orders';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { QueryPayload } from '@hangar/domain/query';
import { companyOf } from '../../platform/access/scope';
import { notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { sendDocument } from '../../platform/pdf/reply';
import { recordKey } from '../../platform/records/record-key';
import { findCompany } from '../company';
import { findTask, userNames } from '../maintain-task';
import { answerLines } from '../order-parts';
import { queryPlaneEntities } from '../plane-entity';
import { orderDetail } from '../production-order';
import { taskCardsPdf } from './card-paper';
import { crsPdf } from './crs-paper';
import { orderPdf } from './order-paper';
import { orderPaperPeople, type PaperPart, type PaperSource, paperFileName, paperOrigin } from './paper-kit';

// /api/OrderPaper/* (issue 33 "Paper"; docs/architecture.md "Production order paper"): loads what the pure
// renderers print — the order through the order module's face (another company's order is not found), the aircraft,
// the company, the names, the parts lines, the CRS record's sign-off — and sends the PDF as an attachment.

type Body<K extends keyof typeof OrderPaper.api> = EndpointBody<(typeof OrderPaper.api)[K]>;

async function sourceOf(ctx: Ctx<{ id: number }>): Promise<PaperSource> {
  const companyId = companyOf(ctx.scope);
  const order = await orderDetail(ctx.db, companyId, ctx.body.id);
  const query = QueryPayload.parse({ fixedFilters: [{ name: 'id', compare: 'eq', value: order.plane }], pageSize: 1 });
  const [plane] = (await queryPlaneEntities(ctx.db, ctx.scope, query)).items;
  if (!plane) throw notFound();
  const people = await userNames(ctx.db, ctx.scope, [...orderPaperPeople(order), ctx.scope.userId]);
  return {
    lang: ctx.lang,
    company: { name: (await findCompany(ctx.db, companyId))?.name ?? '' },
    plane: { name: plane.name, modelName: plane.modelName, seri: plane.seri },
    order,
    names: people,
    generatedBy: people.get(ctx.scope.userId) ?? '',
    generatedAt: formatDateTime(new Date(), ctx.deps.config.timeZone),
  };
}

async function partsOf(ctx: Ctx<unknown>, orderId: number): Promise<PaperPart[]> {
  return (await answerLines(ctx, orderId)).map((l) => ({
    card: l.card,
    partNumber: l.partNumber ?? '',
    name: l.name,
    unit: l.unit,
    reserved: l.reserved,
    issued: l.issued,
  }));
}

export async function orderPaper(ctx: Ctx<Body<'Order'>>) {
  const source = await sourceOf(ctx);
  const bytes = await orderPdf({ ...source, parts: await partsOf(ctx, source.order.id) });
  sendDocument(ctx.reply, bytes, 'application/pdf', paperFileName.order(source.order));
}

export async function cardsPaper(ctx: Ctx<Body<'Cards'>>) {
  const source = await sourceOf(ctx);
  const card = ctx.body.card === undefined ? undefined : source.order.cardList.find((c) => c.id === ctx.body.card);
  if (ctx.body.card !== undefined && !card) throw rule('order.cardNotInOrder');
  const bytes = await taskCardsPdf({
    ...source,
    origin: paperOrigin(ctx.deps.config.publicOrigin, ctx.req),
    cards: card ? [card.id] : undefined,
    parts: await partsOf(ctx, source.order.id),
  });
  sendDocument(ctx.reply, bytes, 'application/pdf', paperFileName.cards(source.order, card));
}

export async function crsPaper(ctx: Ctx<Body<'Crs'>>) {
  const source = await sourceOf(ctx);
  const task = source.order.crsTask === null ? undefined : await findTask(ctx.db, ctx.scope, source.order.crsTask);
  const r = task?.row;
  if (!r || r.signHash === null || r.signSeq === null) throw rule('order.noCrs');
  const bytes = await crsPdf({
    ...source,
    crs: {
      record: r.id,
      signedName: r.signedName ?? '',
      licenceNo: r.licenceNo,
      licenceType: r.licenceType,
      signedAt: r.signedAt ?? '',
      hash: r.signHash,
      seq: r.signSeq,
      keyId: recordKey(ctx.deps.config.dataDir).id,
      hours: r.signedHours,
      landings: r.signedLandings,
      remarks: r.comments,
    },
  });
  sendDocument(ctx.reply, bytes, 'application/pdf', paperFileName.crs(source.order));
}

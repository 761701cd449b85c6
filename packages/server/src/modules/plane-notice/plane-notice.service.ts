import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule, type DocumentRow } from '@hangar/domain/contracts/documents';
import {
  type AppraiseInput,
  type AppraiseQuery,
  applicabilityOf,
  NoticeType,
  type PlaneNoticeRow,
} from '@hangar/domain/contracts/notices';
import { formatDateTime } from '@hangar/domain/dates';
import type { z } from 'zod';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findDocument } from '../document/document.repo';
import { findPlaneModel } from '../plane-model/plane-model.repo';
import { assertCanWriteModel } from '../plane-model/plane-model.service';
import { findUserById } from '../user/user.repo';
import { findNotice, fleetPlane, insertNotice, queryAppraisals, updateNotice } from './plane-notice.repo';

// Evaluations of model documents against aircraft (model document §2.9, §4 "Applicability per aircraft";
// DOMAIN.md "Notices and evaluations cross tenants"). Only a model library's CAD/AD and SB/SI files are
// evaluated. Company 10000 and the model's manager list the model's aircraft across operators and evaluate
// them; every other company lists its own aircraft of the model and reads their evaluation. A notice row
// belongs to the aircraft's company; an aircraft already notified (issue "Work cards and notices") keeps its
// evaluation until the notice is withdrawn. Each evaluation is logged on the aircraft, in its company's log and,
// when the evaluator is another company, in the evaluator's too.

/** A model document that can be evaluated (CAD/AD or SB/SI file), and its model. */
async function evaluable(ctx: Ctx<unknown>, documentId: number, field: string) {
  const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, documentId);
  if (!doc) throw notFound();
  const kinds: number[] = [DocumentDict.CadAd, DocumentDict.SbSi];
  if (doc.isFolder !== 0 || !kinds.includes(doc.dict)) throw invalid('notice.notEvaluable', field);
  const model = await findPlaneModel(ctx.db, doc.target);
  if (!model) throw notFound();
  return { doc, model };
}

export async function queryAppraisal(ctx: Ctx<z.output<typeof AppraiseQuery>>) {
  const { tagId, ...payload } = ctx.body;
  const { model } = await evaluable(ctx, tagId, 'tagId');
  // The spec's client also names the model (fixed filter model): it must be the document's.
  const named = payload.fixedFilters.find((f) => f.name === 'model');
  if (named && (named.compare !== 'eq' || Number(named.value) !== model.id)) {
    throw invalid('notice.modelMismatch', 'fixedFilters.model');
  }
  return queryAppraisals(ctx.db, ctx.scope, model, tagId, payload);
}

/** How a document is named in the log: its number, else its name. */
const labelOf = (doc: DocumentRow) => doc.seri || doc.name;

export async function appraise(ctx: Ctx<z.output<typeof AppraiseInput>>) {
  const { appraiseId, planeId, appraised } = ctx.body;
  const { doc, model } = await evaluable(ctx, appraiseId, 'appraiseId');
  assertCanWriteModel(ctx.scope, model);
  const plane = await fleetPlane(ctx.db, ctx.scope, model, planeId);
  if (!plane) throw notFound();
  const owner = plane.companyId;
  const before = await findNotice(ctx.db, owner, NoticeType.Appraise, doc.id, plane.id);
  if (before && before.state !== 0) throw rule('notice.withdrawFirst');
  const values = {
    appraised,
    fit: appraised === 1 ? ctx.body.fit : 0,
    appraiseUser: ctx.scope.userId,
    appraiseTime: formatDateTime(new Date(), ctx.deps.config.timeZone),
  };
  let after: PlaneNoticeRow;
  if (before) {
    await updateNotice(ctx.db, owner, before.id, values);
    after = { ...before, ...values };
  } else {
    after = await insertNotice(ctx.db, owner, {
      ...values,
      planeId: plane.id,
      type: NoticeType.Appraise,
      appraiseId: doc.id,
      state: 0,
    });
  }
  const was = before ? applicabilityOf(before) : applicabilityOf({ appraised: 0, fit: 0 });
  const now = applicabilityOf(after);
  const entry = {
    targetType: ObjType.Plane,
    targetId: plane.id,
    name: plane.name,
    changes: was === now ? {} : { [`appraise ${labelOf(doc)}`]: [was, now] as [unknown, unknown] },
  };
  await ctx.audit({ ...entry, companyId: owner });
  if (owner !== ctx.scope.companyId) await ctx.audit(entry);
  ctx.changed('plane_notice', [after.id], owner);
  if (owner !== ctx.scope.companyId) ctx.changed('plane_notice', [after.id]);
  const user = await findUserById(ctx.db, ctx.scope.userId);
  return { ...after, appraiseUserName: user?.real_name || user?.name || null };
}

import { ObjType } from '@hangar/domain/codes';
import {
  looserThanMaster,
  MelItem,
  type MelItemRecord,
  type MelItemRow,
  MmelItem,
  type MmelItemRecord,
  type MmelItemRow,
} from '@hangar/domain/contracts/deferrals';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { QueryPayload } from '@hangar/domain/query';
import { abilitiesOf, grantedOf, rowAbilities } from '../../platform/access/abilities';
import { diff } from '../../platform/audit/oper-log';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import { assertModelWriter, modelRefusals } from '../maintain-item';
import { findPlaneModel } from '../plane-model';
import {
  deleteMel,
  deleteMmel,
  derivedMasters,
  findMel,
  findMmel,
  insertMel,
  insertMmel,
  itemColumns,
  mmelOfModel,
  queryMel,
  queryMmel,
  updateMel,
  updateMmel,
} from './mel.repo';

// A model's MMEL (shared catalogue: company 10000 or the model's manager writes it, the rule of the maintenance
// items and work cards, modelWriteRefusal) and each operator's MEL derived from it, tailored but never looser than
// the master (the domain's looserThanMaster, each refusal naming its field).

type MmelBody<K extends keyof typeof MmelItem.api> = EndpointBody<(typeof MmelItem.api)[K]>;
type MelBody<K extends keyof typeof MelItem.api> = EndpointBody<(typeof MelItem.api)[K]>;

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const nameOf = (item: { itemNo: string; title: string }) => `${item.itemNo} ${item.title}`.slice(0, 200);

/** The item fields both lists keep, checked: category A needs its interval (the others keep none), required ≤ installed. */
function checkedItem<
  T extends Pick<MmelItemRecord, 'category' | 'intervalValue' | 'intervalUnit' | 'installed' | 'required'>,
>(item: T): T {
  const out = { ...item };
  if (out.category === 'A') {
    if (out.intervalValue === null || out.intervalValue === undefined)
      throw invalid('mel.intervalRequired', 'intervalValue');
    if (out.intervalUnit === null || out.intervalUnit === undefined)
      throw invalid('mel.intervalRequired', 'intervalUnit');
  } else {
    out.intervalValue = null;
    out.intervalUnit = null;
  }
  if (out.installed !== null && out.required !== null && out.required > out.installed) {
    throw invalid('mel.requiredAboveInstalled', 'required', { required: out.required, installed: out.installed });
  }
  return out;
}

// --- MMEL ---------------------------------------------------------------------------------------------------

const mmelAbilities = rowAbilities({ update: MmelItem.api.Update, delete: MmelItem.api.Delete });

async function answerMmel(ctx: Ctx<unknown>, items: MmelItemRecord[]): Promise<MmelItemRow[]> {
  const granted = grantedOf(ctx.scope, mmelAbilities);
  const refusals = await modelRefusals(
    ctx.db,
    ctx.scope,
    items.map((i) => i.planeModel),
  );
  return items.map((item) => ({
    ...item,
    abilities: abilitiesOf(granted, () => refusals.get(item.planeModel) ?? null),
  }));
}

export async function queryMmelItems(ctx: Ctx<QueryPayload>) {
  const page = await queryMmel(ctx.db, ctx.body);
  return { items: await answerMmel(ctx, page.items), totalItems: page.totalItems };
}

async function mmelOr404(ctx: Ctx<unknown>, id: number): Promise<MmelItemRecord> {
  const item = await findMmel(ctx.db, id);
  if (!item) throw notFound();
  return item;
}

export async function addMmelItem(ctx: Ctx<MmelBody<'Add'>>) {
  const { db, scope, body } = ctx;
  await assertModelWriter(db, scope, body.planeModel);
  const item = checkedItem({
    planeModel: body.planeModel,
    ata: body.ata,
    itemNo: body.itemNo,
    title: body.title,
    category: body.category,
    intervalValue: body.intervalValue ?? null,
    intervalUnit: body.intervalUnit ?? null,
    installed: body.installed ?? null,
    required: body.required ?? null,
    mProc: body.mProc,
    oProc: body.oProc,
    remarks: body.remarks ?? null,
  });
  const id = await insertMmel(db, itemColumns(item), nowOf(ctx));
  const after = await mmelOr404(ctx, id);
  await ctx.audit({
    targetType: ObjType.MmelItem,
    targetId: id,
    name: nameOf(after),
    changes: diff({}, auditOf(MmelItem, after)),
  });
  ctx.changed('mmel_item', [id], 'everyone');
  return (await answerMmel(ctx, [after]))[0];
}

export async function changeMmelItem(ctx: Ctx<MmelBody<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await mmelOr404(ctx, body.id);
  await assertModelWriter(db, scope, before.planeModel);
  // An item never moves to another model (the operators' MEL items derive from it).
  if (body.planeModel !== undefined && body.planeModel !== before.planeModel)
    throw invalid('validation.invalid', 'planeModel');
  const given = Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'id'),
  ) as Partial<MmelItemRecord>;
  const merged = checkedItem({ ...before, ...given });
  await updateMmel(db, before.id, { ...merged, id: undefined } as Partial<MmelItemRecord>);
  const after = await mmelOr404(ctx, before.id);
  await ctx.audit({
    targetType: ObjType.MmelItem,
    targetId: before.id,
    name: nameOf(after),
    changes: diff(auditOf(MmelItem, before), auditOf(MmelItem, after)),
  });
  ctx.changed('mmel_item', [before.id], 'everyone');
  return (await answerMmel(ctx, [after]))[0];
}

export async function removeMmelItem(ctx: Ctx<MmelBody<'Delete'>>) {
  const before = await mmelOr404(ctx, ctx.body.id);
  await assertModelWriter(ctx.db, ctx.scope, before.planeModel);
  await refuseIfUsed(ctx, 'mmel_item', before.id);
  await deleteMmel(ctx.db, before.id);
  await ctx.audit({
    targetType: ObjType.MmelItem,
    targetId: before.id,
    name: nameOf(before),
    before: auditOf(MmelItem, before),
  });
  ctx.changed('mmel_item', [before.id], 'everyone');
  return { id: before.id };
}

// --- MEL ----------------------------------------------------------------------------------------------------

const melAbilities = rowAbilities({ update: MelItem.api.Update, delete: MelItem.api.Delete });

function answerMel(ctx: Ctx<unknown>, items: MelItemRecord[]): MelItemRow[] {
  const granted = grantedOf(ctx.scope, melAbilities);
  return items.map((item) => ({ ...item, abilities: abilitiesOf(granted, () => null) }));
}

export async function queryMelItems(ctx: Ctx<QueryPayload>) {
  const page = await queryMel(ctx.db, ctx.scope, ctx.body);
  return { items: answerMel(ctx, page.items), totalItems: page.totalItems };
}

async function melOr404(ctx: Ctx<unknown>, id: number): Promise<MelItemRecord> {
  const item = await findMel(ctx.db, ctx.scope, id);
  if (!item) throw notFound();
  return item;
}

/** Derive: copies the model's MMEL items the company's MEL does not derive from yet, as they are. */
export async function deriveMel(ctx: Ctx<MelBody<'Derive'>>) {
  const { db, scope, body } = ctx;
  if (!(await findPlaneModel(db, body.planeModel))) throw notFound();
  const have = await derivedMasters(db, scope, body.planeModel);
  const createdAt = nowOf(ctx);
  const added: number[] = [];
  for (const master of await mmelOfModel(db, body.planeModel)) {
    if (have.has(master.id)) continue;
    const { id: mmelId, ...values } = master;
    const id = await insertMel(db, scope, {
      ...itemColumns(values),
      model_id: master.planeModel,
      mmel_id: mmelId,
      created_at: createdAt,
    });
    await ctx.audit({
      targetType: ObjType.MelItem,
      targetId: id,
      name: nameOf(master),
      changes: diff({}, auditOf(MelItem, { ...values, mmel: mmelId })),
    });
    added.push(id);
  }
  // Nothing left to copy: the call changes nothing (and logs nothing).
  if (added.length === 0) await ctx.audit({ targetType: ObjType.MelItem, targetId: 0, name: '', changes: {} });
  else ctx.changed('mel_item', added);
  return { added: added.length };
}

/** Update: tailors the item, never looser than its master (the refusal names the field). */
export async function changeMelItem(ctx: Ctx<MelBody<'Update'>>) {
  const { db, scope, body } = ctx;
  const before = await melOr404(ctx, body.id);
  const given = Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'id'),
  ) as Partial<MelItemRecord>;
  const merged = checkedItem({ ...before, ...given });
  const master = await findMmel(db, before.mmel);
  if (master) {
    const problem = looserThanMaster(master, merged);
    if (problem) throw invalid(problem.message, problem.field, problem.params);
  }
  const { id: _id, planeModel: _model, mmel: _mmel, ...values } = merged;
  await updateMel(db, scope, before.id, values);
  const after = await melOr404(ctx, before.id);
  await ctx.audit({
    targetType: ObjType.MelItem,
    targetId: before.id,
    name: nameOf(after),
    changes: diff(auditOf(MelItem, before), auditOf(MelItem, after)),
  });
  ctx.changed('mel_item', [before.id]);
  return answerMel(ctx, [after])[0];
}

export async function removeMelItem(ctx: Ctx<MelBody<'Delete'>>) {
  const before = await melOr404(ctx, ctx.body.id);
  await refuseIfUsed(ctx, 'mel_item', before.id);
  await deleteMel(ctx.db, ctx.scope, before.id);
  await ctx.audit({
    targetType: ObjType.MelItem,
    targetId: before.id,
    name: nameOf(before),
    before: auditOf(MelItem, before),
  });
  ctx.changed('mel_item', [before.id]);
  return { id: before.id };
}

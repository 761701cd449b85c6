import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * Two MMEL items of A's model (shared catalogue: no MARKER, covered by the snapshot as A's rows), A's MEL items
 * derived from them, two faults of A's aircraft and a deferral of the first, carrying MARKER.
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const item = {
      ata: '21',
      title: 'Pack valve',
      category: 'C',
      interval_value: null,
      interval_unit: null,
      installed: 2,
      required: 1,
      m_proc: 1,
      o_proc: 0,
      remarks: null,
      created_at: now(),
    };
    const mmel = async (itemNo: string) =>
      (
        await db
          .insertInto('mmel_item')
          .values({ ...item, model_id: ids.planeModel, item_no: itemNo })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const mmelItem = await mmel('21-1');
    const mmelItemSpare = await mmel('21-2');
    const mel = async (mmelId: number, itemNo: string) =>
      (
        await db
          .insertInto('mel_item')
          .values({
            ...item,
            company_id: companyId,
            model_id: ids.planeModel,
            mmel_id: mmelId,
            item_no: itemNo,
            remarks: `MEL ${MARKER}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const melItem = await mel(mmelItem, '21-1');
    const melItemSpare = await mel(mmelItemSpare, '21-2');
    const fault = async (title: string) =>
      (
        await db
          .insertInto('maintain_task')
          .values({
            company_id: companyId,
            type: 100,
            plane_id: ids.planeEntity,
            plane_model_id: ids.planeModel,
            issue_condition: `${title} ${MARKER}`,
            issue_date: '2025-01-01 00:00:00',
            closed: 0,
            state: 0,
            created_by: adminUserId,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const faultDeferred = await fault('Pack valve fault');
    const faultUndeferred = await fault('Second pack fault');
    const deferral = await db
      .insertInto('deferral')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        task_id: faultDeferred,
        mel_item_id: melItem,
        ata: '21',
        item_no: '21-1',
        title: 'Pack valve',
        category: 'C',
        limit_value: 10,
        limit_unit: 'days',
        discovered: '2025-01-01 00:00:00',
        due_date: '2025-01-11 00:00:00',
        placard: `INOP ${MARKER}`,
        deferred_by: adminUserId,
        deferred_name: `Signer ${MARKER}`,
        licence_no: `LIC-${MARKER}`,
        deferred_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { mmelItem, mmelItemSpare, melItem, melItemSpare, faultDeferred, faultUndeferred, deferral: deferral.id };
  },
  /** MMEL items of the models the company manages (shared catalogue). */
  async snapshot(db, companyId) {
    return {
      'mmel_item (of managed models)': await db
        .selectFrom('mmel_item')
        .innerJoin('plane_model', 'plane_model.id', 'mmel_item.model_id')
        .selectAll('mmel_item')
        .where('plane_model.manager', '=', companyId)
        .execute(),
    };
  },
} satisfies MatrixContribution;

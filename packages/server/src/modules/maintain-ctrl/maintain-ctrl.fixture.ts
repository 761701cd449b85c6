import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';
import { MATRIX_RULES } from '../maintain-item/maintain-item.fixture';

/** Two control items of A's aircraft, carrying MARKER and FLEET_MARKER. */
export default {
  async build({ t, companyId, now }, ids) {
    const maintainCtrl = async (name: string, sorter: number) =>
      (
        await t.db.kysely
          .insertInto('maintain_ctrl')
          .values({
            company_id: companyId,
            plane_id: ids.planeEntity,
            model_id: ids.planeModel,
            maintain_item_id: ids.maintainItem,
            name,
            type: 1,
            material: null,
            mat_model: null,
            mat_seri: `SN ${MARKER}`,
            content: `Inspect ${MARKER} ${FLEET_MARKER}`,
            timer_content: MATRIX_RULES,
            source_content: null,
            sub_content: null,
            job_card_name: null,
            pos: null,
            timer_source: 1,
            time_align: 0,
            remarks: `Remarks ${MARKER}`,
            expire_date_set: null,
            cur_time_item: null,
            execute_date: '2026-01-10 00:00:00',
            execute_hours: 1200,
            init_hours: 0,
            sorter,
            due_expire_date: '2027-01-10 00:00:00',
            due_expire_hours: 1300,
            due_remain_hours: 65.5,
            due_warn_date: '2027-01-10 00:00:00',
            due_overdue_date: '2027-01-11 00:00:00',
            due_warn_hours: 1270,
            due_overdue_hours: 1300,
            due_hours_state: 0,
            due_always_warn: 0,
            due_sort: '2027-01-10 00:00:00',
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ctrl = await maintainCtrl(`Control ${MARKER}`, 1);
    const spareCtrl = await maintainCtrl(`Spare ${MARKER}`, 2);
    return { maintainCtrl: ctrl, maintainCtrlSpare: spareCtrl };
  },
} satisfies MatrixContribution;

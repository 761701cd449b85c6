import { MaintainCtrl, type MaintainCtrlRow, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { CTRL_TABLE } from './ctrl-rows';
import type { HoursValue } from './InPlaceEdit';
import type { ItemBody, ItemEditing } from './MaintainItemDialog';
import { useCall } from './use-call';

// The writes of an aircraft's maintenance list (PlaneMaintainList): the ticked rows and the batch calls on them
// (BatchDelete, BatchSync; nothing ticked → 先勾选…, nothing sent), a row's delete and state flags, the in-place
// cells' calls, import from the model, reorder and the item dialog's save. Each shows the spec's success or
// failure text (useCall) and reloads the list (query key maintain_ctrl) after success.

/** The success texts of the state calls of a row's More menu. */
export const flagSaved = {
  Approve: 'maintain.ok.approved',
  DeApprove: 'maintain.ok.deApproved',
  Enable: 'maintain.ok.enabled',
  Disable: 'maintain.ok.disabled',
} as const;

export type CtrlFlag = keyof typeof flagSaved;

/** The in-place cells' saves (the columns call them; each answers whether it succeeded). */
export interface CtrlCellSaves {
  curTimeItem(row: MaintainCtrlRow, curTimeItem: string | null): Promise<boolean>;
  executeDate(row: MaintainCtrlRow, executeDate: string | null): Promise<boolean>;
  executeHours(row: MaintainCtrlRow, hours: HoursValue): Promise<boolean>;
  executeLandings(row: MaintainCtrlRow, executeLandings: number | null): Promise<boolean>;
  expireDateSet(row: MaintainCtrlRow, expireDateSet: string | null): Promise<boolean>;
  matSeri(row: MaintainCtrlRow, matSeri: string | null): Promise<boolean>;
}

export function usePlaneCtrlWrites(planeId: number) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const run = useCall();
  const [selected, setSelected] = useState<Key[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CTRL_TABLE] });

  /** One write on a row with the spec's success / failure texts; the list reloads after success. */
  const write = (send: () => Promise<unknown>, ok: string, fail?: string) =>
    run(
      async () => {
        await send();
        await refresh();
      },
      ok,
      fail,
    );

  const ids = () => selected.map(Number).join(',');

  const batch = (kind: 'delete' | 'sync') => {
    if (selected.length === 0) {
      void message.warning(t(kind === 'delete' ? 'maintain.selectToDelete' : 'maintain.selectToSync'));
      return;
    }
    modal.confirm({
      title: t('list.confirm.title'),
      content: t(kind === 'delete' ? 'maintenance.confirmBatchDelete' : 'maintenance.confirmSync', {
        count: selected.length,
      }),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      okButtonProps: { danger: kind === 'delete' },
      onOk: async () => {
        const done =
          kind === 'delete'
            ? await write(() => call(MaintainCtrl.api.BatchDelete, { id: planeId, idExt: ids() }), 'ok.deleted')
            : await write(
                () => call(MaintainCtrl.api.BatchSync, { id: planeId, idExt: ids() }),
                'maintain.ok.batchSynced',
                'maintain.fail.batchSynced',
              );
        if (done) setSelected([]);
      },
    });
  };

  const removeOne = (row: MaintainCtrlRow) =>
    modal.confirm({
      title: t('list.confirm.title'),
      content: t('list.confirm.delete'),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await write(() => call(MaintainCtrl.api.Delete, { id: row.id, name: row.name }), 'ok.deleted');
        if (done) setSelected((keys) => keys.filter((k) => k !== row.id));
      },
    });

  const setFlag = (row: MaintainCtrlRow, flag: CtrlFlag) =>
    void write(() => call(MaintainCtrl.api[flag], { id: row.id, name: row.name }), flagSaved[flag]);

  const importItems = async (items: MaintainItemRow[]) => {
    // The picker shows the outcome (导入成功 / 批量导入成功 or the failure with the server's reason).
    await call(MaintainCtrl.api.BatchAdd, { id: planeId, idExt: items.map((i) => i.id).join(',') });
    await refresh();
  };

  const reorder = async (ids: number[]) => {
    await call(MaintainCtrl.api.Reorder, { planeEntity: planeId, ids });
    await refresh();
  };

  /** The item dialog's save: Update of the edited row, or Add to the aircraft. */
  const save = async (editing: ItemEditing<MaintainCtrlRow> | null, body: ItemBody) => {
    if (editing?.state === 'edit') {
      await call(MaintainCtrl.api.Update, { ...body, id: editing.record.id });
    } else {
      await call(MaintainCtrl.api.Add, { ...body, planeEntity: planeId });
    }
    await refresh();
  };

  const cells: CtrlCellSaves = {
    curTimeItem: (row, curTimeItem) =>
      write(
        () =>
          call(MaintainCtrl.api.UpdateCurTimeItem, {
            id: row.id,
            name: row.name,
            planeEntity: planeId,
            curTimeItem,
          }),
        'maintain.ok.curTimeItem',
        'maintain.fail.curTimeItem',
      ),
    executeDate: (row, executeDate) =>
      write(
        () => call(MaintainCtrl.api.UpdateExecDate, { id: row.id, name: row.name, executeDate }),
        'maintain.ok.executeDate',
        'maintain.fail.executeDate',
      ),
    executeHours: (row, hours) =>
      write(
        () => call(MaintainCtrl.api.UpdateExecHours, { id: row.id, name: row.name, planeEntity: planeId, ...hours }),
        'maintain.ok.executeHours',
        'maintain.fail.executeHours',
      ),
    executeLandings: (row, executeLandings) =>
      write(
        () =>
          // The hours call with the row's hours as they are: only the landings change.
          call(MaintainCtrl.api.UpdateExecHours, {
            id: row.id,
            name: row.name,
            planeEntity: planeId,
            executeHours: row.executeHours,
            initHours: row.initHours,
            executeLandings,
          }),
        'maintenance.landings.saved',
        'maintenance.landings.failed',
      ),
    expireDateSet: (row, expireDateSet) =>
      write(() => call(MaintainCtrl.api.UpdateExpireDate, { id: row.id, name: row.name, expireDateSet }), 'ok.updated'),
    matSeri: (row, matSeri) =>
      write(
        () => call(MaintainCtrl.api.UpdateMatSeri, { id: row.id, name: row.name, matSeri }),
        'maintain.ok.matSeri',
        'maintain.fail.matSeri',
      ),
  };

  return { selected, setSelected, refresh, batch, removeOne, setFlag, importItems, reorder, save, cells };
}

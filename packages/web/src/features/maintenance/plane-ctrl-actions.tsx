import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { OPER_LOG_KEY, type OperLogAction } from '../../components/oper-log/OperLogAction';
import { RowActions } from '../../components/row-controls';
import { type CtrlFlag, flagSaved } from './use-plane-ctrl-writes';

// A row's actions in an aircraft's maintenance list (PlaneMaintainList, config mode): its 记录完成, Edit, and a More
// menu (approve / withdraw approval, enable / disable, delete, the operation log), each disabled without its
// plane-entity function. Built once per render, rendered on every row.

export interface PlaneCtrlActionsOptions {
  t: TFunction;
  /** The plane-entity functions the menu needs. */
  may: { edit: boolean; execute: boolean; delete: boolean };
  log: OperLogAction;
  doneOf: (row: MaintainCtrlRow) => ReactNode;
  onEdit: (row: MaintainCtrlRow) => void;
  onDelete: (row: MaintainCtrlRow) => void;
  onFlag: (row: MaintainCtrlRow, flag: CtrlFlag) => void;
}

/** A row's Edit link and More menu (approve, enable / disable, delete). */
export function planeCtrlActions({ t, may, log, doneOf, onEdit, onDelete, onFlag }: PlaneCtrlActionsOptions) {
  return (row: MaintainCtrlRow) => (
    <span className="hangar-row-actions">
      {doneOf(row)}
      <RowActions
        editLabel={t('maintenance.edit')}
        canEdit={may.edit}
        onEdit={() => onEdit(row)}
        moreLabel={t('maintenance.more')}
        menu={{
          items: [
            row.approved
              ? { key: 'DeApprove', label: t('maintenance.deApprove'), disabled: !may.execute }
              : { key: 'Approve', label: t('maintenance.approve'), disabled: !may.execute },
            row.disabled
              ? { key: 'Enable', label: t('maintenance.enable'), disabled: !may.edit }
              : { key: 'Disable', label: t('maintenance.disable'), disabled: !may.edit },
            { key: 'Delete', label: t('maintenance.delete'), danger: true, disabled: !may.delete },
            ...log.menuItems,
          ],
          onClick: ({ key }) => {
            if (key === OPER_LOG_KEY) log.open(row.id);
            if (key === 'Delete') onDelete(row);
            else if (Object.hasOwn(flagSaved, key)) onFlag(row, key as CtrlFlag);
          },
        }}
      />
    </span>
  );
}

import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFieldsOf } from '../../components/entity-fields';
import type { SearchState } from '../../components/list-query';
import { PermissionGate } from '../../components/PermissionGate';
import { SearchBar } from '../../components/SearchBar';
import { ctrlQueryFields } from './ctrl-rows';

// The config toolbar of an aircraft's maintenance list (PlaneMaintainList): the search bar (the item's texts and
// dates) with, beside it, the due-within input, Add (plane-entity Add) and More: import from the model, sync from
// the model, batch delete, each disabled without its plane-entity function.

export interface PlaneCtrlToolbarProps {
  search: SearchState;
  /** The "falls due within N days" input, first beside the search bar. */
  dueWithin: ReactNode;
  /** The plane-entity functions the More menu needs. */
  may: { add: boolean; edit: boolean; delete: boolean };
  onAdd: () => void;
  onImport: () => void;
  onBatch: (kind: 'delete' | 'sync') => void;
}

export function PlaneCtrlToolbar({ search, dueWithin, may, onAdd, onImport, onBatch }: PlaneCtrlToolbarProps) {
  const { t } = useTranslation();
  const fields = searchFieldsOf(ctrlQueryFields, t, [
    'name',
    'matModel',
    'matSeri',
    'content',
    'executeDate',
    'dueDate',
  ]);
  return (
    <SearchBar
      fields={fields}
      {...search.bar}
      extra={
        <Space wrap>
          {dueWithin}
          <PermissionGate can={MaintainCtrl.api.Add} mode="disable">
            <Button type="primary" onClick={onAdd}>
              {t('maintenance.add')}
            </Button>
          </PermissionGate>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'import', label: t('maintenance.importFromModel'), disabled: !may.add },
                { key: 'sync', label: t('maintenance.syncFromModel'), disabled: !may.edit },
                { key: 'delete', label: t('maintenance.batchDelete'), danger: true, disabled: !may.delete },
              ],
              onClick: ({ key }) => {
                if (key === 'import') onImport();
                if (key === 'sync') onBatch('sync');
                if (key === 'delete') onBatch('delete');
              },
            }}
          >
            <Button>{t('maintenance.more')}</Button>
          </Dropdown>
        </Space>
      }
    />
  );
}

import { ObjType } from '@hangar/domain/codes';
import { Warehouse } from '@hangar/domain/contracts/materials';
import type { RowOf } from '@hangar/domain/entity';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { yesNoOptions } from './material-codes';

// /store/warehouse (view store-warehouse): the company's warehouses (name, code, site, address, keeper,
// phone); a disabled warehouse is tagged (the stores refuse orders for it).

type WarehouseRow = RowOf<typeof Warehouse>;
const shown = ['name', 'code', 'site', 'addr', 'keeper', 'phone', 'disabled'] as const;

export default function WarehousePage() {
  const { t } = useTranslation();
  const sites = useReference('site');
  return (
    <ListPage<WarehouseRow>
      table={Warehouse.table}
      api={Warehouse.api}
      searchFields={searchFieldsOf(Warehouse, t, ['name', 'code', 'keeper', 'disabled'], {
        disabled: { type: 'enum', options: yesNoOptions(t) },
      })}
      columns={columnsOf<WarehouseRow>(Warehouse, t, shown, {
        site: { render: (value: number | null) => (value ? sites.labelOf(value) : ''), sorter: false },
        disabled: {
          render: (value: number) => (value ? <Tag color="red">{t('material.tag.disabled')}</Tag> : null),
        },
      })}
      formFields={formFieldsOf(Warehouse, t, [...shown, 'remarks'], {
        site: { kind: 'select', options: sites.options },
        disabled: { options: yesNoOptions(t) },
        remarks: { kind: 'textarea', wide: true },
      })}
      formColumns={2}
      defaultValues={{ disabled: 0 }}
      titles={{ add: t('warehouse.add'), edit: t('warehouse.edit') }}
      operLog={ObjType.Warehouse}
    />
  );
}

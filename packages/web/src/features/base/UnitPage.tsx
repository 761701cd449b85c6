import { UnitInput } from '@hangar/domain/contracts/registers';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { type FormField, ListPage } from '../../components/ListPage';
import type { SearchField } from '../../components/SearchBar';

// /base/unit: the company's measure units (name, remarks): search, add, edit, delete (refused while in use).

export interface Unit {
  id: number;
  name: string;
  remarks: string | null;
}

export default function UnitPage() {
  const { t } = useTranslation();
  const searchFields: SearchField[] = [
    { name: 'name', title: t('plane.unit.name'), type: 'text' },
    { name: 'remarks', title: t('plane.remarks'), type: 'text' },
  ];
  const columns: ColumnsType<Unit> = [
    { title: t('plane.unit.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('plane.remarks'), dataIndex: 'remarks', key: 'remarks' },
  ];
  const formFields: FormField[] = [
    {
      name: 'name',
      label: t('plane.unit.name'),
      kind: 'text',
      required: t('register.unitNameRequired'),
      schema: UnitInput.shape.name,
    },
    { name: 'remarks', label: t('plane.remarks'), kind: 'textarea', schema: UnitInput.shape.remarks },
  ];
  return (
    <ListPage<Unit>
      table="unit"
      api="/api/Unit"
      view="base-unit"
      searchFields={searchFields}
      columns={columns}
      formFields={formFields}
      titles={{ add: t('plane.unit.add'), edit: t('plane.unit.edit') }}
    />
  );
}

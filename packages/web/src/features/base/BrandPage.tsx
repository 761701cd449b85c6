import { BrandInput } from '@hangar/domain/contracts/registers';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { type FormField, ListPage } from '../../components/ListPage';
import type { SearchField } from '../../components/SearchBar';

// /base/brand: the company's brands (name, remarks): search, add, edit, delete (the server refuses a brand
// that models still use, and says so).

export interface Brand {
  id: number;
  name: string;
  remarks: string | null;
}

export default function BrandPage() {
  const { t } = useTranslation();
  const searchFields: SearchField[] = [
    { name: 'name', title: t('plane.brand.name'), type: 'text' },
    { name: 'remarks', title: t('plane.remarks'), type: 'text' },
  ];
  const columns: ColumnsType<Brand> = [
    { title: t('plane.brand.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('plane.remarks'), dataIndex: 'remarks', key: 'remarks' },
  ];
  const formFields: FormField[] = [
    {
      name: 'name',
      label: t('plane.brand.name'),
      kind: 'text',
      required: t('register.brandNameRequired'),
      schema: BrandInput.shape.name,
    },
    { name: 'remarks', label: t('plane.remarks'), kind: 'textarea', schema: BrandInput.shape.remarks },
  ];
  return (
    <ListPage<Brand>
      table="brand"
      api="/api/Brand"
      view="base-brand"
      searchFields={searchFields}
      columns={columns}
      formFields={formFields}
      titles={{ add: t('plane.brand.add'), edit: t('plane.brand.edit') }}
    />
  );
}

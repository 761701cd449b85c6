import { SiteInput } from '@hangar/domain/contracts/registers';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { type FormField, ListPage } from '../../components/ListPage';
import type { SearchField } from '../../components/SearchBar';

// /plane/site: the company's sites (name, address, remarks): search, add, edit, delete (refused while in use).

export interface Site {
  id: number;
  name: string;
  addr: string | null;
  remarks: string | null;
}

export default function SitePage() {
  const { t } = useTranslation();
  const searchFields: SearchField[] = [
    { name: 'name', title: t('plane.site.name'), type: 'text' },
    { name: 'addr', title: t('plane.site.addr'), type: 'text' },
    { name: 'remarks', title: t('plane.remarks'), type: 'text' },
  ];
  const columns: ColumnsType<Site> = [
    { title: t('plane.site.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('plane.site.addr'), dataIndex: 'addr', key: 'addr' },
    { title: t('plane.remarks'), dataIndex: 'remarks', key: 'remarks' },
  ];
  const formFields: FormField[] = [
    {
      name: 'name',
      label: t('plane.site.name'),
      kind: 'text',
      required: t('register.siteNameRequired'),
      schema: SiteInput.shape.name,
    },
    { name: 'addr', label: t('plane.site.addr'), kind: 'text', schema: SiteInput.shape.addr },
    { name: 'remarks', label: t('plane.remarks'), kind: 'textarea', schema: SiteInput.shape.remarks },
  ];
  return (
    <ListPage<Site>
      table="site"
      api="/api/site"
      view="plane-site"
      searchFields={searchFields}
      columns={columns}
      formFields={formFields}
      titles={{ add: t('plane.site.add'), edit: t('plane.site.edit') }}
    />
  );
}

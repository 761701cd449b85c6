import { Brand } from '@hangar/domain/contracts/registers';
import type { RowOf } from '@hangar/domain/entity';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';

// /base/brand: the company's brands (name, remarks): search, add, edit, delete (the server refuses a brand
// that models still use, and says so). Everything but the titles comes from the declaration of Brand.

export type BrandRow = RowOf<typeof Brand>;
const shown = ['name', 'remarks'] as const;

export default function BrandPage() {
  const { t } = useTranslation();
  return (
    <ListPage<BrandRow>
      table={Brand.table}
      api={Brand.api}
      searchFields={searchFieldsOf(Brand, t, shown)}
      columns={columnsOf<BrandRow>(Brand, t, shown)}
      formFields={formFieldsOf(Brand, t, shown)}
      titles={{ add: t('plane.brand.add'), edit: t('plane.brand.edit') }}
    />
  );
}

import { Site } from '@hangar/domain/contracts/registers';
import type { RowOf } from '@hangar/domain/entity';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';

// /plane/site: the company's sites (name, address, remarks): search, add, edit, delete (refused while in use).
// Everything but the titles comes from the declaration of Site.

export type SiteRow = RowOf<typeof Site>;
const shown = ['name', 'addr', 'remarks'] as const;

export default function SitePage() {
  const { t } = useTranslation();
  return (
    <ListPage<SiteRow>
      table={Site.table}
      api={Site.api}
      searchFields={searchFieldsOf(Site, t, shown)}
      columns={columnsOf<SiteRow>(Site, t, shown)}
      formFields={formFieldsOf(Site, t, shown)}
      titles={{ add: t('plane.site.add'), edit: t('plane.site.edit') }}
    />
  );
}

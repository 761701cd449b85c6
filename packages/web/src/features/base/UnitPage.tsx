import { Unit } from '@hangar/domain/contracts/registers';
import type { RowOf } from '@hangar/domain/entity';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';

// /base/unit: the company's units of measure (name, remarks): search, add, edit, delete (refused while in use).
// Everything but the titles comes from the declaration of Unit.

export type UnitRow = RowOf<typeof Unit>;
const shown = ['name', 'remarks'] as const;

export default function UnitPage() {
  const { t } = useTranslation();
  return (
    <ListPage<UnitRow>
      table={Unit.table}
      api={Unit.api}
      searchFields={searchFieldsOf(Unit, t, shown)}
      columns={columnsOf<UnitRow>(Unit, t, shown)}
      formFields={formFieldsOf(Unit, t, shown)}
      titles={{ add: t('plane.unit.add'), edit: t('plane.unit.edit') }}
    />
  );
}

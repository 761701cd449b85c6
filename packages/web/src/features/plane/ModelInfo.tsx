import { PlaneModel } from '@hangar/domain/contracts/registers';
import { useTranslation } from 'react-i18next';
import { formFieldsOf } from '../../components/entity-fields';
import { type ModelRow, modelFields } from './fields';
import { RecordView } from './RecordView';

// The model info panel (model spec §2.2, read-only): category, brand and managing organisation by name,
// then every field of the panel.

export function ModelInfo({ model }: { model: ModelRow }) {
  const { t } = useTranslation();
  const [name, ...rest] = modelFields(t);
  const fields = [
    name,
    // Shown by name (display below).
    ...formFieldsOf(PlaneModel, t, ['type', 'brand', 'manager']),
    ...rest,
  ];
  return (
    <RecordView
      fields={fields}
      record={model}
      display={{
        type: model.typeName || '-',
        brand: model.brandName || '-',
        manager: model.managerName || String(model.manager),
      }}
    />
  );
}

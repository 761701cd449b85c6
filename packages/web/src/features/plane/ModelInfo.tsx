import { useTranslation } from 'react-i18next';
import { modelFields } from './fields';
import { RecordView } from './RecordView';
import type { PlaneModel } from './types';

// The model info panel (model spec §2.2, read-only): category, brand and managing organisation by name,
// then every field of the panel.

export function ModelInfo({ model }: { model: PlaneModel }) {
  const { t } = useTranslation();
  const [name, ...rest] = modelFields(t);
  const fields = [
    name,
    { name: 'type', label: t('plane.model.type'), kind: 'text' as const },
    { name: 'brand', label: t('plane.model.brand'), kind: 'text' as const },
    { name: 'manager', label: t('plane.model.manager'), kind: 'text' as const },
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

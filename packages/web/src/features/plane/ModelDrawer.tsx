import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../../components/EntityDrawer';
import ModelMaintainItems from '../maintenance/ModelMaintainItems';
import { LaterTab } from './LaterTab';
import { ModelInfo } from './ModelInfo';
import type { PlaneModel } from './types';

// The aircraft-model drawer (model spec §2.1: 1366 wide, full width on mobile), titled with the model name.
// Basic info (the info panel) and Maintenance items are built; the other tabs of the spec come with the
// model-area issue. The maintenance items tab applies the manager rule itself (model spec §2.5, §6): company
// 10000 and the managing company set up the items here, everyone else reads them.

export interface ModelDrawerProps {
  /** The model shown; null = closed. */
  model: PlaneModel | null;
  onClose(): void;
  defaultTab?: 'base' | 'items';
}

const LATER_TABS = ['cards', 'orders', 'surveys', 'bulletins', 'airworthiness', 'cad', 'sb'] as const;

export function ModelDrawer({ model, onClose, defaultTab = 'base' }: ModelDrawerProps) {
  const { t } = useTranslation();
  return (
    <EntityDrawer
      open={model !== null}
      onClose={onClose}
      title={model?.name}
      defaultActiveTab={defaultTab}
      tabs={
        model
          ? [
              { key: 'base', label: t('plane.model.tab.base'), children: <ModelInfo model={model} /> },
              {
                key: 'items',
                label: t('plane.model.tab.items'),
                children: <ModelMaintainItems model={{ id: model.id, name: model.name, manager: model.manager }} />,
              },
              ...LATER_TABS.map((key) => ({
                key,
                label: t(`plane.model.tab.${key}`),
                children: <LaterTab />,
              })),
            ]
          : []
      }
    />
  );
}

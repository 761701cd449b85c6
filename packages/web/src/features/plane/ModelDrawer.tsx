import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { canWriteModel } from '@hangar/domain/model-access';
import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../../components/EntityDrawer';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { useSession } from '../../session/session-context';
import { MmelList } from '../deferrals/ItemLists';
import { DocumentLibrary } from '../documents/DocumentLibrary';
import ModelMaintainItems from '../maintenance/ModelMaintainItems';
import { WorkCardList } from '../workcards/WorkCardList';
import type { ModelRow } from './fields';
import { ModelInfo } from './ModelInfo';
import { PlaneDrawer } from './PlaneDrawer';

// The aircraft-model drawer (model spec §2.1: 1366 wide, full width on mobile), titled with the model name.
// Basic info (the info panel), Maintenance items, the four card tabs (work cards, engineering orders, survey
// sheets, technical bulletins: features/workcards) and the three document libraries (airworthiness, CAD/AD,
// SB/SI: features/documents), the cards and libraries written by company 10000 or the model's manager. The drawer is read-only like the spec's (its Maintenance items tab too, §2.1); company
// 10000 and the managing company set the items up in `config` mode, the model screen's 维修项目 action: the
// maintenance list alone, editable (model spec §2.5, §6; docs/decisions.md "The model drawer's maintenance
// items are read-only"). The header's 日志 opens the model's operation log (holders of organize-log).

export interface ModelDrawerProps {
  /** The model shown; null = closed. */
  model: ModelRow | null;
  onClose(): void;
  defaultTab?: 'base' | 'items';
  /** 'config': only the maintenance items, editable (for company 10000 and the manager). */
  mode?: 'view' | 'config';
}

/** The four card tabs (model document §2.1, §2.3): the work card list of each category. */
const CARD_TABS = [
  { key: 'cards', category: 1 },
  { key: 'orders', category: 2 },
  { key: 'surveys', category: 3 },
  { key: 'bulletins', category: 4 },
] as const;

/** The three document tabs (model document §2.1): the library's dictionary and the type of a new document. */
const DOCUMENT_TABS = [
  { key: 'airworthiness', dict: DocumentDict.Airworthiness, type: 0 },
  { key: 'cad', dict: DocumentDict.CadAd, type: 50 },
  { key: 'sb', dict: DocumentDict.SbSi, type: 60 },
] as const;

/** The aircraft details the evaluation dialog opens from a tail number (features/notices cannot import them). */
const planeDetail = (planeId: number | null, onClose: () => void) => (
  <PlaneDrawer planeId={planeId} onClose={onClose} />
);

export function ModelDrawer({ model, onClose, defaultTab = 'base', mode = 'view' }: ModelDrawerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const items = (readOnly: boolean) =>
    model ? (
      <ModelMaintainItems model={{ id: model.id, name: model.name, manager: model.manager }} readOnly={readOnly} />
    ) : null;
  return (
    <EntityDrawer
      open={model !== null}
      onClose={onClose}
      title={model ? (mode === 'config' ? t('plane.model.configTitle', { name: model.name }) : model.name) : ''}
      extra={model ? <OperLogButton targetType={ObjType.Model} targetId={model.id} /> : null}
      defaultActiveTab={defaultTab}
      tabs={
        model && mode === 'view'
          ? [
              { key: 'base', label: t('plane.model.tab.base'), children: <ModelInfo model={model} /> },
              { key: 'items', label: t('plane.model.tab.items'), children: items(true) },
              {
                key: 'mmel',
                label: t('mel.tab.mmel'),
                children: <MmelList model={{ id: model.id, name: model.name }} />,
              },
              ...CARD_TABS.map(({ key, category }) => ({
                key,
                label: t(`plane.model.tab.${key}`),
                children: (
                  <WorkCardList
                    model={{ id: model.id, name: model.name }}
                    category={category}
                    readOnly={!canWriteModel(session.user.curCID, model)}
                    planeDetail={planeDetail}
                  />
                ),
              })),
              ...DOCUMENT_TABS.map(({ key, dict, type }) => ({
                key,
                label: t(`plane.model.tab.${key}`),
                children: (
                  <DocumentLibrary
                    module={DocumentModule.Model}
                    dict={dict}
                    target={model.id}
                    type={type}
                    canWrite={canWriteModel(session.user.curCID, model)}
                    planeDetail={planeDetail}
                  />
                ),
              })),
            ]
          : undefined
      }
    >
      {mode === 'config' ? items(false) : null}
    </EntityDrawer>
  );
}

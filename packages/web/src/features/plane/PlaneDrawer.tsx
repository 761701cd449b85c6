import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { Empty, Skeleton, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../../components/EntityDrawer';
import { useListQuery } from '../../components/list-query';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { DocumentLibrary } from '../documents/DocumentLibrary';
import PlaneMaintainList from '../maintenance/PlaneMaintainList';
import type { PlaneRow } from './fields';
import { LaterTab } from './LaterTab';
import { PlaneInfo } from './PlaneInfo';

/*
 * The aircraft drawer (materials spec §2.2): 1366 wide (full width on mobile), titled with the tail number and
 * the total flight hours; its maintenance list is read-only. Tabs: Basic info, Maintenance items (the default),
 * the aircraft archive (sub-tabs: 证件 certificates — the default — and the ones that come with the records
 * issue) and the aircraft's document libraries, factory handover (dict 1) and other (dict 99); certificates and
 * documents are written here by holders of the plane-entity functions.
 *
 *   <PlaneDrawer planeId={id} onClose={() => setId(null)} />          // null = closed
 *   <PlaneDrawer planeId={id} onClose={...} mode="config" />          // the maintenance list in config mode
 *
 * The drawer loads the aircraft itself (PlaneEntity/Query by id), so any screen holding an aircraft id can
 * open it (the fleet monitor, the aircraft list); its query key starts with plane_entity, so a change of the
 * aircraft (its hours) refreshes the title. A link can open it too: /plane/entity?plane=<id> (PlanePage).
 * The header's 日志 opens the aircraft's operation log (holders of organize-log).
 */

export interface PlaneDrawerProps {
  /** The aircraft shown; null = closed. */
  planeId: number | null;
  onClose(): void;
  /** 'config': only the maintenance list, in config mode (the aircraft screen's 维修配置). */
  mode?: 'view' | 'config';
}

/** The certificate list, loaded when the archive tab is first shown. */
const PlaneCertList = lazy(() => import('../certificates/PlaneCertList'));

/** The archive's sub-tabs after 证件 (materials spec §2.2) that come with the records issue. */
const LATER_ARCHIVE_TABS = ['equipment', 'flightTime', 'records'] as const;

/** The aircraft archive (materials spec §2.2): certificates (the default), then the later sub-tabs. */
function ArchiveTabs({ planeId }: { planeId: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      defaultActiveKey="certs"
      destroyOnHidden
      items={[
        {
          key: 'certs',
          label: t('cert.tab'),
          children: (
            <Suspense fallback={<Skeleton active />}>
              <PlaneCertList plane={planeId} />
            </Suspense>
          ),
        },
        ...LATER_ARCHIVE_TABS.map((key) => ({ key, label: t(`cert.archive.${key}`), children: <LaterTab /> })),
      ]}
    />
  );
}

/** The aircraft's document libraries (materials document §2.2): factory handover (dict 1) and other (dict 99). */
const DOCUMENT_TABS = [
  { key: 'factory', dict: DocumentDict.Airworthiness },
  { key: 'other', dict: DocumentDict.Other },
] as const;

export function usePlane(planeId: number | null) {
  const list = useListQuery<PlaneRow>(
    PlaneEntity.table,
    PlaneEntity.api.Query,
    { filters: [{ name: 'id', compare: 'eq', value: planeId ?? 0, relate: 'and' }], page: 1, pageSize: 1 },
    { enabled: planeId !== null },
  );
  const plane = list.items.find((p) => p.id === planeId);
  return { plane, loading: list.loading };
}

export function PlaneDrawer({ planeId, onClose, mode = 'view' }: PlaneDrawerProps) {
  const { t } = useTranslation();
  const { plane, loading } = usePlane(planeId);
  const title = plane
    ? mode === 'config'
      ? t('plane.entity.configTitle', { name: plane.name })
      : t('plane.entity.drawerTitle', { name: plane.name, hours: plane.allFlyHours ?? 0 })
    : '';
  const list = plane ? (
    <PlaneMaintainList
      plane={{ id: plane.id, name: plane.name, model: plane.model, allFlyHours: plane.allFlyHours }}
      mode={mode}
    />
  ) : null;
  return (
    <EntityDrawer
      open={planeId !== null}
      onClose={onClose}
      title={title}
      extra={plane ? <OperLogButton targetType={ObjType.Plane} targetId={plane.id} /> : null}
      defaultActiveTab="items"
      tabs={
        plane && mode === 'view'
          ? [
              { key: 'base', label: t('plane.entity.tab.base'), children: <PlaneInfo plane={plane} /> },
              { key: 'items', label: t('plane.entity.tab.items'), children: list },
              { key: 'archive', label: t('plane.entity.tab.archive'), children: <ArchiveTabs planeId={plane.id} /> },
              ...DOCUMENT_TABS.map(({ key, dict }) => ({
                key,
                label: t(`plane.entity.tab.${key}`),
                children: <DocumentLibrary module={DocumentModule.Plane} dict={dict} target={plane.id} />,
              })),
            ]
          : undefined
      }
    >
      {plane ? null : loading ? <Skeleton active /> : <Empty />}
      {plane && mode === 'config' ? list : null}
    </EntityDrawer>
  );
}

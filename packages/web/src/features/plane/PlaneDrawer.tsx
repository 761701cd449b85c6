import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { Empty, Flex, Skeleton, Space, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../../components/EntityDrawer';
import { useListQuery } from '../../components/list-query';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { DocumentLibrary } from '../documents/DocumentLibrary';
import PlaneMaintainList from '../maintenance/PlaneMaintainList';
import type { RecordPlane } from '../records/RecordDialog';
import { PlaneStatusBadge } from '../status/PlaneStatusBadge';
import { StatusHistory } from '../status/StatusHistory';
import { EquipmentSlot } from './EquipmentSlot';
import type { PlaneRow } from './fields';
import { PlaneInfo } from './PlaneInfo';
import { StatusReportButton } from './StatusReportButton';

/*
 * The aircraft drawer (materials spec §2.2): 1366 wide (full width on mobile), titled with the tail number, the
 * total flight hours and the total landings; its maintenance list is read-only. Tabs: Basic info, Maintenance
 * items (the default), the aircraft archive (sub-tabs: 证件 certificates — the default —, 装机清单 installed
 * equipment and 飞行时间 the flight log, both read-only, 维修记录 the maintenance records, read-only, the AD/SB
 * register, and 状态历史 the airworthiness status's history, issue 32) and the aircraft's document libraries, factory
 * handover (dict 1) and other (dict 99); certificates and
 * documents are written here by holders of the plane-entity functions.
 *
 *   <PlaneDrawer planeId={id} onClose={() => setId(null)} />          // null = closed
 *   <PlaneDrawer planeId={id} onClose={...} mode="config" />          // the maintenance list in config mode
 *
 * The drawer loads the aircraft itself (PlaneEntity/Query by id), so any screen holding an aircraft id can
 * open it (the fleet monitor, the aircraft list); its query key starts with plane_entity, so a change of the
 * aircraft (its hours) refreshes the title. A link can open it too: /plane/entity?plane=<id> (PlanePage).
 * The header's 日志 opens the aircraft's operation log (holders of organize-log); the title shows the aircraft's
 * airworthiness status, a button opening its reasons (PlaneStatusBadge, issue 32).
 */

export interface PlaneDrawerProps {
  /** The aircraft shown; null = closed. */
  planeId: number | null;
  onClose(): void;
  /** 'config': only the maintenance list, in config mode (the aircraft screen's 维修配置). */
  mode?: 'view' | 'config';
}

/** The certificate list and the flight log, loaded when the archive tab is first shown. */
const PlaneCertList = lazy(() => import('../certificates/PlaneCertList'));
const FlightLog = lazy(() => import('../flight/FlightLog'));
const RecordTabs = lazy(() => import('../records/RecordTabs'));
const DeferralList = lazy(() => import('../deferrals/DeferralList'));
const PlaneAdRegister = lazy(() => import('../adreg/PlaneAdRegister'));

/**
 * The aircraft archive (materials spec §2.2), read-only but for certificates: certificates (the default), the
 * installed equipment (EquipmentSlot), the flight time (the flight log) and the maintenance records (RecordTabs:
 * the record and assembly sub-tabs, read-only).
 */
function ArchiveTabs({ plane }: { plane: RecordPlane }) {
  const { t } = useTranslation();
  const lazily = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;
  return (
    <Tabs
      size="small"
      defaultActiveKey="certs"
      destroyOnHidden
      items={[
        { key: 'certs', label: t('cert.tab'), children: lazily(<PlaneCertList plane={plane.id} />) },
        { key: 'equipment', label: t('cert.archive.equipment'), children: <EquipmentSlot plane={plane} readOnly /> },
        {
          key: 'flightTime',
          label: t('cert.archive.flightTime'),
          children: lazily(<FlightLog plane={plane} readOnly />),
        },
        {
          key: 'records',
          label: t('cert.archive.records'),
          children: lazily(<RecordTabs plane={plane} readOnly />),
        },
        { key: 'statusHistory', label: t('status.history.tab'), children: <StatusHistory plane={plane.id} /> },
        { key: 'adreg', label: t('adreg.tab'), children: lazily(<PlaneAdRegister plane={plane.id} />) },
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
      : t('plane.entity.drawerTitleFull', {
          name: plane.name,
          hours: plane.allFlyHours ?? 0,
          landings: plane.allLandings ?? 0,
        })
    : '';
  const list = plane ? (
    <PlaneMaintainList
      plane={{
        id: plane.id,
        name: plane.name,
        model: plane.model,
        allFlyHours: plane.allFlyHours,
        allLandings: plane.allLandings,
      }}
      mode={mode}
    />
  ) : null;
  return (
    <EntityDrawer
      open={planeId !== null}
      onClose={onClose}
      title={
        plane && mode === 'view' ? (
          <Flex gap={8} align="center" wrap>
            <span>{title}</span>
            <PlaneStatusBadge plane={plane.id} />
          </Flex>
        ) : (
          title
        )
      }
      extra={
        plane ? (
          <Space size={8}>
            <StatusReportButton plane={plane.id} />
            <OperLogButton targetType={ObjType.Plane} targetId={plane.id} />
          </Space>
        ) : null
      }
      defaultActiveTab="items"
      tabs={
        plane && mode === 'view'
          ? [
              { key: 'base', label: t('plane.entity.tab.base'), children: <PlaneInfo plane={plane} /> },
              { key: 'items', label: t('plane.entity.tab.items'), children: list },
              {
                key: 'deferrals',
                label: t('mel.tab.deferrals'),
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <DeferralList plane={{ id: plane.id, name: plane.name }} />
                  </Suspense>
                ),
              },
              {
                key: 'archive',
                label: t('plane.entity.tab.archive'),
                children: (
                  <ArchiveTabs
                    plane={{
                      id: plane.id,
                      name: plane.name,
                      allFlyHours: plane.allFlyHours,
                      allLandings: plane.allLandings,
                    }}
                  />
                ),
              },
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

import { PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { AlertCard } from '../../components/AlertCard';
import { BOM_TABLE, LifeTag, remainingText } from './life';

// The dashboard's component life card (PlaneBom/LifeSummary): the counts of installed components whose life
// warns and is over, and the most urgent ones (aircraft, component, serial, what is left, state), in the
// server's order. The lead's DashboardPage decides who sees it (holders of the plane-entity or plane-operation
// view). The query key starts with plane_bom, so a component save refreshes it.

/** Most urgent rows shown. */
export const LIFE_ALERT_ROWS = 10;

export function useLifeSummary() {
  return useQuery({
    queryKey: [BOM_TABLE, PlaneBom.api.LifeSummary.path],
    queryFn: () => call(PlaneBom.api.LifeSummary, {}),
  });
}

export function LifeAlerts() {
  const { t } = useTranslation();
  const summary = useLifeSummary();
  const data = summary.data;
  const items = (data?.items ?? []).slice(0, LIFE_ALERT_ROWS);
  const columns: ColumnsType<PlaneBomRow> = [
    { title: t('bom.plane'), dataIndex: 'planeName', key: 'planeName' },
    { title: t('bom.name'), dataIndex: 'name', key: 'name' },
    { title: t('bom.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('bom.alerts.remaining'), key: 'remaining', render: (_, row) => remainingText(row.life, t) },
    { title: t('bom.lifeState'), key: 'state', render: (_, row) => <LifeTag life={row.life} t={t} /> },
  ];
  return (
    <AlertCard
      title={t('bom.alerts.title')}
      testId="life-alerts-card"
      loading={summary.isPending}
      error={summary.error}
      counts={[
        { title: t('bom.alerts.warning'), value: data?.warning, status: 'warning', testId: 'life-warning' },
        { title: t('bom.alerts.overdue'), value: data?.overdue, status: 'overdue', testId: 'life-overdue' },
      ]}
      empty={items.length === 0}
      emptyText={t('bom.alerts.none')}
    >
      <Table<PlaneBomRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="life-alert-rows"
      />
    </AlertCard>
  );
}

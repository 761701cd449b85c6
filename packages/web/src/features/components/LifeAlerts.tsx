import { PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Divider, Empty, Flex, Row, Statistic, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
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
  const { token } = theme.useToken();
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
    <Card title={t('bom.alerts.title')} data-testid="life-alerts-card" loading={summary.isPending}>
      {summary.error ? (
        <Typography.Text type="danger">{summary.error.message}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={12}>
            <Col span={12}>
              <Statistic
                title={t('bom.alerts.warning')}
                value={data?.warning ?? 0}
                styles={{ content: data?.warning ? { color: token.colorWarning } : undefined }}
                data-testid="life-warning"
              />
            </Col>
            <Col span={12}>
              <Statistic
                title={t('bom.alerts.overdue')}
                value={data?.overdue ?? 0}
                styles={{ content: data?.overdue ? { color: token.colorError } : undefined }}
                data-testid="life-overdue"
              />
            </Col>
          </Row>
          <Divider style={{ margin: 0 }} />
          {items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bom.alerts.none')} />
          ) : (
            <Table<PlaneBomRow>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="life-alert-rows"
            />
          )}
        </Flex>
      )}
    </Card>
  );
}

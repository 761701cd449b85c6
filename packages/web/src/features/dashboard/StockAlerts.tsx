import { Material } from '@hangar/domain/contracts/materials';
import { findGrantable } from '@hangar/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { Card, Divider, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/http';
import { StatusTag } from '../../components/status-colours';

// The dashboard's stock warnings (Material/Alerts): materials below their safety stock (for holders of
// product-material) and measuring tools due for calibration within 30 days or overdue (for holders of
// tool-measure), each a link to its screen. DashboardPage shows the card only to holders of one of the views.
// The query starts with the material table, so DataRefresh and the stores' saves keep it current.

export const ALERT_LIMIT = 10;
export const MATERIAL_VIEW = 'product-material';
export const MEASURE_VIEW = 'tool-measure';

const materialPath = findGrantable(MATERIAL_VIEW)?.path ?? '/product/material';
const measurePath = findGrantable(MEASURE_VIEW)?.path ?? '/tool/measure';

function Section(props: {
  testId: string;
  title: string;
  more: string;
  rows: { key: number; what: ReactNode; figure: ReactNode }[];
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={props.testId}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{props.title}</Typography.Text>
        <Link to={props.more}>{t('store.alerts.more')}</Link>
      </Flex>
      <Divider style={{ margin: '8px 0' }} />
      <Flex vertical gap={6}>
        {props.rows.map((r) => (
          <Flex key={r.key} justify="space-between" wrap gap={8}>
            {r.what}
            {r.figure}
          </Flex>
        ))}
      </Flex>
    </div>
  );
}

export function StockAlerts({ lowStock, calibration }: { lowStock: boolean; calibration: boolean }) {
  const { t } = useTranslation();
  const alerts = useQuery({
    queryKey: ['material', 'alerts'],
    queryFn: () => call(Material.api.Alerts, { limit: ALERT_LIMIT }),
  });
  const data = alerts.data;
  const low = lowStock ? (data?.lowStock ?? []) : [];
  const due = calibration ? (data?.calibration ?? []) : [];
  const nothing = !alerts.isFetching && low.length === 0 && due.length === 0;
  return (
    <Card title={t('store.alerts.title')} data-testid="stock-alerts-card" loading={alerts.isPending}>
      {alerts.error ? (
        <Typography.Text type="danger">{alerts.error.message}</Typography.Text>
      ) : nothing ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('store.alerts.none')} />
      ) : (
        <Flex vertical gap={12}>
          {low.length > 0 ? (
            <Section
              testId="low-stock"
              title={t('store.alerts.lowStock', { count: data?.lowStockTotal ?? low.length })}
              more={materialPath}
              rows={low.map((m) => ({
                key: m.id,
                what: (
                  <Link to={`${materialPath}?id=${m.id}`}>
                    {m.model} · {m.name}
                  </Link>
                ),
                figure: (
                  <Typography.Text type="danger">
                    {t('store.alerts.stockOf', { stock: m.stock, safe: m.safeStock })}
                  </Typography.Text>
                ),
              }))}
            />
          ) : null}
          {due.length > 0 ? (
            <Section
              testId="calibration-due"
              title={t('store.alerts.calibration', { count: data?.calibrationTotal ?? due.length })}
              more={measurePath}
              rows={due.map((m) => ({
                key: m.id,
                what: (
                  <Link to={measurePath}>
                    {m.name} · {m.model}
                  </Link>
                ),
                figure: (
                  <span>
                    {m.calibrationDue.slice(0, 10)}{' '}
                    {m.overdue ? (
                      <StatusTag status="overdue">
                        {t('store.alerts.overdue', { days: Math.abs(m.remainDays) })}
                      </StatusTag>
                    ) : (
                      <StatusTag status="dueSoon">{t('store.alerts.daysLeft', { days: m.remainDays })}</StatusTag>
                    )}
                  </span>
                ),
              }))}
            />
          ) : null}
        </Flex>
      )}
    </Card>
  );
}

import { findGrantable } from '@hangar/domain/permissions';
import { Card, Col, Divider, Empty, Flex, Row, Statistic, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCertSummary } from './cert-summary';

// The dashboard's certificate warnings (PlaneCert/Summary): the counts of open certificates expiring within 90
// days and already expired, and the nearest ones (tail number, certificate, expiry, days left), each a link to
// its aircraft. DashboardPage shows the card only to holders of the plane-entity view.

const planePath = findGrantable('plane-entity')?.path ?? '/plane/entity';

export function CertAlerts() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const summary = useCertSummary();
  const data = summary.data;
  const items = data?.items ?? [];
  return (
    <Card title={t('cert.alerts.title')} data-testid="cert-alerts-card" loading={summary.isPending}>
      {summary.error ? (
        <Typography.Text type="danger">{summary.error.message}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={12}>
            <Col span={12}>
              <Statistic
                title={t('cert.alerts.expiring')}
                value={data?.expiring ?? 0}
                styles={{ content: data?.expiring ? { color: token.colorWarning } : undefined }}
                data-testid="cert-expiring"
              />
            </Col>
            <Col span={12}>
              <Statistic
                title={t('cert.alerts.expired')}
                value={data?.expired ?? 0}
                styles={{ content: data?.expired ? { color: token.colorError } : undefined }}
                data-testid="cert-expired"
              />
            </Col>
          </Row>
          <Divider style={{ margin: 0 }} />
          {items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cert.alerts.none')} />
          ) : (
            <Flex vertical gap={6} data-testid="cert-alert-rows">
              {items.map((c) => (
                <Flex key={c.id} justify="space-between" wrap gap={8}>
                  <Link to={`${planePath}?plane=${c.plane}`}>
                    {c.planeName} · {c.name}
                  </Link>
                  <span>
                    {c.expireDate?.slice(0, 10)}{' '}
                    {c.daysLeft !== null && c.daysLeft < 0 ? (
                      <Tag color="red">{t('cert.alerts.overdue', { days: Math.abs(c.daysLeft) })}</Tag>
                    ) : (
                      <Tag color="orange">{t('cert.alerts.daysLeft', { days: c.daysLeft ?? 0 })}</Tag>
                    )}
                  </span>
                </Flex>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}

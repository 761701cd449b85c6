import { findGrantable } from '@hangar/domain/permissions';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertCard } from '../../components/AlertCard';
import { StatusTag } from '../../components/status-colours';
import { useCertSummary } from './cert-summary';

// The dashboard's certificate warnings (PlaneCert/Summary): the counts of open certificates expiring within 90
// days and already expired, and the nearest ones (tail number, certificate, expiry, days left), each a link to
// its aircraft. DashboardPage shows the card only to holders of the plane-entity view.

const planePath = findGrantable('plane-entity')?.path ?? '/plane/entity';

export function CertAlerts() {
  const { t } = useTranslation();
  const summary = useCertSummary();
  const data = summary.data;
  const items = data?.items ?? [];
  return (
    <AlertCard
      title={t('cert.alerts.title')}
      testId="cert-alerts-card"
      loading={summary.isPending}
      error={summary.error}
      counts={[
        { title: t('cert.alerts.expiring'), value: data?.expiring, status: 'dueSoon', testId: 'cert-expiring' },
        { title: t('cert.alerts.expired'), value: data?.expired, status: 'overdue', testId: 'cert-expired' },
      ]}
      empty={items.length === 0}
      emptyText={t('cert.alerts.none')}
    >
      <Flex vertical gap={6} data-testid="cert-alert-rows">
        {items.map((c) => (
          <Flex key={c.id} justify="space-between" wrap gap={8}>
            <Link to={`${planePath}?plane=${c.plane}`}>
              {c.planeName} · {c.name}
            </Link>
            <span>
              {c.expireDate?.slice(0, 10)}{' '}
              {c.daysLeft !== null && c.daysLeft < 0 ? (
                <StatusTag status="overdue">{t('cert.alerts.overdue', { days: Math.abs(c.daysLeft) })}</StatusTag>
              ) : (
                <StatusTag status="dueSoon">{t('cert.alerts.daysLeft', { days: c.daysLeft ?? 0 })}</StatusTag>
              )}
            </span>
          </Flex>
        ))}
      </Flex>
    </AlertCard>
  );
}

import { Card, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusStatistic } from '../../components/status-figures';
import { useSession } from '../../session/session-context';
import { CERT_VIEW, useCertSummary } from './cert-summary';

/*
 * CertCounts — the fleet monitor's two certificate figures beside its summary cards (PlaneCert/Summary):
 * certificates expiring within 90 days and expired. Rendered as two grid columns (inside the cards' Row); nothing
 * and no call without the plane-entity view.
 *
 *   <Row>...<CertCounts /></Row>
 */

export function CertCounts() {
  const { t } = useTranslation();
  const { can } = useSession();
  const allowed = can(CERT_VIEW);
  const summary = useCertSummary(allowed);
  if (!allowed) return null;
  const figures = [
    { key: 'expiring', title: t('cert.alerts.expiring'), value: summary.data?.expiring, status: 'dueSoon' as const },
    { key: 'expired', title: t('cert.alerts.expired'), value: summary.data?.expired, status: 'overdue' as const },
  ];
  return figures.map((f) => (
    // The summary cards' span (FleetSummaryCards: six on one row from 1200 px).
    <Col key={f.key} xs={12} md={6} xl={4} data-testid={`fleet-cert-${f.key}`}>
      <Card size="small">
        <StatusStatistic
          title={f.title}
          value={f.value}
          status={f.status}
          loading={summary.isFetching && f.value === undefined}
        />
      </Card>
    </Col>
  ));
}

import { Card, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { InvitationList } from '../account/invitations';
import { useInvitations } from '../account/use-invitations';
import { CertAlerts } from '../certificates/CertAlerts';
import { CERT_VIEW } from '../certificates/cert-summary';
import { LifeAlerts } from '../components/LifeAlerts';
import { BOM_READ_VIEWS } from '../components/life';
import { FLEET_VIEW } from '../maintenance/fleet-query';
import { ExpiringAlerts } from '../qualifications/ExpiringAlerts';
import { FleetStatusCard } from '../status/FleetStatusCounts';
import { STATUS_VIEWS } from '../status/status-query';
import { DueFigures } from './DueFigures';
import { FAULT_READ_VIEWS, FaultAlerts } from './FaultAlerts';
import { MATERIAL_VIEW, MEASURE_VIEW, StockAlerts } from './StockAlerts';
import { TodoList } from './TodoList';
import { useTodos } from './use-todos';

// The dashboard: a welcome card, the user's pending invitations to join a company (when there are any), the
// user's to-dos and, for holders of the maintain-control view (fleet monitor), the maintenance due figures;
// for holders of product-material or tool-measure, the stock warnings (below safety stock, calibration due);
// for holders of plane-entity, the certificate expiry warnings; for holders of plane-entity or plane-operation,
// the life warnings of installed components and the open faults; for holders of plane-entity or maintain-control,
// the fleet's counts by airworthiness status (issue 32); for every member of a company, the qualifications
// expiring (issue 34: everyone's for readers of a qualification screen, else the user's own).
// Without a card's view nothing of it is rendered and nothing is called.

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, can } = useSession();
  const { token } = theme.useToken();
  const showDue = user.curCID !== null && can(FLEET_VIEW);
  const showStatus = user.curCID !== null && STATUS_VIEWS.some((view) => can(view));
  const showLowStock = user.curCID !== null && can(MATERIAL_VIEW);
  const showCalibration = user.curCID !== null && can(MEASURE_VIEW);
  const showCerts = user.curCID !== null && can(CERT_VIEW);
  const showLife = user.curCID !== null && BOM_READ_VIEWS.some((view) => can(view));
  const showFaults = user.curCID !== null && FAULT_READ_VIEWS.some((view) => can(view));
  const todos = useTodos();
  const invitations = useInvitations().data?.items ?? [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card data-testid="welcome-card">
        {/* The page's h1 is the frame's (hidden): the welcome is the next level, at the size of an h4. */}
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
          {t('frame.dashboard.welcome', { name: user.realName || user.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {user.companyName ? t('frame.dashboard.company', { name: user.companyName }) : t('frame.dashboard.noCompany')}
        </Typography.Text>
      </Card>
      {invitations.length > 0 ? (
        <Card title={t('frame.dashboard.invitations')} data-testid="invitation-card">
          <InvitationList items={invitations} />
        </Card>
      ) : null}
      {showStatus ? <FleetStatusCard /> : null}
      {showDue ? <DueFigures /> : null}
      {showLowStock || showCalibration ? <StockAlerts lowStock={showLowStock} calibration={showCalibration} /> : null}
      {showCerts ? <CertAlerts /> : null}
      {showLife ? <LifeAlerts /> : null}
      {showFaults ? <FaultAlerts /> : null}
      {user.curCID !== null ? <ExpiringAlerts /> : null}
      <Card title={t('frame.dashboard.todos')} data-testid="todo-card">
        <TodoList items={todos.data?.items ?? []} loading={todos.isFetching} />
      </Card>
    </div>
  );
}

import { MaintainTask, RecordReport } from '@hangar/domain/contracts/records';
import { aircraftRecordViews, findGrantable } from '@hangar/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/http';
import { AlertCard } from '../../components/AlertCard';

// The dashboard's open faults (RecordReport/FaultSummary): the company's faults not closed and, of those, the
// ones still pending (not confirmed), with a link to the maintenance records of /plane/operation. DashboardPage
// shows the card to holders of the plane-entity or plane-operation view (who may read the records). The query
// key starts with the record table, so a record's save refreshes it.

export const FAULT_READ_VIEWS = aircraftRecordViews;

const operationPath = findGrantable('plane-operation')?.path ?? '/plane/operation';

export function FaultAlerts() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: [MaintainTask.table, RecordReport.api.FaultSummary.path],
    queryFn: () => call(RecordReport.api.FaultSummary, {}),
  });
  const data = summary.data;
  return (
    <AlertCard
      title={t('faultCard.title')}
      testId="fault-alerts-card"
      loading={summary.isPending}
      error={summary.error}
      counts={[
        { title: t('faultCard.open'), value: data?.open, status: 'warning', testId: 'fault-open' },
        { title: t('faultCard.pending'), value: data?.pending, status: 'overdue', testId: 'fault-pending' },
      ]}
      empty={!data?.open}
      emptyText={t('faultCard.none')}
    >
      <Link to={operationPath}>{t('faultCard.go')}</Link>
    </AlertCard>
  );
}

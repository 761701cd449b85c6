import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { findGrantable } from '@hangar/domain/permissions';
import { Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardColumns } from '../../components/DataTable';
import { useListQuery } from '../../components/list-query';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { DeferralCounts } from '../deferrals/DeferralCounts';
import { CTRL_TABLE, CtrlCard, DueRowStyle, DueStateTag, dueClass, dueColumns } from '../maintenance/ctrl-rows';
import { FleetSummaryCards } from '../maintenance/FleetSummaryCards';
import { FLEET_QUERY, FLEET_VIEW, useFleetSummary } from '../maintenance/fleet-query';

// The dashboard's due figures (for holders of the maintain-control view; DashboardPage decides): the fleet
// monitor's four counts and the first ten items of its list — QueryFleet's default order: overdue, then
// warning, then the rest, nearest due first within each — coloured by state, with a link to the monitor. Both
// queries start with maintain_ctrl, so DataRefresh keeps them current. Under the counts, as on the monitor, the open
// deferrals due soon and overdue (DeferralCounts, for who may read deferrals; issue 32): a deferral is no control
// item, so the items' four counts (QueryFleet's filters, the monitor's quick filters) stay the items'.

export const NEAREST_COUNT = 10;

const monitorPath = findGrantable(FLEET_VIEW)?.path ?? '/';

export function DueFigures() {
  const { t } = useTranslation();
  const summary = useFleetSummary();
  const nearest = useListQuery<FleetRow>(CTRL_TABLE, FLEET_QUERY, { page: 1, pageSize: NEAREST_COUNT });
  const phone = useWindowSize().width < MOBILE_BREAKPOINT;
  const columns: ColumnsType<FleetRow> = phone
    ? cardColumns((row) => <CtrlCard row={row} tail={row.planeName} />)
    : [
        { title: t('maintenance.fleet.planeName'), dataIndex: 'planeName', key: 'planeName' },
        { title: t('maintenance.name'), dataIndex: 'name', key: 'name' },
        // Not sortable here: the ten nearest items in the monitor's order.
        ...dueColumns<FleetRow>(t).map(({ sorter: _, ...column }) => column),
        { title: t('maintenance.state'), key: 'state', render: (_, row) => <DueStateTag row={row} /> },
      ];
  return (
    <Card
      title={t('frame.dashboard.due')}
      extra={<Link to={monitorPath}>{t('frame.dashboard.openMonitor')}</Link>}
      data-testid="due-card"
    >
      <DueRowStyle />
      <Flex vertical gap={12}>
        <FleetSummaryCards summary={summary.data} loading={summary.isFetching} />
        <Flex gap={16} wrap align="center">
          <DeferralCounts compact />
        </Flex>
        <Typography.Text strong>{t('frame.dashboard.nearestDue', { count: NEAREST_COUNT })}</Typography.Text>
        <Table<FleetRow>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={nearest.items}
          loading={nearest.loading}
          pagination={false}
          rowClassName={dueClass}
          showHeader={!phone}
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{ emptyText: t('frame.dashboard.noDue') }}
        />
      </Flex>
    </Card>
  );
}

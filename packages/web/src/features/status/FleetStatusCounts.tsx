import type { FleetStatus } from '@hangar/domain/contracts/status';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AIR_STATUS_COLOUR } from '../../components/air-status';
import { StatusCount, StatusStatistic } from '../../components/status-figures';
import { useFleetStatus } from './status-query';

/*
 * FleetStatusCounts — the company's aircraft counted by status (issue 32): 可用, 带保留可用, 不可用, each count in its
 * status's colours with its icon above zero (StatusStatistic). The fleet monitor shows them above its list; the
 * dashboard in its own card (FleetStatusCard).
 *
 *   <FleetStatusCounts fleet={fleet} loading={...} />
 */

export function FleetStatusCounts({
  fleet,
  loading,
  compact = false,
}: {
  fleet: FleetStatus | undefined;
  loading?: boolean;
  /** On one line (StatusCount), as the fleet monitor shows them beside its filters. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const figures = [
    { status: 1 as const, value: fleet?.serviceable },
    { status: 2 as const, value: fleet?.deferred },
    { status: 3 as const, value: fleet?.unserviceable },
  ];
  if (compact)
    return figures.map((f) => (
      <StatusCount
        key={f.status}
        data-testid={`fleet-status-${f.status}`}
        title={t(`status.air.${f.status}`)}
        status={f.status === 1 ? undefined : AIR_STATUS_COLOUR[f.status]}
        value={f.value}
      />
    ));
  return (
    <Flex gap={24} wrap data-testid="fleet-status-counts">
      {figures.map((f) => (
        <StatusStatistic
          key={f.status}
          data-testid={`fleet-status-${f.status}`}
          title={t(`status.air.${f.status}`)}
          // Serviceable aircraft are no alarm: their count is plain.
          status={f.status === 1 ? undefined : AIR_STATUS_COLOUR[f.status]}
          value={f.value ?? 0}
          loading={loading}
        />
      ))}
    </Flex>
  );
}

/** The dashboard's card: the fleet's counts by status. */
export function FleetStatusCard() {
  const { t } = useTranslation();
  const fleet = useFleetStatus();
  return (
    <Card title={t('status.fleet.title')} data-testid="fleet-status-card">
      <FleetStatusCounts fleet={fleet.data} loading={fleet.isFetching && !fleet.data} />
    </Card>
  );
}

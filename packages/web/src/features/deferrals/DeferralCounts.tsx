import { Deferral } from '@hangar/domain/contracts/deferrals';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { StatusCount, StatusStatistic } from '../../components/status-figures';
import { useCan } from '../../session/session-context';

/*
 * DeferralCounts — the fleet monitor's deferred-defect figures (issue 32): open deferrals in their last days
 * (临近期限) and past their limit (已超期), in the maintenance items' status colours, counted by Deferral/Query's state
 * filter; shown beside the fleet's airworthiness counts (one row, so the list keeps its height). Nothing and no call
 * for a user who may not read deferrals.
 *
 *   <Flex><FleetStatusCounts ... /><DeferralCounts /></Flex>
 */

const STATES = [
  { state: 'warning', status: 'dueSoon' },
  { state: 'overdue', status: 'overdue' },
] as const;

/** `compact`: on one line (StatusCount), as the fleet monitor shows them beside its filters. */
export function DeferralCounts({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const allowed = useCan(Deferral.api.Query);
  // The query key starts with the deferral table, so a deferral's save or a DataRefresh keeps it current.
  const counts = useQuery({
    queryKey: [Deferral.table, 'counts'],
    queryFn: async () => {
      const [warning, overdue] = await Promise.all(
        STATES.map(({ state }) => call(Deferral.api.Query, { state, page: 1, pageSize: 1 })),
      );
      return { warning: warning.totalItems, overdue: overdue.totalItems };
    },
    enabled: allowed,
  });
  if (!allowed) return null;
  if (compact)
    return STATES.map(({ state, status }) => (
      <StatusCount
        key={state}
        data-testid={`fleet-deferral-${state}`}
        title={t(`deferral.counts.${state}`)}
        value={counts.data?.[state]}
        status={status}
      />
    ));
  return STATES.map(({ state, status }) => (
    <StatusStatistic
      key={state}
      data-testid={`fleet-deferral-${state}`}
      title={t(`deferral.counts.${state}`)}
      value={counts.data?.[state]}
      status={status}
      loading={counts.isFetching && counts.data === undefined}
    />
  ));
}

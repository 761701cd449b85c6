import { Deferral, type DeferralRow } from '@hangar/domain/contracts/deferrals';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useReference } from '../../components/reference';
import { LinkButton } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import { DeferDialog } from './DeferralDialogs';

/*
 * The Defer action of an aircraft's fault list (the records screen's faults tab, issue 32):
 *
 *   const defer = useFaultDeferral(plane, enabled);
 *   defer.action(row)    // 保留 on an open fault without an open deferral, for a caller who may defer; else null
 *   defer.element        // the dialog
 */

export function useFaultDeferral(plane: { id: number }, enabled: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const can = useCan(Deferral.api.Add) && enabled;
  const planes = useReference('plane', { enabled: can });
  const [fault, setFault] = useState<{ id: number; title: string } | null>(null);
  // Open deferrals come first (then the closed ones): a page of 1000 holds every open one.
  const list = useQuery({
    queryKey: [Deferral.table, 'plane', plane.id],
    queryFn: () => call(Deferral.api.Query, { plane: plane.id, pageSize: 1000 }),
    enabled: can,
  });
  const deferred = new Set(
    (list.data?.items ?? []).filter((d: DeferralRow) => d.closed === 0).map((d: DeferralRow) => d.task),
  );
  const action = (row: { id: number; closed: number; issueCondition: string | null; description: string | null }) =>
    can && row.closed === 0 && !deferred.has(row.id) ? (
      <LinkButton
        onClick={() => setFault({ id: row.id, title: row.issueCondition ?? row.description ?? String(row.id) })}
      >
        {t('deferral.defer')}
      </LinkButton>
    ) : null;
  const element = fault ? (
    <DeferDialog
      fault={{ ...fault, model: planes.find(plane.id)?.model ?? null }}
      onClose={(saved) => {
        setFault(null);
        if (saved) {
          void list.refetch();
          onDone();
        }
      }}
    />
  ) : null;
  return { action, element };
}

import { PlaneStatus } from '@hangar/domain/contracts/status';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';

// The aircraft status calls (issue 32: PlaneStatus/Get, History, Fleet; readers of the aircraft register or the
// fleet monitor). The query keys start with plane_status, which the server announces whenever a status or its
// reasons change, so every status on screen follows a write or the daily recompute.

export const STATUS_TABLE = 'plane_status';
/** The views whose holders read statuses (the contracts' access). */
export const STATUS_VIEWS = ['plane-entity', 'maintain-control'] as const;

export function usePlaneStatus(plane: number | null, enabled = true) {
  return useQuery({
    queryKey: [STATUS_TABLE, 'plane', plane],
    queryFn: () => call(PlaneStatus.api.Get, { plane: plane as number }),
    enabled: enabled && plane !== null,
  });
}

export function useStatusHistory(plane: number, page: number) {
  return useQuery({
    queryKey: [STATUS_TABLE, 'history', plane, page],
    queryFn: () => call(PlaneStatus.api.History, { plane, page }),
  });
}

export function useFleetStatus(enabled = true) {
  return useQuery({
    queryKey: [STATUS_TABLE, 'fleet'],
    queryFn: () => call(PlaneStatus.api.Fleet, {}),
    enabled,
  });
}

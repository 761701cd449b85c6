import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { useCan } from '../../session/session-context';

// Who writes the flight log (the server's PlaneFly access): the flight screen's functions (plane-operation
// Add / Edit / Delete) or the aircraft register's (plane-entity Execute to add and edit, Delete to delete).

export interface FlightRights {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

export function useFlightRights(): FlightRights {
  return { add: useCan(PlaneFly.api.Add), edit: useCan(PlaneFly.api.Update), remove: useCan(PlaneFly.api.Delete) };
}

/** Whether the user may write the flight log at all (the operation screen's writable mode). */
export function canWriteFlights(rights: FlightRights): boolean {
  return rights.add || rights.edit || rights.remove;
}

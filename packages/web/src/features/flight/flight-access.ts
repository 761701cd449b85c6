import { usePermission } from '../../components/PermissionGate';

// Who writes the flight log (the server's PlaneFly access): the flight screen's functions (plane-operation
// Add / Edit / Delete) or the aircraft register's (plane-entity Execute to add and edit, Delete to delete).

export interface FlightRights {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

export function useFlightRights(): FlightRights {
  const execute = usePermission(['plane-entity', 'Execute']);
  const add = usePermission(['plane-operation', 'Add']);
  const edit = usePermission(['plane-operation', 'Edit']);
  const remove = usePermission(['plane-operation', 'Delete']);
  const entityRemove = usePermission(['plane-entity', 'Delete']);
  return { add: add || execute, edit: edit || execute, remove: remove || entityRemove };
}

/** Whether the user may write the flight log at all (the operation screen's writable mode). */
export function canWriteFlights(rights: FlightRights): boolean {
  return rights.add || rights.edit || rights.remove;
}

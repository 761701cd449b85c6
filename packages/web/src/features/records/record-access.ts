import { usePermission } from '../../components/PermissionGate';

// What the session's functions decide on the record screens (the server's MaintainTask and file access, issue
// 17): adding a record (plane-operation Add or plane-entity Execute) and deleting a stored file from a record
// (plane-operation or plane-entity Delete). What may be done with a record — edit, the workflow steps, close,
// open, delete — is the row's `abilities` (docs/architecture.md "Row abilities").

export interface RecordRights {
  add: boolean;
  remove: boolean;
}

export function useRecordRights(): RecordRights {
  const execute = usePermission(['plane-entity', 'Execute']);
  const entityDelete = usePermission(['plane-entity', 'Delete']);
  const add = usePermission(['plane-operation', 'Add']);
  const remove = usePermission(['plane-operation', 'Delete']);
  return { add: add || execute, remove: remove || entityDelete };
}

import { usePermission } from '../../components/PermissionGate';

// Who writes the maintenance records (the server's MaintainTask access, issue 17): the operation screen's functions
// (plane-operation Add / Edit / Close / Delete) or the aircraft register's (plane-entity Execute for adding,
// editing and the workflow steps; plane-entity Close for sign-off and reopening; plane-entity Delete).

export interface RecordRights {
  add: boolean;
  /** UpdateWithItems and the workflow steps. */
  edit: boolean;
  /** Close (sign-off) and Open. */
  close: boolean;
  remove: boolean;
}

export function useRecordRights(): RecordRights {
  const execute = usePermission(['plane-entity', 'Execute']);
  const entityClose = usePermission(['plane-entity', 'Close']);
  const entityDelete = usePermission(['plane-entity', 'Delete']);
  const add = usePermission(['plane-operation', 'Add']);
  const edit = usePermission(['plane-operation', 'Edit']);
  const close = usePermission(['plane-operation', 'Close']);
  const remove = usePermission(['plane-operation', 'Delete']);
  return {
    add: add || execute,
    edit: edit || execute,
    close: close || entityClose,
    remove: remove || entityDelete,
  };
}
